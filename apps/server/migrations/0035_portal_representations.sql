CREATE TABLE "portal_representations" (
	"id" serial PRIMARY KEY NOT NULL,
	"grantor_company_id" integer,
	"grantor_individual_id" integer,
	"intermediary_user_id" integer NOT NULL,
	"ends_on" date,
	"granted_by_user_id" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_representations_grantor_one_check" CHECK (num_nonnulls("portal_representations"."grantor_company_id", "portal_representations"."grantor_individual_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "portal_document_types" DROP CONSTRAINT "portal_document_types_group_check";--> statement-breakpoint
ALTER TABLE "portal_representations" ADD CONSTRAINT "portal_representations_grantor_company_id_companies_id_fk" FOREIGN KEY ("grantor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_representations" ADD CONSTRAINT "portal_representations_grantor_individual_id_individuals_id_fk" FOREIGN KEY ("grantor_individual_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_representations" ADD CONSTRAINT "portal_representations_intermediary_user_id_users_id_fk" FOREIGN KEY ("intermediary_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_representations" ADD CONSTRAINT "portal_representations_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_representations" ADD CONSTRAINT "portal_representations_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_representations_company_idx" ON "portal_representations" USING btree ("grantor_company_id");--> statement-breakpoint
CREATE INDEX "portal_representations_individual_idx" ON "portal_representations" USING btree ("grantor_individual_id");--> statement-breakpoint
CREATE INDEX "portal_representations_intermediary_idx" ON "portal_representations" USING btree ("intermediary_user_id");--> statement-breakpoint
ALTER TABLE "portal_document_types" ADD CONSTRAINT "portal_document_types_group_check" CHECK ("portal_document_types"."group_code" in ('AUTHORIZATION', 'AUTH_WORD', 'LICENCE', 'LICENCE_WORD', 'COMPLAINT_GENERAL', 'BTI_REQUIRED', 'IPR_REQUIRED', 'MOVEMENT_REQUIRED', 'AUTHORITY', 'REPRESENTATION'));