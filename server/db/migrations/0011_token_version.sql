ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Finding 19.2 (docs/reliability/security.md#findings-2-6-7): a new password or a disabled account ends every
-- token issued before it. Counted here, not in the handlers, so an operator's own UPDATE (disabling
-- an account by SQL, setting a password hash) ends the tokens as well.
CREATE FUNCTION "users_bump_token_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."password_hash" IS DISTINCT FROM OLD."password_hash" OR (NEW."disabled" AND NOT OLD."disabled") THEN
		NEW."token_version" := OLD."token_version" + 1;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_token_version" BEFORE UPDATE ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_bump_token_version"();
