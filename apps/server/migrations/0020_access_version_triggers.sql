-- Who may do what (roles, pages and who holds them) is read on every request; a process keeps a user's roles and
-- pages while access_state's version is the one it read them at. Every statement that changes those tables raises
-- the version in its own transaction, so readers see the new version exactly when they see the change.
INSERT INTO "access_state" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "raise_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "access_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roles_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "pages_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "role_pages_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "user_pages_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_version"();
