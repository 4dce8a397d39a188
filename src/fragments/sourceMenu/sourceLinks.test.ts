// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FALLBACK_ORIGIN, publicSourceLink, sourceCopyPath, sourceEditPath } from './sourceLinks';

describe('source links (core.md 2)', () => {
  it("give a schedule's public link as {origin}/cadence/{id} and a playlist's as its page", () => {
    expect(publicSourceLink({ id: 'sch1', kind: 'schedule' }, 'https://app.test')).toBe('https://app.test/cadence/sch1');
    expect(publicSourceLink({ id: 'pl1', kind: 'playlist' }, 'https://app.test')).toBe('https://app.test/discover/music/pl1');
  });

  it("take the page's origin, or the fallback host when the origin is unknown", () => {
    expect(publicSourceLink({ id: 'sch1', kind: 'schedule' })).toBe(`${window.location.origin}/cadence/sch1`);
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { origin: 'null' }, configurable: true });
    try {
      expect(publicSourceLink({ id: 'sch1', kind: 'schedule' })).toBe(`${FALLBACK_ORIGIN}/cadence/sch1`);
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });

  it('edit at {url}/edit and duplicate at {url}/copy', () => {
    expect(sourceEditPath({ id: 'pl1', kind: 'playlist' })).toBe('/discover/music/pl1/edit');
    expect(sourceCopyPath({ id: 'sch1', kind: 'schedule' })).toBe('/discover/schedule/sch1/copy');
  });
});
