CREATE TABLE "document_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"document_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"sha256" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'VALID' NOT NULL,
	"status_at" timestamp with time zone,
	"sealed" boolean DEFAULT false NOT NULL,
	"seal_intact" boolean,
	"seal_subject" text,
	"seal_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_verifications_kind_check" CHECK ("document_verifications"."kind" in ('AUCTION_ANNOUNCEMENT', 'END_OF_AUCTION_REPORT', 'CASE_RECEIPT', 'INFORMATION_REQUEST', 'DECISION', 'AUTHORIZATION', 'LICENCE', 'BTI', 'MOVEMENT_CERTIFICATE')),
	CONSTRAINT "document_verifications_status_check" CHECK ("document_verifications"."status" in ('VALID', 'REVOKED', 'SUPERSEDED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_verifications_code_idx" ON "document_verifications" USING btree ("code");--> statement-breakpoint
CREATE INDEX "document_verifications_ref_idx" ON "document_verifications" USING btree ("ref_type","ref_id","kind");