CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"first_name" varchar(150) NOT NULL,
	"last_name" varchar(150) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone_number" varchar(32) DEFAULT '' NOT NULL,
	"pet_count" smallint DEFAULT 1 NOT NULL,
	"enrolled_on" date NOT NULL,
	"last_visit_on" date,
	"points" integer DEFAULT 0 NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(301) NOT NULL,
	"target_id" integer,
	"target_name" varchar(301) NOT NULL,
	"target_email" varchar(254) NOT NULL,
	"action" varchar(32) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_audit_entries" ADD CONSTRAINT "user_audit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_audit_entries" ADD CONSTRAINT "user_audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_audit_entries" ADD CONSTRAINT "user_audit_entries_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_member_name_idx" ON "customers" USING btree ("member_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "customers_member_enrolled_idx" ON "customers" USING btree ("member_id","enrolled_on");--> statement-breakpoint
CREATE INDEX "user_audit_entries_member_idx" ON "user_audit_entries" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;