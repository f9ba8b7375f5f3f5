CREATE TABLE "auction_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"attachment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "auction_announcements_kind_known" CHECK ("auction_announcements"."kind" in ('PUBLISH', 'POSTPONE')),
	CONSTRAINT "auction_announcements_lang_known" CHECK ("auction_announcements"."lang" in ('sq', 'en', 'sr'))
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount" > 0),
	CONSTRAINT "bids_seq_positive" CHECK ("bids"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "winner_user_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "winning_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "second_winner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "payment_information" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "contract_number" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_announcements" ADD CONSTRAINT "auction_announcements_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_announcements" ADD CONSTRAINT "auction_announcements_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_announcements_sequence_idx" ON "auction_announcements" USING btree ("auction_id","sequence","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_lot_seq_idx" ON "bids" USING btree ("lot_id","seq");--> statement-breakpoint
CREATE INDEX "bids_lot_user_idx" ON "bids" USING btree ("lot_id","user_id");--> statement-breakpoint
CREATE INDEX "bids_auction_idx" ON "bids" USING btree ("auction_id");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status","end_date");