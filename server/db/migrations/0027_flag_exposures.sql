CREATE TABLE "flag_exposures" (
	"id" text PRIMARY KEY NOT NULL,
	"tracking_key" text NOT NULL,
	"flag" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"user_id" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flag_exposures" ADD CONSTRAINT "flag_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flag_exposures_tracking_idx" ON "flag_exposures" USING btree ("tracking_key");