-- Training examples are read in pages by block and id (server/repositories/training.ts): the
-- index gains the id, so a page is an index range, not a sort of the block's every example.
CREATE INDEX "training_examples_block_id_idx" ON "training_examples" USING btree ("survey_id","unique_question_id","id");--> statement-breakpoint
DROP INDEX "training_examples_block_idx";
