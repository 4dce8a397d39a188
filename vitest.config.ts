import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { relayPlugin } from './scripts/relayVitePlugin.ts';

// graphql 16 ships CommonJS and ESM builds without an exports map: Node loads the CommonJS one for
// libraries (yoga, graphql-tools), so tests must load the same one or schemas cross realms.
const resolve = { alias: { graphql: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) } };

// A server suite that imports server/testing (a database, a test server) runs twice: on the embedded
// PGlite (the product's default) and on PostgreSQL. The others never touch a database and run once.
const serverTests = readdirSync('server', { recursive: true })
  .map((file) => `server/${String(file)}`)
  .filter((file) => file.endsWith('.test.ts'));
const usesDatabase = (file: string) => /from '(?:\.\.?\/)+testing\//.test(readFileSync(file, 'utf8'));
const databaseTests = serverTests.filter(usesDatabase);

const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve,
  test: { name, include: databaseTests, globalSetup: ['server/testing/globalSetup.ts'], env: { CADENCE_TEST_DB: db }, testTimeout: 30_000, hookTimeout: 60_000 },
});

const webProject = (name: string, include: string, environment: 'node' | 'jsdom', isolate: boolean): TestProjectInlineConfiguration => ({
  resolve,
  plugins: [relayPlugin()],
  define: { __APP_VERSION__: '"0.0.0-test"', __APP_COMMIT__: '"test"' },
  test: { name, include: [include], environment, isolate, setupFiles: ['src/testing/setup.ts'] },
});

export default defineConfig({
  resolve,
  test: {
    // Vitest runs one file fewer than there are cores (one file at a time on CI's two). A server file
    // keeps about one core busy between its test, its server and its database, and waits the rest of
    // the time, so one file per core finishes the run sooner.
    maxWorkers: availableParallelism(),
    projects: [
      // The web app's tests, with Relay's graphql tags compiled as in the build. Unit tests (*.test.ts) run
      // without a DOM, whose set-up costs about as much as a typical file's tests; one that needs it says
      // so with a `@vitest-environment jsdom` comment. Component tests (*.test.tsx) all get a DOM.
      // Unit files share a worker's modules (half the time: each file no longer loads its own copy); they hold
      // no state between files. Component files keep their own: React.lazy, react-aria's announcer and
      // the on-demand hosts keep module state that a later file's renders trip over.
      webProject('unit', 'src/**/*.test.ts', 'node', false),
      webProject('component', 'src/**/*.test.tsx', 'jsdom', true),
      { resolve, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { resolve, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      // The desktop shell's main process and preload (desktop/), against a mocked Electron.
      { resolve, test: { name: 'desktop', include: ['desktop/**/*.test.ts'] } },
      { resolve, test: { name: 'server', include: serverTests.filter((file) => !usesDatabase(file)), testTimeout: 30_000 } },
      serverProject('server-pglite', 'pglite'),
      serverProject('server-postgres', 'postgres'),
    ],
  },
});
