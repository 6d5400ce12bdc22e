CREATE TABLE "multichat_progress" (
	"respondent_id" integer NOT NULL,
	"dialog_manager_id" integer NOT NULL,
	"released" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signalled" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waiting_since" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "multichat_progress_respondent_id_dialog_manager_id_pk" PRIMARY KEY("respondent_id","dialog_manager_id")
);
--> statement-breakpoint
ALTER TABLE "multichat_progress" ADD CONSTRAINT "multichat_progress_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multichat_progress" ADD CONSTRAINT "multichat_progress_dialog_manager_id_dialog_managers_id_fk" FOREIGN KEY ("dialog_manager_id") REFERENCES "public"."dialog_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "multichat_progress_dm_idx" ON "multichat_progress" USING btree ("dialog_manager_id","started_at");