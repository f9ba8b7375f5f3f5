ALTER TABLE "scheduled_jobs" ADD COLUMN "last_message_key" text;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "last_message_params" jsonb;