CREATE TABLE "account_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_requests_kind_known" CHECK ("account_requests"."kind" in ('PASSWORD_RESET', 'USERNAME_REMINDER'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "entered_by" integer;