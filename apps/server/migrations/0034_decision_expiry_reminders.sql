CREATE TABLE "decision_expiry_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"valid_to" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "decision_expiry_reminders_record_idx" ON "decision_expiry_reminders" USING btree ("kind","record_id");