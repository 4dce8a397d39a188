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
