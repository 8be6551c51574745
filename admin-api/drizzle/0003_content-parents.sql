ALTER TABLE "content_items" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_parent_id_content_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_parent_position_idx" ON "content_items" USING btree ("parent_id","position");