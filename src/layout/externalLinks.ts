// Destinations outside the app that the user menu links to (navigation.md 2.8 'support (external)',
// 'store (external)'); the spec leaves the addresses open (DECISIONS.md: one named constant each).
export { SUPPORT_URL } from '../pages/errors/support';
export const STORE_URL = 'https://store.cadence.test';
