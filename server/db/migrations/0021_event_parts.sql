-- A large event's JSON in parts (server/repositories/eventParts.ts, issue #27): the 10,000 jumps of
-- one /structure call are ~1.8 MB of JSON, and writing them as jsonb values of one row held the
-- embedded database's one connection 50-230 ms. Events stored before keep theirs inline (gen null).
CREATE TABLE "survey_event_parts" (
	"survey_id" text NOT NULL,
	"gen" bigint NOT NULL,
	"part" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_event_parts_survey_id_gen_part_pk" PRIMARY KEY("survey_id","gen","part")
);
--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "gen" bigint;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "survey_event_parts" ADD CONSTRAINT "survey_event_parts_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_event_parts_created_idx" ON "survey_event_parts" USING btree ("created_at");