-- How many bytes of JSON an event of the edit log holds (its changes and its request), written with
-- it: a page of the log is cut by bytes as well as by count (server/repositories/surveyEvents.ts),
-- without reading the JSON of the events it leaves out. Null for the events logged before, whose
-- size is estimated from what they take on disk.
ALTER TABLE "survey_events" ADD COLUMN "bytes" integer;
