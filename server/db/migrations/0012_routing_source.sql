ALTER TABLE "test_answers" ADD COLUMN "routing_source" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "routing_source" text;