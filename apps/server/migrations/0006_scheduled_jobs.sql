CREATE TABLE "scheduled_jobs" (
	"code" text PRIMARY KEY NOT NULL,
	"interval_ms" integer NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"last_message" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"running_by" text,
	"running_until" timestamp with time zone
);
