import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // react-aria's live announcer (visually hidden, off the accessibility tree's landmarks) speaks labelled
  // messages through role=img nodes whose label axe cannot resolve; it is the library's, not a page's.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`), `axe on ${page.url()}`).toEqual([]);
}
