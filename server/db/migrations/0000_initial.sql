CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_type" text DEFAULT 'business' NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text DEFAULT 'beauty_salon' NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"state" text,
	"iso_country" text DEFAULT 'SE' NOT NULL,
	"phone" text,
	"org_number" text,
	"key_account_manager" text,
	"distributor_id" text,
	"partner_allow_deactivation" boolean DEFAULT false NOT NULL,
	"is_distributor" boolean DEFAULT false NOT NULL,
	"is_partner" boolean DEFAULT false NOT NULL,
	"distributor_has_support" boolean DEFAULT false NOT NULL,
	"deactivated" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"incomplete" boolean DEFAULT false NOT NULL,
	"max_sound_zones" integer DEFAULT 100 NOT NULL,
	"max_unbilled_sound_zones" integer DEFAULT 0 NOT NULL,
	"plan" text DEFAULT 'unlimited' NOT NULL,
	"tier" text DEFAULT 'tier-3' NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"terms_type" text DEFAULT 'general' NOT NULL,
	"legal_accepted_by" text,
	"legal_terms_type" text,
	"feature_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_provider" text DEFAULT 'cadence' NOT NULL,
	"added_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"schedule_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sound_zone_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarding_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_state" text DEFAULT 'completed' NOT NULL,
	"try_before_you_buy" boolean DEFAULT false NOT NULL,
	"trial_expires_at" timestamp with time zone,
	"billing_voucher" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acls" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text,
	"pending_email" text,
	"owner" boolean DEFAULT false NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"finance" boolean DEFAULT false NOT NULL,
	"contact" boolean DEFAULT false NOT NULL,
	"location_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"album_type" text NOT NULL,
	"artist_id" text NOT NULL,
	"release_date" text,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"royalty_free" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browse_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "browse_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_playlists" (
	"category_id" text NOT NULL,
	"playlist_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_playlists_category_id_playlist_id_pk" PRIMARY KEY("category_id","playlist_id")
);
--> statement-breakpoint
CREATE TABLE "curators" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"device_type" text NOT NULL,
	"platform" text NOT NULL,
	"pairing_mode" text NOT NULL,
	"code" text,
	"client_id" text,
	"sound_zone_id" text,
	"online" boolean DEFAULT false NOT NULL,
	"app_version" text,
	"player_engine_version" text,
	"software_version" text,
	"os_version" text,
	"model_name" text,
	"metrics" jsonb,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"acl_id" text,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"location_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"next" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"billing_group_id" text,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"state" text,
	"iso_country" text NOT NULL,
	"timezone" text NOT NULL,
	"deactivated" boolean DEFAULT false NOT NULL,
	"bandwidth_limitation_kbps" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "long_running_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"completed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "migrator_bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"cookies" jsonb NOT NULL,
	"local_storage" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mail" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pairing_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"sound_zone_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_tracks" (
	"playlist_id" text NOT NULL,
	"position" integer NOT NULL,
	"track_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_tracks_playlist_id_position_pk" PRIMARY KEY("playlist_id","position")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_account_id" text,
	"curator_id" text,
	"composer_type" text NOT NULL,
	"composer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"present_as" text DEFAULT 'PLAYLIST' NOT NULL,
	"short_description" text,
	"description" text,
	"curated" boolean DEFAULT false NOT NULL,
	"playback_mode" text DEFAULT 'shuffle' NOT NULL,
	"allow_explicit" boolean,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text NOT NULL,
	"snapshot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_organisations" (
	"slug" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"idp_sso_url" text,
	"idp_certificate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sound_zone_errors" (
	"id" text PRIMARY KEY NOT NULL,
	"sound_zone_id" text NOT NULL,
	"cause" text NOT NULL,
	"message" text,
	"hide" boolean DEFAULT false NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sound_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text NOT NULL,
	"name" text NOT NULL,
	"device_id" text,
	"schedule_id" text,
	"play_from_type" text,
	"play_from_id" text,
	"paid_until" timestamp with time zone,
	"subscription_deactivated" boolean DEFAULT false NOT NULL,
	"reactivate_at" timestamp with time zone,
	"grace_period" boolean DEFAULT false NOT NULL,
	"deactivated" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"access_code" text,
	"remote_code" text,
	"speaker_system" boolean DEFAULT false NOT NULL,
	"set_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"album_id" text NOT NULL,
	"artist_ids" text[] NOT NULL,
	"duration_ms" integer NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"disc_number" integer DEFAULT 1 NOT NULL,
	"track_number" integer NOT NULL,
	"available_markets" text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "user_key_values" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "user_key_values_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"start_of_week" integer DEFAULT 1 NOT NULL,
	"color_mode" text DEFAULT 'system' NOT NULL,
	"deactivated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acls" ADD CONSTRAINT "acls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acls" ADD CONSTRAINT "acls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_playlists" ADD CONSTRAINT "category_playlists_category_id_browse_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."browse_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_playlists" ADD CONSTRAINT "category_playlists_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_running_transactions" ADD CONSTRAINT "long_running_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_sound_zone_id_sound_zones_id_fk" FOREIGN KEY ("sound_zone_id") REFERENCES "public"."sound_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_tracks" ADD CONSTRAINT "playlist_tracks_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_tracks" ADD CONSTRAINT "playlist_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_organisations" ADD CONSTRAINT "saml_organisations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_zone_errors" ADD CONSTRAINT "sound_zone_errors_sound_zone_id_sound_zones_id_fk" FOREIGN KEY ("sound_zone_id") REFERENCES "public"."sound_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_zones" ADD CONSTRAINT "sound_zones_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_zones" ADD CONSTRAINT "sound_zones_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_key_values" ADD CONSTRAINT "user_key_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_distributor_idx" ON "accounts" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "acls_account_idx" ON "acls" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "acls_user_idx" ON "acls" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "acls_account_user_key" ON "acls" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "albums_artist_idx" ON "albums" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "auth_requests_expires_idx" ON "auth_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_code_key" ON "devices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "devices_client_idx" ON "devices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_tokens_acl_idx" ON "email_tokens" USING btree ("acl_id");--> statement-breakpoint
CREATE INDEX "households_account_idx" ON "households" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "locations_account_idx" ON "locations" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "migrator_bundles_expires_idx" ON "migrator_bundles" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "social_profiles_account_idx" ON "social_profiles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sound_zone_errors_zone_idx" ON "sound_zone_errors" USING btree ("sound_zone_id");--> statement-breakpoint
CREATE INDEX "sound_zones_account_idx" ON "sound_zones" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "sound_zones_location_idx" ON "sound_zones" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "sound_zones_account_paid_idx" ON "sound_zones" USING btree ("account_id","paid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "sound_zones_device_key" ON "sound_zones" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "tracks_album_idx" ON "tracks" USING btree ("album_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));