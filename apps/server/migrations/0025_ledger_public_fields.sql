-- Ledger v2 (docs/ledger.md): a bid's hash covers public fields only. It is sha256 of
--   previous hash|lot id|seq|the bidder's pseudonym number in the auction|amount with two decimals|server time ISO 8601
--   UTC with milliseconds|kind
-- instead of the former text with the bidder's account id (which a brute force over small ids could recover from a
-- published hash) and without the kind. Every lot's stored chain that verifies under the former formula is recomputed
-- under the new one, in seq order, and the lot's head follows it, so every such chain stays valid. A chain that does
-- not verify under the former formula (a stored bid was changed, removed or re-hashed) is left as it is: it stays
-- broken, its evidence kept. Receipts copied before this migration carry the former hashes; the bidding screen's
-- receipts are read from the table and show the new ones.
--
-- First, a bidder of a stored bid without a pseudonym number in the bid's auction (only bids written around the engine,
-- in tests, can lack one) gets the next numbers, in the order of their first bid.
INSERT INTO "auction_bidders" ("auction_id", "user_id", "number")
SELECT f."auction_id", f."user_id",
  coalesce((SELECT max(ab."number") FROM "auction_bidders" ab WHERE ab."auction_id" = f."auction_id"), 0)
    + row_number() OVER (PARTITION BY f."auction_id" ORDER BY f."first_at", f."first_id")
FROM (
  SELECT b."auction_id", b."user_id", min(b."created_at") AS "first_at", min(b."id") AS "first_id"
  FROM "bids" b
  WHERE NOT EXISTS (SELECT 1 FROM "auction_bidders" ab WHERE ab."auction_id" = b."auction_id" AND ab."user_id" = b."user_id")
  GROUP BY b."auction_id", b."user_id"
) f;
--> statement-breakpoint
DO $$
DECLARE
  lot record;
  bid record;
  previous text;
  chained text;
  n integer;
  holds boolean;
BEGIN
  FOR lot IN
    SELECT l."id", l."bid_seq", l."last_hash" FROM "lots" l
    WHERE EXISTS (SELECT 1 FROM "bids" b WHERE b."lot_id" = l."id") ORDER BY l."id"
  LOOP
    -- Does the stored chain verify under the former formula (and reach the lot's head)?
    previous := repeat('0', 64);
    n := 0;
    holds := true;
    FOR bid IN
      SELECT b."seq", b."user_id", b."amount", b."created_at", b."hash" FROM "bids" b
      WHERE b."lot_id" = lot."id" ORDER BY b."seq"
    LOOP
      n := n + 1;
      IF bid."seq" <> n OR bid."hash" IS DISTINCT FROM encode(sha256(convert_to(concat_ws('|',
          previous, lot."id", bid."seq", bid."user_id", bid."amount"::numeric(18, 2),
          to_char(bid."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), 'UTF8')), 'hex') THEN
        holds := false;
        EXIT;
      END IF;
      previous := bid."hash";
    END LOOP;
    IF holds AND n = lot."bid_seq" AND previous = lot."last_hash" THEN
      -- Recompute it under the new formula (as engine.ts computes it for a new bid).
      chained := repeat('0', 64);
      FOR bid IN
        SELECT b."id", b."seq", b."amount", b."created_at", b."kind", ab."number" FROM "bids" b
        JOIN "auction_bidders" ab ON ab."auction_id" = b."auction_id" AND ab."user_id" = b."user_id"
        WHERE b."lot_id" = lot."id" ORDER BY b."seq"
      LOOP
        chained := encode(sha256(convert_to(concat_ws('|',
          chained, lot."id", bid."seq", bid."number", bid."amount"::numeric(18, 2),
          to_char(bid."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), bid."kind"), 'UTF8')), 'hex');
        UPDATE "bids" SET "hash" = chained WHERE "id" = bid."id";
      END LOOP;
      UPDATE "lots" SET "last_hash" = chained WHERE "id" = lot."id";
    END IF;
  END LOOP;
END $$;
