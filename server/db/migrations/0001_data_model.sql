CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"survey_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"respondent_id" integer,
	"current_jti" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"order" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_on" bigint,
	CONSTRAINT "blocks_survey_id_unique_question_id_pk" PRIMARY KEY("survey_id","unique_question_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"survey_id" text NOT NULL,
	"source" text NOT NULL,
	"handle" text NOT NULL,
	"target" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "connections_survey_id_source_handle_pk" PRIMARY KEY("survey_id","source","handle")
);
--> statement-breakpoint
CREATE TABLE "exit_conditions" (
	"id" text NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text,
	"condition" text NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exit_conditions_survey_id_id_pk" PRIMARY KEY("survey_id","id")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"filename_db" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"misc" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_filename_db_unique" UNIQUE("filename_db")
);
--> statement-breakpoint
CREATE TABLE "survey_events" (
	"survey_id" text NOT NULL,
	"seq" integer NOT NULL,
	"actor_id" integer,
	"entry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_events_survey_id_seq_pk" PRIMARY KEY("survey_id","seq")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"language_fragments" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_survey_id_unique" UNIQUE("survey_id")
);
--> statement-breakpoint
CREATE TABLE "training_examples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"handle" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"survey_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"invite_accepted" integer DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_survey_id_email_pk" PRIMARY KEY("survey_id","email")
);
--> statement-breakpoint
CREATE TABLE "dialog_manager_surveys" (
	"dialog_manager_id" integer NOT NULL,
	"survey_id" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "dialog_manager_surveys_dialog_manager_id_survey_id_pk" PRIMARY KEY("dialog_manager_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "dialog_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triggers" (
	"id" text PRIMARY KEY NOT NULL,
	"dialog_manager_id" integer NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"trigger" text NOT NULL,
	"init_survey" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"respondent_id" integer NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"intent" text,
	"confidence" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_respondent_id_survey_id_unique_question_id_pk" PRIMARY KEY("respondent_id","survey_id","unique_question_id")
);
--> statement-breakpoint
CREATE TABLE "api_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dialog_manager_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"respondent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"survey_id" text NOT NULL,
	"unique_question_id" text,
	"user_or_bot" text NOT NULL,
	"type" text NOT NULL,
	"context" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"respondent_id" integer NOT NULL,
	"survey_id" text NOT NULL,
	"current_question_id" text,
	"state" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "conversations_respondent_id_survey_id_pk" PRIMARY KEY("respondent_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "live_respondents" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"survey_ids" jsonb NOT NULL,
	"storage_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_respondents_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_families" ADD CONSTRAINT "refresh_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_families" ADD CONSTRAINT "refresh_families_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_conditions" ADD CONSTRAINT "exit_conditions_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_events" ADD CONSTRAINT "survey_events_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_events" ADD CONSTRAINT "survey_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_examples" ADD CONSTRAINT "training_examples_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_manager_surveys" ADD CONSTRAINT "dialog_manager_surveys_dialog_manager_id_dialog_managers_id_fk" FOREIGN KEY ("dialog_manager_id") REFERENCES "public"."dialog_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_manager_surveys" ADD CONSTRAINT "dialog_manager_surveys_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_managers" ADD CONSTRAINT "dialog_managers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triggers" ADD CONSTRAINT "triggers_dialog_manager_id_dialog_managers_id_fk" FOREIGN KEY ("dialog_manager_id") REFERENCES "public"."dialog_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_signals" ADD CONSTRAINT "api_signals_dialog_manager_id_dialog_managers_id_fk" FOREIGN KEY ("dialog_manager_id") REFERENCES "public"."dialog_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_signals" ADD CONSTRAINT "api_signals_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_respondent_id_live_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."live_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_email_idx" ON "one_time_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "refresh_families_user_idx" ON "refresh_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_families_respondent_idx" ON "refresh_families" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "blocks_order_idx" ON "blocks" USING btree ("survey_id","order");--> statement-breakpoint
CREATE INDEX "media_files_survey_idx" ON "media_files" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "training_examples_block_idx" ON "training_examples" USING btree ("survey_id","unique_question_id");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "dm_surveys_survey_idx" ON "dialog_manager_surveys" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "triggers_dm_idx" ON "triggers" USING btree ("dialog_manager_id");--> statement-breakpoint
CREATE INDEX "triggers_survey_idx" ON "triggers" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "answers_block_idx" ON "answers" USING btree ("survey_id","unique_question_id");--> statement-breakpoint
CREATE INDEX "api_signals_dm_idx" ON "api_signals" USING btree ("dialog_manager_id","trigger");--> statement-breakpoint
CREATE INDEX "chat_messages_respondent_idx" ON "chat_messages" USING btree ("respondent_id","survey_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_survey_idx" ON "chat_messages" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_survey_idx" ON "conversations" USING btree ("survey_id","started_at");