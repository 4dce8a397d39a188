// Web tests: relay-test-utils' mock environment calls jest.fn, and where there is a DOM every render is
// cleaned up (unit tests without one skip loading React's testing library, a large share of their time).
import { afterEach, beforeEach, vi } from 'vitest';
import './cssEscape';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

if (typeof document !== 'undefined') {
  // Every test's visitor has already chosen (Accept all), so the consent modal (navigation.md 2.16)
  // stays out of every layout test; the consent tests clear the cookie to be asked as a new visitor is.
  const { CONSENT_COOKIE } = await import('../domain/engagement/consent');
  const chosen = () => (document.cookie = `${CONSENT_COOKIE}=3.acceptall; path=/`);
  chosen();
  beforeEach(chosen);
  const { cleanup, configure } = await import('@testing-library/react');
  // A lazy part (a dialog, a page's chunk) can take more than the default second to load when the whole
  // suite shares two cores; waiting longer only slows a test that is failing anyway.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
  });
}
