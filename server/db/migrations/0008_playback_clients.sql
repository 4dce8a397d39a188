CREATE TABLE "playback_clients" (
	"sound_zone_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"watched_until" timestamp (3) with time zone,
	"reported_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "playback_clients" ADD CONSTRAINT "playback_clients_sound_zone_id_sound_zones_id_fk" FOREIGN KEY ("sound_zone_id") REFERENCES "public"."sound_zones"("id") ON DELETE no action ON UPDATE no action;