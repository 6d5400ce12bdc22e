ALTER TABLE "dialog_managers" ADD COLUMN "triggers_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The live game's fingerprint (server/repositories/liveFingerprints.ts) must change whenever a
-- multichat's triggers change. It hashed every trigger of the multichat on every chat turn; now
-- the database counts each insert, update and delete of a trigger on its multichat's row, whoever
-- writes it (a route, a restore, a cascade). A trigger moved to another multichat counts on both.
CREATE FUNCTION "count_triggers_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "dialog_managers" SET "triggers_version" = "triggers_version" + 1 WHERE "id" = NEW."dialog_manager_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "dialog_managers" SET "triggers_version" = "triggers_version" + 1 WHERE "id" = OLD."dialog_manager_id";
	ELSE
		UPDATE "dialog_managers" SET "triggers_version" = "triggers_version" + 1
		 WHERE "id" IN (OLD."dialog_manager_id", NEW."dialog_manager_id");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "triggers_count_version" AFTER INSERT OR UPDATE OR DELETE ON "triggers"
FOR EACH ROW EXECUTE FUNCTION "count_triggers_version"();
