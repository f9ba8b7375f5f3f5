ALTER TABLE "portal_cases" DROP CONSTRAINT "portal_cases_link_type_check";--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_link_type_check" CHECK ("portal_cases"."link_type" in ('AMEND', 'RENEW', 'COMPLAINT'));--> statement-breakpoint
-- One document type for a power of attorney (ADR 0082): the complaint group's CMP_POWER_OF_ATTORNEY is merged into
-- POWER_OF_ATTORNEY (its documents repointed, its row removed); a database holding only the former has it renamed.
UPDATE "portal_documents" SET "document_type_id" = (SELECT "id" FROM "portal_document_types" WHERE "code" = 'POWER_OF_ATTORNEY')
  WHERE "document_type_id" = (SELECT "id" FROM "portal_document_types" WHERE "code" = 'CMP_POWER_OF_ATTORNEY')
  AND EXISTS (SELECT 1 FROM "portal_document_types" WHERE "code" = 'POWER_OF_ATTORNEY');--> statement-breakpoint
DELETE FROM "portal_document_types" WHERE "code" = 'CMP_POWER_OF_ATTORNEY'
  AND EXISTS (SELECT 1 FROM "portal_document_types" WHERE "code" = 'POWER_OF_ATTORNEY');--> statement-breakpoint
UPDATE "portal_document_types" SET "code" = 'POWER_OF_ATTORNEY', "group_code" = 'REPRESENTATION'
  WHERE "code" = 'CMP_POWER_OF_ATTORNEY';
