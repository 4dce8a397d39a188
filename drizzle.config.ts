import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts by `npm run db:migration` and kept as history;
// the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
