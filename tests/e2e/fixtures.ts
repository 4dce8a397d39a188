// Every e2e test runs against its worker's own server (./server.ts), and fails on an uncaught error in the
// page and on console errors the app did not expect.
import { expect, test as base } from '@playwright/test';
import { CONSENT_COOKIE } from '../../src/domain/engagement/consent';
import { startE2eServer } from './server';
import type { E2eServer } from './server';

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; pageErrors: string[]; consentChosen: boolean }, { e2eServer: E2eServer }>({
  e2eServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startE2eServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    // Starting it seeds the demo data, which takes longer than a test's own timeout allows.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.origin),
  // Every test's visitor has already chosen (Accept all), so the consent modal (navigation.md 2.16) is not in
  // the way; the consent tests turn this off to be asked as a new visitor is.
  consentChosen: [true, { option: true }],
  // As storage state, so the contexts a test opens itself (a second browser, a phone) start with it too.
  storageState: async ({ consentChosen, e2eServer }, use) => {
    const { hostname } = new URL(e2eServer.origin);
    await use(consentChosen ? { cookies: [{ name: CONSENT_COOKIE, value: '3.acceptall', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } : undefined);
  },
  // Console errors the browser itself logs in a test's scenario, which no code of ours can prevent.
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        // Chromium logs every 4xx/5xx answer as 'Failed to load resource'; the flows expect some (a used link).
        if (message.type() !== 'error' || text.startsWith('Failed to load resource')) return;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
