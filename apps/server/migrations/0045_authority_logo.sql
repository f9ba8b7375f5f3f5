CREATE TABLE "authority_logo" (
	"id" text PRIMARY KEY NOT NULL,
	"png" text NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
