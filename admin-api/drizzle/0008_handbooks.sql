CREATE TABLE "handbook_reads" (
	"user_id" integer NOT NULL,
	"handbook_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "handbook_reads_user_id_handbook_id_pk" PRIMARY KEY("user_id","handbook_id")
);
--> statement-breakpoint
ALTER TABLE "handbook_reads" ADD CONSTRAINT "handbook_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_reads" ADD CONSTRAINT "handbook_reads_handbook_id_content_items_id_fk" FOREIGN KEY ("handbook_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Two children of one parent never share a place (chapters of a handbook, sections of a chapter).
-- Deferred to the end of the transaction, so a reorder may pass through duplicates while it
-- rewrites the places. Top-level items have no parent, and nulls never collide.
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_parent_position_key" UNIQUE ("parent_id", "position") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- The text of sanitized HTML for full-text search: tags become spaces, the entities the
-- sanitizer writes become their characters.
CREATE OR REPLACE FUNCTION content_plain_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;
