// Whether this deployment moves its visitors from an old domain (navigation.md 7): both origins set at
// build time (VITE_DOMAIN_MIGRATION_SOURCE, VITE_DOMAIN_MIGRATION_DESTINATION). Apart from the rest of
// the migration, which the entry loads only when there is one.
import type { MigrationConfig } from '../domain/domainMigration';

export function migrationConfig(source: string | undefined, destination: string | undefined): MigrationConfig | null {
  return source && destination && URL.canParse(source) && URL.canParse(destination) ? { source, destination } : null;
}
