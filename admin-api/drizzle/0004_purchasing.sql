CREATE TABLE "commitment_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"commitment_id" integer NOT NULL,
	"threshold_amount" numeric(14, 2) NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"supplier_id" integer,
	"category_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"target_amount" numeric(14, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"at_risk_notified_at" timestamp with time zone,
	CONSTRAINT "commitments_subject_check" CHECK ("commitments"."supplier_id" is not null or "commitments"."category_id" is not null),
	CONSTRAINT "commitments_period_check" CHECK ("commitments"."period_end" > "commitments"."period_start"),
	CONSTRAINT "commitments_target_check" CHECK ("commitments"."target_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"agreement_discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"sha256" char(64) DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"net_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"list_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"rebate_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"source" varchar(16) NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_imports_period_check" CHECK ("purchase_imports"."period_end" > "purchase_imports"."period_start")
);
--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"article_number" varchar(64) NOT NULL,
	"product_name" varchar(200) DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"list_unit_price" numeric(14, 4) NOT NULL,
	"net_unit_price" numeric(14, 4) NOT NULL,
	"list_amount" numeric(14, 2) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"rebate_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" char(3) NOT NULL,
	"on_agreement" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_monthly" (
	"member_id" integer NOT NULL,
	"month" date NOT NULL,
	"supplier_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"list_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"net_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"rebate_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"off_agreement_net" numeric(16, 2) DEFAULT '0' NOT NULL,
	"off_agreement_list" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_monthly_member_id_month_supplier_id_category_id_pk" PRIMARY KEY("member_id","month","supplier_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"country_id" integer,
	"has_agreement" boolean DEFAULT true NOT NULL,
	"partner_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"period_year" smallint NOT NULL,
	"period_quarter" smallint,
	"version" smallint DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"currency" char(3) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "currency" varchar(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "commitment_tiers" ADD CONSTRAINT "commitment_tiers_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_category_id_purchase_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."purchase_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_imports" ADD CONSTRAINT "purchase_imports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_imports" ADD CONSTRAINT "purchase_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_import_id_purchase_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."purchase_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_category_id_purchase_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."purchase_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_monthly" ADD CONSTRAINT "purchase_monthly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_monthly" ADD CONSTRAINT "purchase_monthly_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_monthly" ADD CONSTRAINT "purchase_monthly_category_id_purchase_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."purchase_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_partner_item_id_content_items_id_fk" FOREIGN KEY ("partner_item_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_tiers_threshold_idx" ON "commitment_tiers" USING btree ("commitment_id","threshold_amount");--> statement-breakpoint
CREATE INDEX "commitments_member_period_idx" ON "commitments" USING btree ("member_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_categories_code_idx" ON "purchase_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_imports_supplier_period_idx" ON "purchase_imports" USING btree ("supplier_id","period_start");--> statement-breakpoint
CREATE INDEX "purchase_lines_import_idx" ON "purchase_lines" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "purchase_lines_supplier_date_idx" ON "purchase_lines" USING btree ("supplier_id","invoice_date");--> statement-breakpoint
CREATE INDEX "purchase_lines_member_date_idx" ON "purchase_lines" USING btree ("member_id","invoice_date");--> statement-breakpoint
CREATE INDEX "purchase_monthly_supplier_month_idx" ON "purchase_monthly" USING btree ("supplier_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_idx" ON "suppliers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "report_documents_period_idx" ON "report_documents" USING btree ("member_id","kind","period_year",coalesce("period_quarter", 0));--> statement-breakpoint
CREATE INDEX "report_documents_member_issued_idx" ON "report_documents" USING btree ("member_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "countries" SET "currency" = CASE "code" WHEN 'se' THEN 'SEK' WHEN 'dk' THEN 'DKK' WHEN 'no' THEN 'NOK' WHEN 'pl' THEN 'PLN' WHEN 'cz' THEN 'CZK' WHEN 'br' THEN 'BRL' WHEN 'au' THEN 'AUD' WHEN 'gb' THEN 'GBP' WHEN 'showroom' THEN 'SEK' ELSE 'EUR' END;
