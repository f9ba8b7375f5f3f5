ALTER TABLE "lots" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "description_sr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "location_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "location_sr" text;--> statement-breakpoint
ALTER TABLE "measurement_units" ADD COLUMN "symbol_en" text;--> statement-breakpoint
ALTER TABLE "measurement_units" ADD COLUMN "symbol_sr" text;