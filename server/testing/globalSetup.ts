// Runs once before each server test project: makes the migrated database its suites start from (the
// PGlite template, kept on disk per set of migrations, or a PostgreSQL template for this run).
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from './database';
import { ensureTemplate } from './pgliteTemplate';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (project.config.env.CADENCE_TEST_DB !== 'postgres') {
    await ensureTemplate();
    return;
  }
  const template = await createPostgresTemplate();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
