ALTER TABLE "portal_cases" ADD COLUMN "linked_case_id" integer;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "link_type" text;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_linked_case_id_portal_cases_id_fk" FOREIGN KEY ("linked_case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_cases_linked_idx" ON "portal_cases" USING btree ("linked_case_id");--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_link_check" CHECK (("portal_cases"."linked_case_id" is null) = ("portal_cases"."link_type" is null));--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_link_type_check" CHECK ("portal_cases"."link_type" in ('AMEND', 'RENEW'));