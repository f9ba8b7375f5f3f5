CREATE TABLE "authorization_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"quantity" numeric(18, 3),
	"value" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"authorization_type_id" integer,
	"description" text,
	"location" text,
	"requested_from" date,
	"requested_to" date,
	"authorization_number" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "btis" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"goods_description" text,
	"commercial_name" text,
	"proposed_tariff_code" text,
	"decided_tariff_code" text,
	"reference" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipr_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"right_holder" text,
	"representative" text,
	"description" text,
	"application_number" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipr_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"description" text NOT NULL,
	"tariff_code" text,
	"distinguishing_features" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipr_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"right_type" text NOT NULL,
	"right_number" text NOT NULL,
	"description" text,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movement_certificate_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"marks_and_numbers" text,
	"packages" text,
	"description" text NOT NULL,
	"tariff_code" text,
	"gross_mass" numeric(18, 3),
	"quantity" numeric(18, 3),
	"unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movement_certificate_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date,
	"amount" numeric(18, 2),
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movement_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"declaration_number" text,
	"declaration_office" text,
	"declaration_year" integer,
	"exporter" text,
	"consignee" text,
	"country_of_origin" text,
	"country_of_destination" text,
	"transport_details" text,
	"remarks" text,
	"certificate_number" text,
	"url_number" text,
	"issued_at" timestamp with time zone,
	"valid_until" date,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"goods_type_id" integer,
	"description" text,
	"requested_from" date,
	"requested_to" date,
	"licence_number" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorization_tariffs" ADD CONSTRAINT "authorization_tariffs_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_tariffs" ADD CONSTRAINT "authorization_tariffs_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_authorization_type_id_portal_authorization_types_id_fk" FOREIGN KEY ("authorization_type_id") REFERENCES "public"."portal_authorization_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "btis" ADD CONSTRAINT "btis_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipr_applications" ADD CONSTRAINT "ipr_applications_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipr_goods" ADD CONSTRAINT "ipr_goods_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipr_rights" ADD CONSTRAINT "ipr_rights_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_certificate_goods" ADD CONSTRAINT "movement_certificate_goods_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_certificate_invoices" ADD CONSTRAINT "movement_certificate_invoices_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_certificates" ADD CONSTRAINT "movement_certificates_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_licences" ADD CONSTRAINT "portal_licences_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_licences" ADD CONSTRAINT "portal_licences_goods_type_id_portal_goods_types_id_fk" FOREIGN KEY ("goods_type_id") REFERENCES "public"."portal_goods_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_tariffs_case_idx" ON "authorization_tariffs" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "authorization_tariffs_tariff_idx" ON "authorization_tariffs" USING btree ("tariff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_case_idx" ON "authorizations" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "btis_case_idx" ON "btis" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "btis_reference_idx" ON "btis" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "btis_decided_code_idx" ON "btis" USING btree ("decided_tariff_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ipr_applications_case_idx" ON "ipr_applications" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipr_goods_position_idx" ON "ipr_goods" USING btree ("case_id","item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ipr_rights_position_idx" ON "ipr_rights" USING btree ("case_id","item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_certificate_goods_position_idx" ON "movement_certificate_goods" USING btree ("case_id","item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_certificate_invoices_position_idx" ON "movement_certificate_invoices" USING btree ("case_id","item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_certificates_case_idx" ON "movement_certificates" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_certificates_url_number_idx" ON "movement_certificates" USING btree ("url_number");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_certificates_number_idx" ON "movement_certificates" USING btree ("certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_licences_case_idx" ON "portal_licences" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_code_idx" ON "tariffs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tariffs_code_prefix_idx" ON "tariffs" USING btree ("code" text_pattern_ops);