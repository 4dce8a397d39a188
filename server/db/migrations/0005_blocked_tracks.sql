CREATE TABLE "blocked_tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"account_id" text NOT NULL,
	"track_id" text NOT NULL,
	"source_id" text,
	"reasons" text[] NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_tracks" ADD CONSTRAINT "blocked_tracks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_tracks" ADD CONSTRAINT "blocked_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_tracks_parent_track_key" ON "blocked_tracks" USING btree ("parent_id","track_id");