-- Moves an account's zone_list_versions counter with every write its zone list depends on, once per
-- statement and account (statement triggers with transition tables: bulk writes cost one bump).
-- Accounts are bumped in id order so concurrent statements cannot deadlock on the counters.
CREATE FUNCTION bump_zone_list_versions(account_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO zone_list_versions AS v (account_id, version)
  SELECT DISTINCT id, 1 FROM unnest(account_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- For tables whose rows name their account (sound_zones, locations).
CREATE FUNCTION account_rows_touch_zone_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_zone_list_versions(ARRAY(SELECT account_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_zone_list_versions(ARRAY(SELECT account_id FROM old_rows));
  ELSE
    PERFORM bump_zone_list_versions(ARRAY(SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sound_zones_zone_list_insert AFTER INSERT ON sound_zones REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER sound_zones_zone_list_update AFTER UPDATE ON sound_zones REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER sound_zones_zone_list_delete AFTER DELETE ON sound_zones REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER locations_zone_list_insert AFTER INSERT ON locations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER locations_zone_list_update AFTER UPDATE ON locations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER locations_zone_list_delete AFTER DELETE ON locations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_touch_zone_list();
--> statement-breakpoint
-- Players report often: only a change of what the zone state reads (online, metrics) counts.
CREATE FUNCTION devices_touch_zone_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM bump_zone_list_versions(ARRAY(
      SELECT z.account_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN sound_zones z ON z.device_id = n.id
      WHERE (n.online, n.metrics) IS DISTINCT FROM (o.online, o.metrics)
    ));
  ELSE
    PERFORM bump_zone_list_versions(ARRAY(SELECT z.account_id FROM old_rows o JOIN sound_zones z ON z.device_id = o.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_zone_list_update AFTER UPDATE ON devices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER devices_zone_list_delete AFTER DELETE ON devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_touch_zone_list();
--> statement-breakpoint
CREATE FUNCTION sound_zone_errors_touch_zone_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_zone_list_versions(ARRAY(SELECT z.account_id FROM new_rows n JOIN sound_zones z ON z.id = n.sound_zone_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_zone_list_versions(ARRAY(SELECT z.account_id FROM old_rows o JOIN sound_zones z ON z.id = o.sound_zone_id));
  ELSE
    PERFORM bump_zone_list_versions(ARRAY(
      SELECT z.account_id FROM sound_zones z
      WHERE z.id IN (SELECT sound_zone_id FROM new_rows UNION SELECT sound_zone_id FROM old_rows)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sound_zone_errors_zone_list_insert AFTER INSERT ON sound_zone_errors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sound_zone_errors_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER sound_zone_errors_zone_list_update AFTER UPDATE ON sound_zone_errors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sound_zone_errors_touch_zone_list();
--> statement-breakpoint
CREATE TRIGGER sound_zone_errors_zone_list_delete AFTER DELETE ON sound_zone_errors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sound_zone_errors_touch_zone_list();
