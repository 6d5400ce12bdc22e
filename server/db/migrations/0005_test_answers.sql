CREATE TABLE "test_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"text" text NOT NULL,
	"intent" text,
	"confidence" real,
	"tested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_tested_by_users_id_fk" FOREIGN KEY ("tested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_answers_block_idx" ON "test_answers" USING btree ("survey_id","unique_question_id","created_at");