CREATE TABLE "classifier_models" (
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"version" integer NOT NULL,
	"trained_on" text NOT NULL,
	"model" jsonb NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classifier_models_survey_id_unique_question_id_pk" PRIMARY KEY("survey_id","unique_question_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classifier_models" ADD CONSTRAINT "classifier_models_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;