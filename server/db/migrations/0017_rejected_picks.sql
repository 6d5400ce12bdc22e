CREATE TABLE "training_rejected_picks" (
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"handle" text NOT NULL,
	"text_key" text NOT NULL,
	"rejected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_rejected_picks_survey_id_unique_question_id_handle_text_key_pk" PRIMARY KEY("survey_id","unique_question_id","handle","text_key")
);
--> statement-breakpoint
ALTER TABLE "training_rejected_picks" ADD CONSTRAINT "training_rejected_picks_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_rejected_picks" ADD CONSTRAINT "training_rejected_picks_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;