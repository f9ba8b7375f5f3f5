CREATE TABLE "auction_bidders" (
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "auction_bidders_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "auction_watchers" (
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_watchers_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lot_maximum_bids" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"set_seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_maximum_bids_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id"),
	CONSTRAINT "lot_maximum_bids_amount_positive" CHECK ("lot_maximum_bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbid_notices" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outbid_seq" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbid_notices_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "planned_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "latest_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "anti_sniping_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "highest_user_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "last_bid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "last_hash" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "kind" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
-- Bids before the ledger (there was no way to place one) get an empty hash: verification reports them.
ALTER TABLE "bids" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watchers" ADD CONSTRAINT "auction_watchers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watchers" ADD CONSTRAINT "auction_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_maximum_bids" ADD CONSTRAINT "lot_maximum_bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_maximum_bids" ADD CONSTRAINT "lot_maximum_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bidders_number_idx" ON "auction_bidders" USING btree ("auction_id","number");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_highest_user_id_users_id_fk" FOREIGN KEY ("highest_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_status_end_idx" ON "lots" USING btree ("status","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_user_idempotency_idx" ON "bids" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_kind_known" CHECK ("bids"."kind" in ('MANUAL', 'MAXIMUM'));--> statement-breakpoint
-- The top bidder of lots that have bids, and the timing of lots already taking bids.
UPDATE "lots" l SET "highest_user_id" = b."user_id", "last_bid_at" = b."created_at"
  FROM "bids" b WHERE b."lot_id" = l."id" AND b."seq" = l."bid_seq";--> statement-breakpoint
UPDATE "lots" SET "planned_end_time" = "end_time", "latest_end_time" = "end_time" + interval '60 minutes',
  "anti_sniping_minutes" = 3 WHERE "status" = 'ACTIVE' AND "end_time" IS NOT NULL;--> statement-breakpoint
-- Pseudonyms of users already approved, in the order they were approved.
INSERT INTO "auction_bidders" ("auction_id", "user_id", "number")
  SELECT "auction_id", "user_id", row_number() OVER (PARTITION BY "auction_id" ORDER BY min("decided_at"), "user_id")
  FROM "participation_requests" WHERE "status" = 'APPROVED' GROUP BY "auction_id", "user_id";
