-- Stored intent models in parts (server/repositories/classifierModels.ts, issue #27): a model of
-- 2,000 examples is ~3 MB of JSON, and writing it as one jsonb value held the embedded database's
-- one connection ~150-280 ms. Rows stored before keep their model in "model" (gen null).
CREATE TABLE "classifier_model_parts" (
	"survey_id" text NOT NULL,
	"unique_question_id" text NOT NULL,
	"gen" bigint NOT NULL,
	"part" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classifier_model_parts_survey_id_unique_question_id_gen_part_pk" PRIMARY KEY("survey_id","unique_question_id","gen","part")
);
--> statement-breakpoint
ALTER TABLE "classifier_models" ALTER COLUMN "model" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "classifier_models" ADD COLUMN "gen" bigint;--> statement-breakpoint
ALTER TABLE "classifier_models" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "classifier_model_parts" ADD CONSTRAINT "classifier_model_parts_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifier_model_parts_created_idx" ON "classifier_model_parts" USING btree ("created_at");--> statement-breakpoint
-- Uncompressed: base64 of floats barely compresses, and trying cost as much as the write.
ALTER TABLE "classifier_model_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
