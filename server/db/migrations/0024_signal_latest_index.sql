DROP INDEX "api_signals_dm_idx";--> statement-breakpoint
CREATE INDEX "api_signals_latest_idx" ON "api_signals" USING btree ("dialog_manager_id","trigger","respondent_id","created_at");