CREATE TABLE "content_translation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "translation_group_id" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_translation_group_id_content_translation_groups_id_fk" FOREIGN KEY ("translation_group_id") REFERENCES "public"."content_translation_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_translation_language_key" ON "content_items" USING btree ("translation_group_id","language_id") WHERE "content_items"."translation_group_id" is not null;