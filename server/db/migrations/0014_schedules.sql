CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_account_id" text,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"color" text,
	"composer_type" text DEFAULT 'MANUAL' NOT NULL,
	"composer_zone_id" text,
	"omit_from_library" boolean DEFAULT false NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_owner_idx" ON "schedules" USING btree ("owner_account_id");