DROP INDEX "portal_cases_filer_idx";--> statement-breakpoint
DROP INDEX "portal_cases_filer_company_idx";--> statement-breakpoint
DROP INDEX "portal_cases_about_individual_idx";--> statement-breakpoint
DROP INDEX "portal_cases_about_company_idx";--> statement-breakpoint
CREATE INDEX "portal_cases_filer_idx" ON "portal_cases" USING btree ("filer_user_id","representation_revoked_at");--> statement-breakpoint
CREATE INDEX "portal_cases_filer_company_idx" ON "portal_cases" USING btree ("filer_company_id","filer_user_id","representation_revoked_at");--> statement-breakpoint
CREATE INDEX "portal_cases_about_individual_idx" ON "portal_cases" USING btree ("about_individual_id","filer_company_id","submitted_at","filer_user_id");--> statement-breakpoint
CREATE INDEX "portal_cases_about_company_idx" ON "portal_cases" USING btree ("about_company_id","filer_company_id","submitted_at","filer_user_id");