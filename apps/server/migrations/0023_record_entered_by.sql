ALTER TABLE "companies" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "entered_by" integer;