-- Migration 0023 counted a multichat's triggers_version up once per trigger row, in the order the
-- rows were met. Two statements changing triggers of the same two multichats (two dialogs deleted
-- at once, each with triggers in both) could then lock the two dialog_managers rows in opposite
-- orders and deadlock; and a statement deleting 500 triggers updated the same row 500 times. Now the
-- count is per statement: each multichat whose triggers a statement inserted, updated or deleted
-- counts once, and the rows are locked in id order, so two such statements wait for each other at
-- most in one direction. The version still changes with every change that commits.
DROP TRIGGER "triggers_count_version" ON "triggers";--> statement-breakpoint
DROP FUNCTION "count_triggers_version"();--> statement-breakpoint
CREATE FUNCTION "count_triggers_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	multichat integer;
BEGIN
	IF TG_OP = 'INSERT' THEN
		FOR multichat IN SELECT DISTINCT "dialog_manager_id" FROM "inserted_triggers" ORDER BY 1 LOOP
			UPDATE "dialog_managers" SET "triggers_version" = "triggers_version" + 1 WHERE "id" = multichat;
		END LOOP;
	ELSIF TG_OP = 'DELETE' THEN
		FOR multichat IN SELECT DISTINCT "dialog_manager_id" FROM "deleted_triggers" ORDER BY 1 LOOP
			UPDATE "dialog_managers" SET "triggers_version" = "triggers_version" + 1 WHERE "id" = multichat;
		END LOOP;
	ELSE
		-- A trigger moved to another multichat counts on both.
		FOR multichat IN
			SELECT "dialog_manager_id" FROM "deleted_triggers" UNION SELECT "dialog_manager_id" FROM "inserted_triggers" ORDER BY 1
		LOOP
			UPDATE "dialog_managers" SET "triggers_version" = "triggers_version" + 1 WHERE "id" = multichat;
		END LOOP;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "triggers_count_version_insert" AFTER INSERT ON "triggers"
REFERENCING NEW TABLE AS "inserted_triggers"
FOR EACH STATEMENT EXECUTE FUNCTION "count_triggers_version"();--> statement-breakpoint
CREATE TRIGGER "triggers_count_version_update" AFTER UPDATE ON "triggers"
REFERENCING OLD TABLE AS "deleted_triggers" NEW TABLE AS "inserted_triggers"
FOR EACH STATEMENT EXECUTE FUNCTION "count_triggers_version"();--> statement-breakpoint
CREATE TRIGGER "triggers_count_version_delete" AFTER DELETE ON "triggers"
REFERENCING OLD TABLE AS "deleted_triggers"
FOR EACH STATEMENT EXECUTE FUNCTION "count_triggers_version"();
