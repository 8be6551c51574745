CREATE TABLE "vetdata_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_values" jsonb,
	"size_band" varchar(4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "vetdata_answers_status_check" CHECK ("vetdata_answers"."status" in ('draft', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "vetdata_facts" (
	"survey_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"row_code" varchar(64) DEFAULT '' NOT NULL,
	"size_band" varchar(4),
	"value" double precision NOT NULL,
	CONSTRAINT "vetdata_facts_survey_id_member_id_question_id_row_code_pk" PRIMARY KEY("survey_id","member_id","question_id","row_code")
);
--> statement-breakpoint
CREATE TABLE "vetdata_figures" (
	"survey_id" integer NOT NULL,
	"size_band" varchar(4) NOT NULL,
	"question_id" integer NOT NULL,
	"row_code" varchar(64) DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	"q1" double precision NOT NULL,
	"median" double precision NOT NULL,
	"q3" double precision NOT NULL,
	CONSTRAINT "vetdata_figures_survey_id_size_band_question_id_row_code_pk" PRIMARY KEY("survey_id","size_band","question_id","row_code")
);
--> statement-breakpoint
CREATE TABLE "vetdata_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"code" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"role" varchar(16),
	"text" jsonb NOT NULL,
	"help" jsonb NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetdata_reminders" (
	"survey_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	"reminded_by" integer,
	CONSTRAINT "vetdata_reminders_survey_id_member_id_pk" PRIMARY KEY("survey_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "vetdata_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetdata_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"country_id" integer NOT NULL,
	"languages" text[] NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vetdata_surveys_dates_check" CHECK ("vetdata_surveys"."closes_at" > "vetdata_surveys"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "vetdata_answers" ADD CONSTRAINT "vetdata_answers_survey_id_vetdata_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."vetdata_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_answers" ADD CONSTRAINT "vetdata_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_answers" ADD CONSTRAINT "vetdata_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_facts" ADD CONSTRAINT "vetdata_facts_survey_id_vetdata_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."vetdata_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_facts" ADD CONSTRAINT "vetdata_facts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_facts" ADD CONSTRAINT "vetdata_facts_question_id_vetdata_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."vetdata_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_figures" ADD CONSTRAINT "vetdata_figures_survey_id_vetdata_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."vetdata_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_figures" ADD CONSTRAINT "vetdata_figures_question_id_vetdata_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."vetdata_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_questions" ADD CONSTRAINT "vetdata_questions_survey_id_vetdata_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."vetdata_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_questions" ADD CONSTRAINT "vetdata_questions_section_id_vetdata_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."vetdata_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_reminders" ADD CONSTRAINT "vetdata_reminders_survey_id_vetdata_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."vetdata_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_reminders" ADD CONSTRAINT "vetdata_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_reminders" ADD CONSTRAINT "vetdata_reminders_reminded_by_users_id_fk" FOREIGN KEY ("reminded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_sections" ADD CONSTRAINT "vetdata_sections_survey_id_vetdata_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."vetdata_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_surveys" ADD CONSTRAINT "vetdata_surveys_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetdata_surveys" ADD CONSTRAINT "vetdata_surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vetdata_answers_member_idx" ON "vetdata_answers" USING btree ("survey_id","member_id");--> statement-breakpoint
CREATE INDEX "vetdata_facts_cell_idx" ON "vetdata_facts" USING btree ("survey_id","size_band","question_id","row_code","value");--> statement-breakpoint
CREATE UNIQUE INDEX "vetdata_questions_code_idx" ON "vetdata_questions" USING btree ("survey_id","code");--> statement-breakpoint
CREATE INDEX "vetdata_questions_section_idx" ON "vetdata_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vetdata_sections_position_idx" ON "vetdata_sections" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vetdata_surveys_key_version_idx" ON "vetdata_surveys" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "vetdata_surveys_country_idx" ON "vetdata_surveys" USING btree ("country_id","opens_at");