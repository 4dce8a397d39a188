CREATE TABLE "billing_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"address2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"iso_country" text NOT NULL,
	"vat_code" text,
	"org_number" text,
	"customer_notes" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"purchase_order_number" text,
	"cost_center" text,
	"reference_number" text,
	"series_number" text,
	"should_send_cc_payment_receipt" boolean DEFAULT false NOT NULL,
	"billing_address" text,
	"billing_address2" text,
	"billing_postal_code" text,
	"billing_city" text,
	"billing_stage" text,
	"billing_iso_country" text,
	"invalid_vat" boolean DEFAULT false NOT NULL,
	"vat_exempt_changed" boolean DEFAULT false NOT NULL,
	"vat_exempt_form_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text,
	"sound_zone_id" text,
	"user_id" text,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"detailed_text" text,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_spec_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_specs" (
	"id" text PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"account_id" text NOT NULL,
	"billing_group_id" text NOT NULL,
	"refnumber" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"paid_date" timestamp with time zone,
	"void_date" timestamp with time zone,
	"send_to_collections" boolean DEFAULT false NOT NULL,
	"lines" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"psp" text NOT NULL,
	"sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_specs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "ledger_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"paid_by_card" boolean DEFAULT false NOT NULL,
	"pdf_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "vat_exempt_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"billing_group_id" text NOT NULL,
	"account_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_type" text NOT NULL,
	"business_description" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"iso_country" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_groups" ADD CONSTRAINT "billing_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_attempts" ADD CONSTRAINT "invoice_payment_attempts_invoice_spec_id_invoice_specs_id_fk" FOREIGN KEY ("invoice_spec_id") REFERENCES "public"."invoice_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_specs" ADD CONSTRAINT "invoice_specs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_invoices" ADD CONSTRAINT "ledger_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_exempt_forms" ADD CONSTRAINT "vat_exempt_forms_billing_group_id_billing_groups_id_fk" FOREIGN KEY ("billing_group_id") REFERENCES "public"."billing_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_exempt_forms" ADD CONSTRAINT "vat_exempt_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_groups_account_idx" ON "billing_groups" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_groups_default_key" ON "billing_groups" USING btree ("account_id") WHERE "billing_groups"."is_default";--> statement-breakpoint
CREATE INDEX "cancellation_reasons_zone_idx" ON "cancellation_reasons" USING btree ("sound_zone_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellation_reasons_location_idx" ON "cancellation_reasons" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "invoice_payment_attempts_spec_idx" ON "invoice_payment_attempts" USING btree ("invoice_spec_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_specs_account_ref_key" ON "invoice_specs" USING btree ("account_id","refnumber");--> statement-breakpoint
CREATE INDEX "invoice_specs_account_date_idx" ON "invoice_specs" USING btree ("account_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "ledger_invoices_account_date_idx" ON "ledger_invoices" USING btree ("account_id","invoice_date");--> statement-breakpoint
CREATE INDEX "vat_exempt_forms_group_idx" ON "vat_exempt_forms" USING btree ("billing_group_id");