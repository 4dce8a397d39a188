import { describe, expect, it } from 'vitest';
import { ACCOUNT_REDIRECTS, SIGNUP_REDIRECTS, TOP_LEVEL_REDIRECTS, redirectHref } from './redirects';
import type { RedirectRule } from './redirects';

const rule = (to: string): RedirectRule => ({ path: 'x', to: () => to });
const from = (search: string, hash = '') => ({ search, hash });

describe('redirect targets', () => {
  it("keep the request's search parameters and hash", () => {
    expect(redirectHref(rule('/home'), {}, from('?utm_source=mail&tags=a&tags=b', '#top'))).toBe('/home?utm_source=mail&tags=a&tags=b#top');
  });

  it("the target's own search parameters win", () => {
    expect(redirectHref(rule('/library?filter=playlists'), {}, from('?filter=schedules&q=jazz'))).toBe('/library?filter=playlists&q=jazz');
  });

  it("the target's own hash wins", () => {
    expect(redirectHref(rule('/a#b'), {}, from('', '#c'))).toBe('/a#b');
  });

  it('no target when the condition does not hold', () => {
    expect(redirectHref({ path: 'x', to: () => null }, {}, from(''))).toBeNull();
  });

  it("escape parameters again, '/' of a splat kept", () => {
    const discoverMusic = TOP_LEVEL_REDIRECTS.find((r) => r.path === 'discover-music/*')!;
    expect(redirectHref(discoverMusic, { '*': 'a b/c' }, from(''))).toBe('/discover/a%20b/c');
    const music = ACCOUNT_REDIRECTS.find((r) => r.path === 'your-music/playlists/:musicId')!;
    expect(redirectHref(music, { accountId: 'A', musicId: 'x/y' }, from(''))).toBe('/discover/music/x%2Fy');
  });

  it("sends a schedule's public link, {origin}/cadence/{id}, to its page", () => {
    const publicLink = TOP_LEVEL_REDIRECTS.find((r) => r.path === 'cadence/:id')!;
    expect(redirectHref(publicLink, { id: 'U2No/x' }, from(''))).toBe('/discover/schedule/U2No%2Fx');
  });

  it('every rule has a path or is an index', () => {
    for (const r of [...TOP_LEVEL_REDIRECTS, ...ACCOUNT_REDIRECTS, ...SIGNUP_REDIRECTS]) expect(Boolean(r.index) !== Boolean(r.path)).toBe(true);
  });
});
