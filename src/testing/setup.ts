// Component tests: relay-test-utils' mock environment calls jest.fn, and every render is cleaned up.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import './cssEscape';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
});
