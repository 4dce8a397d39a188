import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { relayPlugin } from './scripts/relayVitePlugin.ts';

// graphql 16 ships CommonJS and ESM builds without an exports map: Node loads the CommonJS one for
// libraries (yoga, graphql-tools), so tests must load the same one or schemas cross realms.
const resolve = { alias: { graphql: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) } };

// Server suites run twice: on the embedded PGlite (the product's default) and on PostgreSQL.
const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve,
  test: { name, include: ['server/**/*.test.ts'], globalSetup: ['server/testing/globalSetup.ts'], env: { CADENCE_TEST_DB: db }, testTimeout: 30_000, hookTimeout: 60_000 },
});

export default defineConfig({
  resolve,
  test: {
    projects: [
      // The web app's unit and component tests: a DOM, Relay's graphql tags compiled as in the build.
      {
        resolve,
        plugins: [relayPlugin()],
        define: { __APP_VERSION__: '"0.0.0-test"', __APP_COMMIT__: '"test"' },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/testing/setup.ts'] },
      },
      { resolve, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { resolve, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      serverProject('server-pglite', 'pglite'),
      serverProject('server-postgres', 'postgres'),
    ],
  },
});
