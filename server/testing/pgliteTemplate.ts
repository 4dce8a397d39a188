// Starting PGlite and migrating takes seconds; test files instead load a migrated data directory that
// is dumped once per set of migrations (vitest globalSetup), which takes a fraction of that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/cadence', import.meta.url));

/** The dump file of the current migrations (its name changes when they do). */
export function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  return join(CACHE, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Writes the template when it does not exist yet; returns its path. */
export async function ensureTemplate(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  const database = await openDatabase({});
  const dump = await database.dump!();
  await database.close();
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

/** The template as a Blob for `openDatabase({ pgliteTemplate })`, made first if needed. */
export async function loadTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await ensureTemplate())]);
}
