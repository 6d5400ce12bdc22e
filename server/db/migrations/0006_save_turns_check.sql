-- A multichat turn is saved in ONE statement (data-modifying CTEs, server/repositories/saveTurnsStatement.ts).
-- Its compare-and-set parts (progress version, each conversation's turns) each touch one row or none;
-- the final SELECT passes how many they touched. A mismatch means another call saved first: raising
-- here aborts the statement, so nothing of it is written (what the rolled-back transaction did before).
-- SQLSTATE DP409 is ours alone, so the repository can tell it from any other error.
CREATE FUNCTION "assert_saved_rows"("matched" bigint, "expected" integer) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
	IF "matched" <> "expected" THEN
		RAISE EXCEPTION 'stale save: % of % rows matched', "matched", "expected" USING ERRCODE = 'DP409';
	END IF;
	RETURN "expected";
END
$$;
