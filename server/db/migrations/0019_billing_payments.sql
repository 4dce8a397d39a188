CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_method_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"psp" text NOT NULL,
	"billing_group_id" text,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"psp" text NOT NULL,
	"card_type" text,
	"last_four" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"stored_payment_method_id" text,
	"billing_group_id" text,
	"deactivated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "psp_stand_in_payments" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"merchant_account" text NOT NULL,
	"reference" text NOT NULL,
	"amount_value" integer NOT NULL,
	"currency" text NOT NULL,
	"shopper_reference" text,
	"return_url" text NOT NULL,
	"result_code" text NOT NULL,
	"refusal_reason" text,
	"refusal_reason_code" text,
	"payment_method_type" text NOT NULL,
	"brand" text,
	"last_four" text,
	"expiry_month" text,
	"expiry_year" text,
	"holder_name" text,
	"store_payment_method" boolean DEFAULT false NOT NULL,
	"stored_payment_method_id" text,
	"challenge_id" text,
	"redirect_result" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_stand_in_payments_challenge_id_unique" UNIQUE("challenge_id"),
	CONSTRAINT "psp_stand_in_payments_redirect_result_unique" UNIQUE("redirect_result"),
	CONSTRAINT "psp_stand_in_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "psp_stand_in_stored_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_account" text NOT NULL,
	"shopper_reference" text NOT NULL,
	"type" text NOT NULL,
	"brand" text,
	"last_four" text,
	"expiry_month" text,
	"expiry_year" text,
	"holder_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurrences" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"pays_until" timestamp with time zone,
	"payment_error_code" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"plan" text NOT NULL,
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"psp_reference" text,
	"invoice_spec_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"sound_zone_id" text NOT NULL,
	"billing_group_id" text NOT NULL,
	"item" text NOT NULL,
	"item_kind" text DEFAULT 'Streaming' NOT NULL,
	"plan" text NOT NULL,
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"quantity_source" text,
	"price" integer,
	"price_plan" text,
	"deactivated" boolean DEFAULT false NOT NULL,
	"recur_at" timestamp with time zone,
	"current_recurrence_id" text,
	"paying_start_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zone_subscriptions_sound_zone_id_unique" UNIQUE("sound_zone_id")
);
--> statement-breakpoint
ALTER TABLE "payment_method_attempts" ADD CONSTRAINT "payment_method_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_subscription_id_zone_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."zone_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_subscriptions" ADD CONSTRAINT "zone_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_subscriptions" ADD CONSTRAINT "zone_subscriptions_sound_zone_id_sound_zones_id_fk" FOREIGN KEY ("sound_zone_id") REFERENCES "public"."sound_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "psp_stand_in_payments_shopper_idx" ON "psp_stand_in_payments" USING btree ("shopper_reference");--> statement-breakpoint
CREATE INDEX "psp_stand_in_stored_shopper_idx" ON "psp_stand_in_stored_methods" USING btree ("shopper_reference");--> statement-breakpoint
CREATE INDEX "recurrences_subscription_idx" ON "recurrences" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "zone_subscriptions_account_idx" ON "zone_subscriptions" USING btree ("account_id");