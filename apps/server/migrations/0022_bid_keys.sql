CREATE TABLE "bid_keys" (
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"lot_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"refusal" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_keys_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "bid_keys" ADD CONSTRAINT "bid_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_keys" ADD CONSTRAINT "bid_keys_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_keys_created_idx" ON "bid_keys" USING btree ("created_at");