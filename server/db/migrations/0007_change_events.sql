ALTER TABLE "survey_events" ALTER COLUMN "entry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "change_id" text;--> statement-breakpoint
ALTER TABLE "survey_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_events_change_id_idx" ON "survey_events" USING btree ("survey_id","change_id");--> statement-breakpoint
-- Existing triggers keep the order the manager showed them in (creation time, then id).
UPDATE "triggers" SET "position" = "ranked"."n" FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "dialog_manager_id" ORDER BY "created_at", "id") - 1)::integer AS "n"
	FROM "triggers"
) AS "ranked" WHERE "triggers"."id" = "ranked"."id";
