// Web tests: relay-test-utils' mock environment calls jest.fn, and where there is a DOM every render is
// cleaned up (unit tests without one skip loading React's testing library, a large share of their time).
import { afterEach, vi } from 'vitest';
import './cssEscape';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
