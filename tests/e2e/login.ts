import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'cadence-demo';

/** Signs in on the login page the browser is on. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The id the server gives an account of the demo seed ('Account,,3/' is the third account). */
export function demoAccountId(index: number): string {
  return Buffer.from(`Account,,${index}/`).toString('base64url').padEnd(Math.ceil(`Account,,${index}/`.length / 3) * 4, '.');
}

/** The signed-in session of the page: its access token and the account it has selected, as the app stores them. */
export async function signedInSession(page: Page): Promise<{ token: string; accountId: string }> {
  return page.evaluate(() => ({
    token: (JSON.parse(localStorage.getItem('cadence.session') ?? '{}') as { token: string }).token,
    accountId: (JSON.parse(localStorage.getItem('cadence.selectedAccount') ?? '{}') as { accountId: string }).accountId,
  }));
}
