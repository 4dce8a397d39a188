import { describe, expect, it } from 'vitest';
import { desktopSoonUnsupported } from './desktopVersions';

describe('desktopSoonUnsupported', () => {
  it.each([
    ['desktop', '0.0.9', true],
    ['desktop', '0.1.0-beta.1', true],
    ['desktop', '0.1.0', false],
    ['desktop', '1.4.2', false],
    ['desktop', null, false],
    ['desktop', 'cadence-4.12', false],
    ['macos', '0.0.1', false],
    ['embedded', '0.0.1', false],
  ] as const)('a %s device at %s is soon unsupported: %s', (kind, appVersion, expected) => {
    expect(desktopSoonUnsupported({ kind, appVersion }, '0.1.0')).toBe(expected);
  });
});
