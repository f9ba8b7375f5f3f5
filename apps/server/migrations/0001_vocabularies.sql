CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"swift_code" text
);
--> statement-breakpoint
CREATE TABLE "license_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "measurement_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"symbol" text
);
--> statement-breakpoint
CREATE TABLE "quality_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_code_idx" ON "banks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "license_types_code_idx" ON "license_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_units_code_idx" ON "measurement_units" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_types_code_idx" ON "quality_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_subcategories_category_idx" ON "product_subcategories" USING btree ("category_id");