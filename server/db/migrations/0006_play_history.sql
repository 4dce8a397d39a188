CREATE TABLE "play_history" (
	"id" text PRIMARY KEY NOT NULL,
	"sound_zone_id" text NOT NULL,
	"track_id" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"origin" text NOT NULL,
	"source_id" text,
	"queued_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "play_history" ADD CONSTRAINT "play_history_sound_zone_id_sound_zones_id_fk" FOREIGN KEY ("sound_zone_id") REFERENCES "public"."sound_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_history_zone_started_idx" ON "play_history" USING btree ("sound_zone_id","started_at");