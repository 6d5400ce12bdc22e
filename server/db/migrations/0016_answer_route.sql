ALTER TABLE "test_answers" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "route" text;