ALTER TABLE "portal_case_events" DROP CONSTRAINT "portal_case_events_kind_check";--> statement-breakpoint
ALTER TABLE "portal_cases" DROP CONSTRAINT "portal_cases_status_check";--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "hearing_reasons" text;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "hearing_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "hearing_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "hearing_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_case_events" ADD CONSTRAINT "portal_case_events_kind_check" CHECK ("portal_case_events"."kind" in ('CREATED', 'SUBMITTED', 'TAKEN', 'RETURNED', 'APPROVED', 'REJECTED', 'CANCELLED', 'INTEGRATED', 'CERTIFICATE_REVOKED', 'WITHDRAWN', 'REPRESENTATION_REVOKED', 'INTENT_SENT', 'HEARING_ANSWERED'));--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_status_check" CHECK ("portal_cases"."status" in ('DRAFT', 'SUBMITTED', 'IN_PROCESS', 'RETURNED_FOR_CORRECTIONS', 'HEARING', 'APPROVED', 'REJECTED', 'CANCELLED', 'WITHDRAWN'));