CREATE TABLE "trader_license_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"license_type_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trader_license_types_validity_check" CHECK ("trader_license_types"."valid_to" >= "trader_license_types"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "product_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"values" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_sq" text NOT NULL,
	"name_en" text NOT NULL,
	"name_sr" text NOT NULL,
	"description_sq" text,
	"description_en" text,
	"description_sr" text,
	"subcategory_id" integer NOT NULL,
	"quality_type_id" integer NOT NULL,
	"measurement_unit_id" integer NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"lot_id" integer,
	"withdraw_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_guarantees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"bank_id" integer NOT NULL,
	"guarantee_number" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"decided_by" integer,
	"decided_by_username" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_guarantees_amount_positive" CHECK ("bank_guarantees"."amount" > 0),
	CONSTRAINT "bank_guarantees_valid_range" CHECK ("bank_guarantees"."valid_to" >= "bank_guarantees"."valid_from"),
	CONSTRAINT "bank_guarantees_status_known" CHECK ("bank_guarantees"."status" in ('ACTIVE', 'CANCELLED', 'INVALID', 'USED'))
);
--> statement-breakpoint
CREATE TABLE "document_template_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_sq" text NOT NULL,
	"name_en" text NOT NULL,
	"name_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_sq" text NOT NULL,
	"name_en" text NOT NULL,
	"name_sr" text NOT NULL,
	"description_sq" text,
	"description_en" text,
	"description_sr" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trader_license_types" ADD CONSTRAINT "trader_license_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trader_license_types" ADD CONSTRAINT "trader_license_types_license_type_id_license_types_id_fk" FOREIGN KEY ("license_type_id") REFERENCES "public"."license_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history" ADD CONSTRAINT "product_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_product_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."product_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quality_type_id_quality_types_id_fk" FOREIGN KEY ("quality_type_id") REFERENCES "public"."quality_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measurement_unit_id_measurement_units_id_fk" FOREIGN KEY ("measurement_unit_id") REFERENCES "public"."measurement_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_guarantees" ADD CONSTRAINT "bank_guarantees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_guarantees" ADD CONSTRAINT "bank_guarantees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_guarantees" ADD CONSTRAINT "bank_guarantees_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_guarantees" ADD CONSTRAINT "bank_guarantees_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_group_id_document_template_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."document_template_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trader_license_types_company_idx" ON "trader_license_types" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "trader_license_types_license_type_idx" ON "trader_license_types" USING btree ("license_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_history_version_idx" ON "product_history" USING btree ("product_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_status_subcategory_idx" ON "products" USING btree ("status","subcategory_id");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "products_lot_idx" ON "products" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_guarantees_bank_number_idx" ON "bank_guarantees" USING btree ("bank_id",lower("guarantee_number"));--> statement-breakpoint
CREATE INDEX "bank_guarantees_user_idx" ON "bank_guarantees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_guarantees_company_idx" ON "bank_guarantees" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bank_guarantees_status_idx" ON "bank_guarantees" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "document_template_groups_code_idx" ON "document_template_groups" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_code_idx" ON "document_templates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "document_templates_group_idx" ON "document_templates" USING btree ("group_id","weight");