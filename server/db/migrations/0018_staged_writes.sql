-- Staged writes (docs/design/storage.md): a dialog's blocks and jumps become generations of rows;
-- the views "blocks" and "connections" show the current one, so every reader stays as it was.
-- Written by hand: the tables keep their rows (generation 0, which every dialog starts at).
ALTER TABLE "blocks" RENAME TO "block_rows";--> statement-breakpoint
ALTER TABLE "block_rows" RENAME CONSTRAINT "blocks_survey_id_surveys_survey_id_fk" TO "block_rows_survey_id_surveys_survey_id_fk";--> statement-breakpoint
ALTER TABLE "block_rows" ADD COLUMN "gen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "block_rows" DROP CONSTRAINT "blocks_survey_id_unique_question_id_pk";--> statement-breakpoint
ALTER TABLE "block_rows" ADD CONSTRAINT "block_rows_survey_id_gen_unique_question_id_pk" PRIMARY KEY("survey_id","gen","unique_question_id");--> statement-breakpoint
DROP INDEX "blocks_order_idx";--> statement-breakpoint
CREATE INDEX "block_rows_order_idx" ON "block_rows" USING btree ("survey_id","gen","order");--> statement-breakpoint
ALTER TABLE "connections" RENAME TO "connection_rows";--> statement-breakpoint
ALTER TABLE "connection_rows" RENAME CONSTRAINT "connections_survey_id_surveys_survey_id_fk" TO "connection_rows_survey_id_surveys_survey_id_fk";--> statement-breakpoint
ALTER TABLE "connection_rows" ADD COLUMN "gen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_rows" DROP CONSTRAINT "connections_survey_id_source_handle_pk";--> statement-breakpoint
ALTER TABLE "connection_rows" ADD CONSTRAINT "connection_rows_survey_id_gen_source_handle_pk" PRIMARY KEY("survey_id","gen","source","handle");--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "blocks_gen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "connections_gen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "stale_generations" (
	"survey_id" text NOT NULL,
	"gen" integer NOT NULL,
	"kind" text NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stale_generations_survey_id_gen_pk" PRIMARY KEY("survey_id","gen")
);
--> statement-breakpoint
ALTER TABLE "stale_generations" ADD CONSTRAINT "stale_generations_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Staged generations and staged events are numbered from here (generation 0 is every dialog's first).
CREATE SEQUENCE "staged_write_seq" START WITH 1;--> statement-breakpoint
CREATE VIEW "blocks" AS
  SELECT b.survey_id, b.unique_question_id, b."order", b.type, b.data, b.created_on
    FROM "block_rows" b
    JOIN "surveys" s ON s.survey_id = b.survey_id AND s.blocks_gen = b.gen;--> statement-breakpoint
CREATE VIEW "connections" AS
  SELECT c.survey_id, c.source, c.handle, c.target, c.position
    FROM "connection_rows" c
    JOIN "surveys" s ON s.survey_id = c.survey_id AND s.connections_gen = c.gen;
