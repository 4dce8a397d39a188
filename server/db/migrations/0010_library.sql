CREATE TABLE "libraries" (
	"owner_account_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"owner_account_id" text NOT NULL,
	"item_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_owner_account_id_item_id_pk" PRIMARY KEY("owner_account_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;