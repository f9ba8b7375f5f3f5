CREATE TABLE "access_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_state_one_row" CHECK ("access_state"."id" = 1)
);
