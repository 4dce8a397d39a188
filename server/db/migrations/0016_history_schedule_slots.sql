ALTER TABLE "play_history" ADD COLUMN "schedule_id" text;--> statement-breakpoint
ALTER TABLE "play_history" ADD COLUMN "slot_id" text;