CREATE TABLE "survey_version_names" (
	"survey_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_version_names_survey_id_version_pk" PRIMARY KEY("survey_id","version")
);
--> statement-breakpoint
CREATE TABLE "survey_version_snapshots" (
	"survey_id" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_version_snapshots_survey_id_version_pk" PRIMARY KEY("survey_id","version")
);
--> statement-breakpoint
ALTER TABLE "survey_version_names" ADD CONSTRAINT "survey_version_names_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_version_names" ADD CONSTRAINT "survey_version_names_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_version_snapshots" ADD CONSTRAINT "survey_version_snapshots_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;