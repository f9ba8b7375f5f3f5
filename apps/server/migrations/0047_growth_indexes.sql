DROP INDEX "portal_cases_status_idx";--> statement-breakpoint
CREATE INDEX "portal_cases_status_idx" ON "portal_cases" USING btree ("status","submitted_at","due_at","filer_user_id","id");