ALTER TABLE "auctions" ADD COLUMN "payment_term_days" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pick_up_place_sq" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pick_up_place_en" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pick_up_place_sr" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pick_up_hours_sq" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pick_up_hours_en" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pick_up_hours_sr" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "next_steps_note_sq" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "next_steps_note_en" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "next_steps_note_sr" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_payment_term_days_range" CHECK ("auctions"."payment_term_days" between 1 and 90);