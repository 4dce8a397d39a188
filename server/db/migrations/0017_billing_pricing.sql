CREATE TABLE "account_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"plan" text NOT NULL,
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"upcoming_plan" text,
	"upcoming_tier" text,
	"paying_start_date" timestamp with time zone,
	"recur_at" timestamp with time zone,
	"trial_start" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"terms_type" text DEFAULT 'general' NOT NULL,
	"voucher_applied_at" timestamp with time zone,
	"winback_applied_at" timestamp with time zone,
	"winback_percent" integer,
	"winback_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_subscriptions_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "addon_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"addon" text NOT NULL,
	"state" text NOT NULL,
	"activated_at" timestamp with time zone,
	"recur_at" timestamp with time zone,
	"price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_subscriptions" ADD CONSTRAINT "account_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_subscriptions" ADD CONSTRAINT "addon_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addon_subscriptions_account_addon_key" ON "addon_subscriptions" USING btree ("account_id","addon");