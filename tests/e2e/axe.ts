import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  // react-aria's live announcer (visually hidden, off the accessibility tree's landmarks) speaks labelled
  // messages through role=img nodes whose label axe cannot resolve; it is the library's, not a page's.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`), `axe on ${page.url()}`).toEqual([]);
}

/**
 * Waits until no animation that changes colours has run for 300 ms: an element fading in (the notifications
 * bar) or the theme's colours changing when the user's own theme arrives has a contrast it will not keep,
 * and axe measures whatever is on screen. Endless animations (skeletons) and geometry transitions (a
 * progress bar's width restarting every second) change no colour and never settle, so they do not count.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const geometry = new Set(['width', 'height', 'transform', 'left', 'right', 'top', 'bottom']);
    const changesColours = (animation: Animation) =>
      animation.playState === 'running' &&
      animation.effect?.getComputedTiming().iterations !== Infinity &&
      !(animation instanceof CSSTransition && geometry.has(animation.transitionProperty));
    let quietSince = performance.now();
    while (performance.now() - quietSince < 300) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const running = document.getAnimations().filter(changesColours);
      if (running.length) {
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        quietSince = performance.now();
      }
    }
  });
}
