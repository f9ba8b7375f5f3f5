-- The intermediary who entered a record before entered_by existed is the actor of its creation in the audit log
-- (a case's individual or company, a temporary company). Records an account already holds stay without one.
UPDATE "individuals" AS i SET "entered_by" = a."actor_id"
FROM "audit_log" AS a
WHERE a."action" = 'portal.subject_individual_created' AND a."entity" = 'individual' AND a."entity_id" = i."id"::text
  AND a."actor_id" IS NOT NULL AND i."entered_by" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."individual_id" = i."id");--> statement-breakpoint
UPDATE "companies" AS c SET "entered_by" = a."actor_id"
FROM "audit_log" AS a
WHERE a."action" IN ('portal.subject_company_created', 'company.temporary_created') AND a."entity" = 'company'
  AND a."entity_id" = c."id"::text AND a."actor_id" IS NOT NULL AND c."entered_by" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."company_id" = c."id" AND u."company_administrator");
