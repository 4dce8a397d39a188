// Users and access (navigation.md 2.4 /settings/users, core.md 3 'Membership (ACL) and invitee'): an owner
// invites a location user limited to one location; the invitee opens the invitation mail from the outbox
// stand-in, creates their user and sees only that location's zones; the owner then finds them among the
// location users and removes them after the confirmation. The pages pass axe.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './login';
import type { Page } from '@playwright/test';

/** Logs in on the login page, allowing a busy machine the time the password hash takes. */
async function logIn(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
}

test('an owner invites a location user, who joins and sees one location; the owner removes them', async ({ page, request }) => {
  test.setTimeout(300_000);
  const email = `lotta-${Date.now().toString(36)}@cadence.test`;
  await page.goto('/login');
  await logIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/settings/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account members' }).getByText('(you)')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Invite a user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  // react-aria's radios and checkboxes are visually hidden inputs: the user presses their labels.
  await page.getByRole('radiogroup', { name: 'Access' }).getByText('Only chosen locations (a location user)').click();
  const locations = page.getByRole('group', { name: 'Locations' });
  const names = (await locations.locator('label').allTextContents()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(1);
  const [chosen, other] = names as [string, string];
  await locations.getByText(chosen, { exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(pending.getByText(`Locations: ${chosen}`)).toBeVisible();

  // The invitee, in the same browser after the owner logs out.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  const mails = (await (await request.get(`/stand-in/mail/messages?to=${encodeURIComponent(email)}&kind=invitation`)).json()) as { text: string }[];
  const link = /https?:\/\/\S+\/invitation\/\S+/.exec(mails[0]!.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Join an account on Cadence' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Lotta Lindqvist');
  await page.getByLabel('Password', { exact: true }).fill('lotta-secret');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Create user and join/ }).click();
  await expect(page).toHaveURL(/\/zones(\?|$)/, { timeout: 60_000 });
  const zoneLocations = page.locator('.zone-list__location-name');
  await expect(zoneLocations.first()).toBeVisible({ timeout: 60_000 });
  expect(new Set((await zoneLocations.allTextContents()).map((name) => name.trim()))).toEqual(new Set([chosen]));
  await expect(page.getByRole('main').getByText(other, { exact: true })).toHaveCount(0);

  // The owner finds the new location user and removes them.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/settings/users');
  const locationUsers = page.getByRole('region', { name: 'Location users' });
  await expect(locationUsers.getByText('Lotta Lindqvist')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(email)).toHaveCount(0);
  await locationUsers.getByRole('button', { name: 'Remove Lotta Lindqvist' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Remove Lotta Lindqvist?' });
  await expect(confirmation).toBeVisible();
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Lotta Lindqvist was removed')).toBeVisible();
  await expect(locationUsers.getByText('Lotta Lindqvist')).toHaveCount(0);
});
