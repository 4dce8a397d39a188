import { describe, expect, it } from 'vitest';
import { encodeId } from '../domain/ids';
import { paddedIdSegment, padShortenedIds } from './ids';

const accountId = encodeId([{ kind: 'Account', intId: 1 }]);
const zoneId = encodeId([{ kind: 'SoundZone', intId: 5 }, { kind: 'Location', intId: 1 }, { kind: 'Account', intId: 1 }]);
const shortened = (id: string) => id.replace(/\.+$/, '');

describe('shortened ids in paths', () => {
  it('the fixtures need padding, and the zone id does not', () => {
    expect(accountId).toMatch(/[^.]\.$/);
    expect(zoneId.length % 4).toBe(0);
    expect(zoneId).not.toMatch(/\.$/);
  });

  it("pads an id of ours with '.' to a multiple of 4", () => {
    expect(paddedIdSegment(shortened(accountId))).toBe(accountId);
    const twoDots = encodeId([{ kind: 'Playlist', stringId: 'ab' }]);
    expect(twoDots).toMatch(/[^.]\.\.$/);
    expect(paddedIdSegment(shortened(twoDots))).toBe(twoDots);
  });

  it.each([
    ['an already padded id', accountId],
    ['an id needing no padding', zoneId],
    ['a word', 'player'],
    ['a word of base64 letters', 'zones'],
    ['a deep link', 'cadence:music:abc'],
    ['an empty segment', ''],
  ])('leaves %s alone', (_name, segment) => {
    expect(paddedIdSegment(segment)).toBeNull();
  });

  it('pads every shortened id of a path and keeps the rest', () => {
    expect(padShortenedIds(`/accounts/${shortened(accountId)}/zones/${zoneId}/player`)).toBe(`/accounts/${accountId}/zones/${zoneId}/player`);
    expect(padShortenedIds(`/accounts/${accountId}/zones`)).toBeNull();
    expect(padShortenedIds('/home')).toBeNull();
  });
});
