// The domain migration (navigation.md 2.9 start-up order, 7 '/migrator', 9), end to end in Chromium: a
// build made for a deployment moving from its old origin to a new one (VITE_DOMAIN_MIGRATION_SOURCE and
// _DESTINATION, which only a build sets), served by its own server, with 127.0.0.1 as the old origin and
// localhost as the new: the two are different sites to the browser, with their own storage and cookies,
// as two domains are. A visitor signed in on the old origin who opens the new one is sent to the old,
// which hands its saved data to /migrator and sends the visitor back to fetch it, and arrives signed in,
// with their consent, and the persistent success toast.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './login';
import { freePort, startE2eServer } from './server';
import type { E2eServer } from './server';

let server: E2eServer;
let distDir: string;
let port: number;
const source = () => `http://127.0.0.1:${port}`;
const destination = () => `http://localhost:${port}`;

// Playwright reads a hook's fixtures from its first parameter, which must be a pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  port = await freePort();
  distDir = mkdtempSync(join(tmpdir(), 'cadence-migration-dist-'));
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_DOMAIN_MIGRATION_SOURCE: source(), VITE_DOMAIN_MIGRATION_DESTINATION: destination() },
    // The build's warnings are the main build's; its error, if any, comes with the thrown error.
    stdio: 'pipe',
  });
  server = await startE2eServer(testInfo.parallelIndex, { port, env: { WEB_DIST_DIR: distDir } });
});

test.afterAll(async () => {
  await server?.stop();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

test('a visitor signed in on the old domain arrives signed in on the new one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${source()}/login`);
  await signIn(page, 'owner@cadence.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const oldSession = await page.evaluate(() => localStorage.getItem('cadence.session'));
  expect(oldSession).toBeTruthy();

  await page.goto(`${destination()}/home`);
  await expect(page.getByText('Welcome to our new address: your settings and session came with you.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${destination()}/home`);
  // Signed in here with the session from there; the consent chosen there came along, so nobody asks again.
  expect(await page.evaluate(() => localStorage.getItem('cadence.session'))).toBe(oldSession);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  expect((await page.context().cookies(destination())).map((cookie) => cookie.name)).toContain('cadence_consent');
  await expect(page.getByRole('dialog', { name: /cookie/i })).toHaveCount(0);

  // Once moved, the new domain stays where it is: no more round trips.
  await page.goto(`${destination()}/home`);
  await expect(page).toHaveURL(`${destination()}/home`);
  expect(await page.evaluate(() => localStorage.getItem('cadence.domainMigration'))).toBe('success');
});
