CREATE TABLE "zone_list_versions" (
	"account_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
