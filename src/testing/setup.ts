// Web tests: relay-test-utils' mock environment calls jest.fn, and where there is a DOM every render is
// cleaned up (unit tests without one skip loading React's testing library, a large share of their time).
import { afterEach, vi } from 'vitest';
import './cssEscape';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

if (typeof document !== 'undefined') {
  // Tests drive the page as automation does, so the consent modal (navigation.md 2.16) stays out of
  // every layout test; the consent tests turn this off to be asked as a visitor is.
  Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
