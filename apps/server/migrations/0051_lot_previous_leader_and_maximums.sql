ALTER TABLE "lots" ADD COLUMN "previous_user_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "has_maximums" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A bid on a lot without private maximums is decided in one statement, which reads the flag from the lot's row it
-- locks: the flag is raised by the statement that stores a maximum, in its own transaction, whoever writes it.
-- (Removing a maximum clears it in the service, which holds the lot's lock; a flag left raised only costs speed.)
UPDATE "lots" SET "has_maximums" = true WHERE EXISTS (SELECT 1 FROM "lot_maximum_bids" m WHERE m."lot_id" = "lots"."id");
--> statement-breakpoint
CREATE FUNCTION "raise_lot_has_maximums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lots" SET "has_maximums" = true WHERE "id" = NEW."lot_id" AND NOT "has_maximums";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lot_maximum_bids_has_maximums" AFTER INSERT OR UPDATE ON "lot_maximum_bids"
  FOR EACH ROW EXECUTE FUNCTION "raise_lot_has_maximums"();
