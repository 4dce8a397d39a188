import type { Page } from '@playwright/test';

/** The payment provider stand-in's card that is authorised without a challenge. */
export const AUTHORISED_CARD = '4111 1111 4555 1142';

export interface Card {
  holder: string;
  number: string;
}

/** Fills the Pay by card form: the card, an expiry three years ahead and the stand-in's security code. */
export async function fillCard(page: Page, card: Card): Promise<void> {
  await page.getByRole('textbox', { name: 'Name on card' }).fill(card.holder);
  await page.getByRole('textbox', { name: 'Card number' }).fill(card.number);
  await page.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('03');
  await page.getByRole('textbox', { name: 'Expiry year (YYYY)' }).fill(String(new Date().getFullYear() + 3));
  await page.getByRole('textbox', { name: 'Security code' }).fill('737');
}
