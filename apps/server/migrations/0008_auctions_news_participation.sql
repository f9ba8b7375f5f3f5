CREATE TABLE "auction_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_auction_id" integer,
	"source_auction_number" text NOT NULL,
	"auction_id" integer NOT NULL,
	"failed_lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "auction_copies_kind_known" CHECK ("auction_copies"."kind" in ('DUPLICATE', 'REPUBLISH'))
);
--> statement-breakpoint
CREATE TABLE "auction_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"values" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"auction_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_number" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"notes" text,
	"instruction_en" text,
	"instruction_sq" text,
	"instruction_sr" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_dates_check" CHECK ("auctions"."end_date" > "auctions"."start_date"),
	CONSTRAINT "auctions_status_known" CHECK ("auctions"."status" in ('CREATED', 'PUBLISHED', 'CLOSED', 'RUNNING', 'FINISHED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "lot_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"values" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"lot_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_license_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"license_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"auction_id" integer,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"description" text NOT NULL,
	"starting_price" numeric(18, 2) NOT NULL,
	"minimum_increment_amount" numeric(18, 2) NOT NULL,
	"guarantee_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"lot_part" integer DEFAULT 1 NOT NULL,
	"end_time" timestamp with time zone,
	"highest_bid" numeric(18, 2),
	"bid_seq" integer DEFAULT 0 NOT NULL,
	"close_reason" text,
	"cancel_reason" text,
	"edit_enabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_starting_price_positive" CHECK ("lots"."starting_price" > 0),
	CONSTRAINT "lots_increment_positive" CHECK ("lots"."minimum_increment_amount" > 0),
	CONSTRAINT "lots_guarantee_not_negative" CHECK ("lots"."guarantee_amount" >= 0),
	CONSTRAINT "lots_part_positive" CHECK ("lots"."lot_part" >= 1),
	CONSTRAINT "lots_status_known" CHECK ("lots"."status" in ('CREATED', 'ASSIGNED', 'ACTIVE', 'SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "participation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"decided_by_id" integer,
	"decided_by_username" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participation_requests_status_known" CHECK ("participation_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "participation_requests_reason_when_rejected" CHECK ("participation_requests"."status" <> 'REJECTED' or "participation_requests"."reject_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "auction_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_sq" text NOT NULL,
	"title_en" text NOT NULL,
	"title_sr" text NOT NULL,
	"body_sq" text,
	"body_en" text,
	"body_sr" text,
	"auction_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_copies" ADD CONSTRAINT "auction_copies_source_auction_id_auctions_id_fk" FOREIGN KEY ("source_auction_id") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_copies" ADD CONSTRAINT "auction_copies_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_history" ADD CONSTRAINT "auction_history_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_history" ADD CONSTRAINT "lot_history_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_license_types" ADD CONSTRAINT "lot_license_types_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_license_types" ADD CONSTRAINT "lot_license_types_license_type_id_license_types_id_fk" FOREIGN KEY ("license_type_id") REFERENCES "public"."license_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_products" ADD CONSTRAINT "lot_products_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_products" ADD CONSTRAINT "lot_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_requests_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_requests_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_copies_auction_idx" ON "auction_copies" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "auction_copies_source_idx" ON "auction_copies" USING btree ("source_auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_history_version_idx" ON "auction_history" USING btree ("auction_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_number_idx" ON "auctions" USING btree ("auction_number");--> statement-breakpoint
CREATE INDEX "auctions_status_start_idx" ON "auctions" USING btree ("status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_history_version_idx" ON "lot_history" USING btree ("lot_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_license_types_lot_type_idx" ON "lot_license_types" USING btree ("lot_id","license_type_id");--> statement-breakpoint
CREATE INDEX "lot_license_types_type_idx" ON "lot_license_types" USING btree ("license_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_products_lot_product_idx" ON "lot_products" USING btree ("lot_id","product_id");--> statement-breakpoint
CREATE INDEX "lot_products_product_idx" ON "lot_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_code_idx" ON "lots" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lots_auction_idx" ON "lots" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "lots_status_idx" ON "lots" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "participation_requests_user_lot_auction_idx" ON "participation_requests" USING btree ("user_id","lot_id","auction_id");--> statement-breakpoint
CREATE INDEX "participation_requests_auction_idx" ON "participation_requests" USING btree ("auction_id","status");--> statement-breakpoint
CREATE INDEX "participation_requests_lot_idx" ON "participation_requests" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "auction_news_published_idx" ON "auction_news" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "auction_news_auction_idx" ON "auction_news" USING btree ("auction_id");