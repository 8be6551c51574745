ALTER TABLE "used_magic_tokens" RENAME TO "blacklisted_tokens";--> statement-breakpoint
ALTER TABLE "blacklisted_tokens" RENAME COLUMN "used_at" TO "blacklisted_at";