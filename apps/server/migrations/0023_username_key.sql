-- One spelling per account: look-ups by name compare `username_key` (usernameKey() of the contracts: NFKC, Unicode
-- lower case, NFKC, trimmed), computed by the server, instead of SQL lower(), whose result beyond ASCII (and for I
-- under a Turkish collation) depends on the database's collation.
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
-- Every username the portal has made is printable ASCII (USERNAME_PATTERN); its key is its ASCII lower case, written
-- without lower(). A name outside ASCII (only by hand) keeps NULL here and gets its key from the server at the next
-- start (seed), where the same code as the sign-in computes it.
UPDATE "users" SET "username_key" = btrim(translate("username", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'))
  WHERE "username" !~ '[^ -~]';--> statement-breakpoint
DROP INDEX "users_username_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_idx" ON "users" USING btree ("username_key");
