CREATE TABLE "device_simulations" (
	"device_id" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"cycle_seconds" integer,
	"offline_seconds" integer,
	"phase_seconds" integer
);
--> statement-breakpoint
ALTER TABLE "device_simulations" ADD CONSTRAINT "device_simulations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;