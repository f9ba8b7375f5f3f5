CREATE TABLE "case_number_counters" (
	"case_type" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "case_number_counters_case_type_year_pk" PRIMARY KEY("case_type","year")
);
--> statement-breakpoint
CREATE TABLE "portal_case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_user_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_case_events_kind_check" CHECK ("portal_case_events"."kind" in ('CREATED', 'SUBMITTED', 'TAKEN', 'RETURNED', 'APPROVED', 'REJECTED', 'CANCELLED', 'INTEGRATED'))
);
--> statement-breakpoint
CREATE TABLE "portal_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"case_type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"sub_type_id" integer,
	"subject" text NOT NULL,
	"description" text,
	"licence" boolean DEFAULT false NOT NULL,
	"customs_declaration_decision" boolean,
	"filer_user_id" integer NOT NULL,
	"filer_company_id" integer,
	"about_individual_id" integer,
	"about_company_id" integer,
	"assigned_officer_id" integer,
	"protocol_number" text,
	"integrated_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"corrections_due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_cases_type_check" CHECK ("portal_cases"."case_type" in ('GENERAL', 'COMPLAINT', 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI', 'IPR')),
	CONSTRAINT "portal_cases_status_check" CHECK ("portal_cases"."status" in ('DRAFT', 'SUBMITTED', 'IN_PROCESS', 'RETURNED_FOR_CORRECTIONS', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "portal_cases_about_one_check" CHECK (num_nonnulls("portal_cases"."about_individual_id", "portal_cases"."about_company_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "portal_forums" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"description" text,
	"direction" text NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_documents_direction_check" CHECK ("portal_documents"."direction" in ('OUTGOING', 'INCOMING'))
);
--> statement-breakpoint
CREATE TABLE "forum_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"forum_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"from_authority" boolean DEFAULT false NOT NULL,
	"body_sq" text NOT NULL,
	"body_sr" text NOT NULL,
	"body_en" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_messages_status_check" CHECK ("forum_messages"."status" in ('DRAFT', 'SUBMITTED'))
);
--> statement-breakpoint
CREATE TABLE "complaint_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"decision_number" text NOT NULL,
	"decision_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"declaration_number" text NOT NULL,
	"declaration_office" text NOT NULL,
	"declaration_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_number" text NOT NULL,
	"decision_type_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"case_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"case_type" text NOT NULL,
	CONSTRAINT "case_sub_types_case_type_check" CHECK ("case_sub_types"."case_type" in ('GENERAL', 'COMPLAINT', 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI', 'IPR'))
);
--> statement-breakpoint
CREATE TABLE "office_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"city" text
);
--> statement-breakpoint
CREATE TABLE "portal_authorization_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "portal_decision_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"group_code" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "portal_document_types_group_check" CHECK ("portal_document_types"."group_code" in ('AUTHORIZATION', 'AUTH_WORD', 'LICENCE', 'LICENCE_WORD', 'COMPLAINT_GENERAL', 'BTI_REQUIRED', 'IPR_REQUIRED', 'MOVEMENT_REQUIRED', 'AUTHORITY'))
);
--> statement-breakpoint
CREATE TABLE "portal_goods_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "portal_tariff_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_sq" text NOT NULL,
	"label_en" text NOT NULL,
	"label_sr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_case_events" ADD CONSTRAINT "portal_case_events_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_case_events" ADD CONSTRAINT "portal_case_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_sub_type_id_case_sub_types_id_fk" FOREIGN KEY ("sub_type_id") REFERENCES "public"."case_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_filer_user_id_users_id_fk" FOREIGN KEY ("filer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_filer_company_id_companies_id_fk" FOREIGN KEY ("filer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_about_individual_id_individuals_id_fk" FOREIGN KEY ("about_individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_about_company_id_companies_id_fk" FOREIGN KEY ("about_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_cases" ADD CONSTRAINT "portal_cases_assigned_officer_id_users_id_fk" FOREIGN KEY ("assigned_officer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_forums" ADD CONSTRAINT "portal_forums_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documents" ADD CONSTRAINT "portal_documents_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documents" ADD CONSTRAINT "portal_documents_document_type_id_portal_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."portal_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documents" ADD CONSTRAINT "portal_documents_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD CONSTRAINT "forum_messages_forum_id_portal_forums_id_fk" FOREIGN KEY ("forum_id") REFERENCES "public"."portal_forums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD CONSTRAINT "forum_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_decisions" ADD CONSTRAINT "complaint_decisions_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_decisions" ADD CONSTRAINT "complaint_decisions_decision_type_id_portal_decision_types_id_fk" FOREIGN KEY ("decision_type_id") REFERENCES "public"."portal_decision_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_decisions" ADD CONSTRAINT "issued_decisions_decision_type_id_portal_decision_types_id_fk" FOREIGN KEY ("decision_type_id") REFERENCES "public"."portal_decision_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_decisions" ADD CONSTRAINT "issued_decisions_case_id_portal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."portal_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_case_events_case_idx" ON "portal_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_cases_number_idx" ON "portal_cases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "portal_cases_filer_idx" ON "portal_cases" USING btree ("filer_user_id");--> statement-breakpoint
CREATE INDEX "portal_cases_filer_company_idx" ON "portal_cases" USING btree ("filer_company_id");--> statement-breakpoint
CREATE INDEX "portal_cases_status_idx" ON "portal_cases" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "portal_cases_about_individual_idx" ON "portal_cases" USING btree ("about_individual_id");--> statement-breakpoint
CREATE INDEX "portal_cases_about_company_idx" ON "portal_cases" USING btree ("about_company_id");--> statement-breakpoint
CREATE INDEX "portal_cases_officer_idx" ON "portal_cases" USING btree ("assigned_officer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_forums_case_idx" ON "portal_forums" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "portal_documents_case_idx" ON "portal_documents" USING btree ("case_id","direction");--> statement-breakpoint
CREATE INDEX "portal_documents_type_idx" ON "portal_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "forum_messages_forum_idx" ON "forum_messages" USING btree ("forum_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_decisions_case_idx" ON "complaint_decisions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "complaint_decisions_number_idx" ON "complaint_decisions" USING btree ("decision_number");--> statement-breakpoint
CREATE INDEX "customs_declarations_case_idx" ON "customs_declarations" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declarations_unique_idx" ON "customs_declarations" USING btree ("case_id","declaration_office","declaration_year","declaration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_decisions_number_idx" ON "issued_decisions" USING btree ("decision_number");--> statement-breakpoint
CREATE UNIQUE INDEX "case_sub_types_code_idx" ON "case_sub_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "case_sub_types_case_type_idx" ON "case_sub_types" USING btree ("case_type");--> statement-breakpoint
CREATE UNIQUE INDEX "office_locations_code_idx" ON "office_locations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_authorization_types_code_idx" ON "portal_authorization_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_decision_types_code_idx" ON "portal_decision_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_document_types_code_idx" ON "portal_document_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "portal_document_types_group_idx" ON "portal_document_types" USING btree ("group_code");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_goods_types_code_idx" ON "portal_goods_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_tariff_types_code_idx" ON "portal_tariff_types" USING btree ("code");