// Kept apart from ./checkout.ts so that the app's start-up, which clears it, loads no checkout rules.

/** Where the checkout keeps its progress for the browser session; selecting an account clears it (billing.md 4.7). */
export const CHECKOUT_STATE_KEY = 'cadence.checkout';
