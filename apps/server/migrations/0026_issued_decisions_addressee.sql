ALTER TABLE "issued_decisions" ADD COLUMN "addressee_company_id" integer;--> statement-breakpoint
ALTER TABLE "issued_decisions" ADD COLUMN "addressee_individual_id" integer;--> statement-breakpoint
ALTER TABLE "issued_decisions" ADD CONSTRAINT "issued_decisions_addressee_company_id_companies_id_fk" FOREIGN KEY ("addressee_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_decisions" ADD CONSTRAINT "issued_decisions_addressee_individual_id_individuals_id_fk" FOREIGN KEY ("addressee_individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_decisions" ADD CONSTRAINT "issued_decisions_addressee_check" CHECK (num_nonnulls("issued_decisions"."addressee_company_id", "issued_decisions"."addressee_individual_id") <= 1);--> statement-breakpoint
-- The decisions the portal issued are addressed to the subject of the case they decided.
UPDATE "issued_decisions" SET "addressee_company_id" = c."about_company_id", "addressee_individual_id" = c."about_individual_id"
FROM "portal_cases" c
WHERE c."id" = "issued_decisions"."case_id" AND "issued_decisions"."addressee_company_id" IS NULL AND "issued_decisions"."addressee_individual_id" IS NULL;
