// GET /api/env (the running version, for the app's update check) and GET /api/health.
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { defineHandlers } from './handlers';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const STARTED_AT = new Date().toISOString();

export const platformHandlers = defineHandlers({
  async getEnv() {
    return { status: 200, body: { version: VERSION, timestamp: STARTED_AT }, headers: { 'cache-control': 'no-cache, no-store' } };
  },

  async getHealth(_request, context) {
    try {
      await context.db.execute(sql`select 1`);
      return { status: 200, body: { status: 'ok', database: 'ok' } };
    } catch {
      return { status: 503, body: { error: 'unavailable', message: 'The database does not answer' } };
    }
  },
});
