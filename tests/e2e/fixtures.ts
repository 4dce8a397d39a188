// Every e2e test fails on an uncaught error in the page, and on console errors the app did not expect.
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; pageErrors: string[] }>({
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
