// Runs once before the server test projects: makes the migrated PGlite template the suites start from.
import { ensureTemplate } from './pgliteTemplate';

export default async function setup(): Promise<void> {
  await ensureTemplate();
}
