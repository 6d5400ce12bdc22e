CREATE TABLE "message_feedback" (
	"chat_message_id" bigint PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_feedback" ADD CONSTRAINT "message_feedback_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_feedback" ADD CONSTRAINT "message_feedback_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_feedback" ADD CONSTRAINT "message_feedback_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_feedback_survey_idx" ON "message_feedback" USING btree ("survey_id","unique_question_id");