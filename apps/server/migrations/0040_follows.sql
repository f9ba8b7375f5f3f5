CREATE TABLE "follow_reminders" (
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_reminders_user_id_target_kind_pk" PRIMARY KEY("user_id","target","kind"),
	CONSTRAINT "follow_reminders_kind_known" CHECK ("follow_reminders"."kind" in ('START', 'END', 'ENDING'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lot_id" integer,
	"auction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target" CHECK (("follows"."lot_id" is null) <> ("follows"."auction_id" is null))
);
--> statement-breakpoint
ALTER TABLE "follow_reminders" ADD CONSTRAINT "follow_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_lot_idx" ON "follows" USING btree ("user_id","lot_id") WHERE "follows"."lot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_auction_idx" ON "follows" USING btree ("user_id","auction_id") WHERE "follows"."auction_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_lot_idx" ON "follows" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "follows_auction_idx" ON "follows" USING btree ("auction_id");