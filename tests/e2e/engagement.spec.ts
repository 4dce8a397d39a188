// Engagement in a real browser: the cookie consent modal as a visitor in Stockholm meets it (navigation.md
// 2.16) and the score survey page's answer reaching the server (2.18).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './login';

test.describe('cookie consent', () => {
  // Stockholm is asked, by a new visitor without the consent cookie every other test starts with.
  test.use({ timezoneId: 'Europe/Stockholm', locale: 'sv-SE', consentChosen: false });

  test('asks in Swedish, and Accept all is kept across a reload', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Vi värnar om din integritet' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Godkänn alla' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cadence_consent')?.value).toBe('3.acceptall');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(dialog).toBeHidden();
  });

  test('Preferences saves the chosen level, and Reject all is kept too', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Inställningar' }).click();
    await dialog.getByRole('checkbox', { name: 'Analys' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Spara val' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cadence_consent')?.value).toBe('2.multichoice');

    await page.context().clearCookies();
    await page.reload();
    await page.getByRole('dialog').getByRole('button', { name: 'Avvisa alla' }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cadence_consent')?.value).toBe('1.rejectall');
  });
});

test('a score survey answer lands on the server', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/nps-survey?score=9');
  await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Tell us more' }).fill('The schedules save us time');
  const answer = page.waitForResponse((response) => response.url().includes('ShareFeedbackMutation'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await (await answer).json()) as { data?: { writeFeedback?: { feedbackId?: string } } };
  expect(body.data?.writeFeedback?.feedbackId).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a review' })).toBeVisible();
});

test('an incident on the status page shows as a toast with its link', async ({ page, e2eServer }) => {
  const file = join(e2eServer.dataDir, 'statuspage.json');
  writeFileSync(file, JSON.stringify({ incidents: [{ name: 'Players reconnect slowly', body: 'We are looking into it', shortlink: 'https://status.cadence.test/i/1' }] }));
  try {
    await page.goto('/login');
    const toast = page.getByRole('status').filter({ hasText: 'Players reconnect slowly' }).or(page.getByRole('alert').filter({ hasText: 'Players reconnect slowly' }));
    await expect(toast.first()).toBeVisible();
    await expect(toast.first().getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://status.cadence.test/i/1');
  } finally {
    writeFileSync(file, '{}');
  }
});
