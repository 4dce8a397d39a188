CREATE TABLE "players" (
	"sound_zone_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"play_order" text NOT NULL,
	"volume" integer NOT NULL,
	"seed" bigint NOT NULL,
	"lead" jsonb NOT NULL,
	"source_index" bigint NOT NULL,
	"anchor_at" timestamp (3) with time zone NOT NULL,
	"anchor_offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_sound_zone_id_sound_zones_id_fk" FOREIGN KEY ("sound_zone_id") REFERENCES "public"."sound_zones"("id") ON DELETE no action ON UPDATE no action;