// Administration (navigation.md 2.4, 2.9, 2.10, 2.11): an owner saves the account's SAML organisation on
// the SAML settings page (a bad slug refused with the spec's message and the input kept) and sees what to
// set the IdP up with; a visitor signs up as a partner, answers the partner onboarding and lands in the
// partner portal. The pages pass axe.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD, signIn } from './login';

test('an owner saves the SAML organisation and sees the service provider details', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/settings/overview');
  await page.getByRole('link', { name: 'Single sign-on (SAML)' }).click();
  await expect(page).toHaveURL(/\/settings\/saml$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on (SAML)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About the Single sign-on add-on' })).toBeVisible();
  await expectAccessible(page);

  const slug = page.getByRole('textbox', { name: 'Organisation slug' });
  await slug.fill('Lumen Staff');
  await page.getByRole('textbox', { name: 'Organisation name' }).fill('Café Lumen staff');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use lowercase letters, digits and hyphens, starting with a letter or digit')).toBeVisible();
  await expect(slug).toHaveValue('Lumen Staff');
  await expect(slug).toBeFocused();

  const chosen = `lumen-${Date.now().toString(36)}`;
  await slug.fill(chosen);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The SAML settings are saved.')).toBeVisible();
  const provider = page.getByRole('region', { name: 'Set up your IdP with' });
  await expect(provider.getByText(new RegExp(`/auth/saml/${chosen}/acs$`))).toBeVisible();
  await expect(provider.getByText(new RegExp(`/login/saml/${chosen}$`))).toBeVisible();
  await expectAccessible(page);

  // Saved on the server: a new visit shows it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Organisation slug' })).toHaveValue(chosen);
});

test('a visitor signs up as a partner and reaches the partner portal', async ({ page }) => {
  const email = `partner-${Date.now().toString(36)}@cadence.test`;
  await page.goto('/partner-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Cadence partner' })).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Aurora Sound Partners');
  await page.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Sweden' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Street address' }).fill('Drottninggatan 5');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('111 51');
  await page.getByRole('textbox', { name: 'City' }).fill('Stockholm');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Astrid Partner');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/accounts\/[^/]+\/onboarding/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Aurora Sound Partners' })).toBeVisible();
  // The terms accepted at signup are the account's (navigation.md 4 'Terms and no-account modals'): not asked again.
  await expect(page.getByRole('dialog', { name: 'Our terms have changed' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByText('Reseller', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Reseller' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How big is your business?' })).toBeVisible();
  await page.getByText('11 to 50', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '11 to 50' })).toBeChecked();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/partner-portal\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Sound Partners: customers' })).toBeVisible();
  await expectAccessible(page);
});
