CREATE TABLE "digest_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "digest_header_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" varchar(200) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"subject" varchar(150) NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"header_image_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"html" text,
	"text" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "digest_schedules" (
	"country_id" integer PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_period" varchar(16),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_issue_id_digest_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."digest_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_header_images" ADD CONSTRAINT "digest_header_images_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_issues" ADD CONSTRAINT "digest_issues_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_issues" ADD CONSTRAINT "digest_issues_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_issues" ADD CONSTRAINT "digest_issues_header_image_id_digest_header_images_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."digest_header_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_issues" ADD CONSTRAINT "digest_issues_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_schedules" ADD CONSTRAINT "digest_schedules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_deliveries_issue_user_key" ON "digest_deliveries" USING btree ("issue_id","user_id");--> statement-breakpoint
CREATE INDEX "digest_deliveries_queued_idx" ON "digest_deliveries" USING btree ("issue_id","id") WHERE "digest_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "digest_issues_one_draft_key" ON "digest_issues" USING btree ("country_id","language_id") WHERE "digest_issues"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "digest_issues_country_sent_idx" ON "digest_issues" USING btree ("country_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_digest_subscribers_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."has_digest_subscribed" and "users"."is_active";