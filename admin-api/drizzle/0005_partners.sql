CREATE TABLE "direct_ad_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"user_id" integer,
	"member_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"member_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_contact_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_discovery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_discovery_links" (
	"category_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "partner_discovery_links_category_id_partner_id_pk" PRIMARY KEY("category_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partner_sales_reps" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"name" varchar(200) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_partner_item_id_content_items_id_fk";
--> statement-breakpoint
ALTER TABLE "direct_ad_messages" ADD CONSTRAINT "direct_ad_messages_ad_id_content_items_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_ad_messages" ADD CONSTRAINT "direct_ad_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_ad_messages" ADD CONSTRAINT "direct_ad_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contact_requests" ADD CONSTRAINT "partner_contact_requests_partner_id_content_items_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contact_requests" ADD CONSTRAINT "partner_contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contact_requests" ADD CONSTRAINT "partner_contact_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contact_requests" ADD CONSTRAINT "partner_contact_requests_subject_id_partner_contact_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."partner_contact_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_discovery_links" ADD CONSTRAINT "partner_discovery_links_category_id_partner_discovery_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."partner_discovery_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_discovery_links" ADD CONSTRAINT "partner_discovery_links_partner_id_content_items_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sales_reps" ADD CONSTRAINT "partner_sales_reps_partner_id_content_items_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_ad_messages_ad_idx" ON "direct_ad_messages" USING btree ("ad_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "direct_ad_messages_user_idx" ON "direct_ad_messages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_contact_requests_partner_idx" ON "partner_contact_requests" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_contact_requests_user_idx" ON "partner_contact_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_contact_subjects_code_idx" ON "partner_contact_subjects" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_discovery_categories_code_idx" ON "partner_discovery_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "partner_discovery_links_partner_idx" ON "partner_discovery_links" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_sales_reps_partner_idx" ON "partner_sales_reps" USING btree ("partner_id","position");--> statement-breakpoint
ALTER TABLE "suppliers" DROP COLUMN "partner_item_id";