import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// End to end against the started product (built app + reference server + a fresh embedded database
// with the demo seed), in Debian's Chromium: Playwright cannot download its own browser here. Each
// worker starts its own server (tests/e2e/fixtures.ts), the first on E2E_PORT. A test spends much of
// its time waiting (for the server, a live update, an animation), so one worker per core keeps both busy;
// E2E_WORKERS=1 runs them one after another.
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));

export default defineConfig({
  testDir: 'tests/e2e',
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI has two cores for two workers, their two servers and two browsers: a step that takes seconds on its
  // own can take several times as long there, so the limits leave room for it (they catch a hang, not a
  // slow machine).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromiumSandbox: false,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
