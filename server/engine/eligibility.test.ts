import { describe, expect, it } from 'vitest';
import { playableTracks } from './eligibility';
import type { CatalogueTrack, ZonePlayRules } from './eligibility';

const track = (id: string, fields: Partial<CatalogueTrack> = {}): CatalogueTrack => ({ id, durationMs: 200_000, artistIds: ['a'], explicit: false, availableMarkets: ['SE', 'US'], ...fields });
const rules = (fields: Partial<ZonePlayRules> = {}): ZonePlayRules => ({ market: 'SE', blockedTrackIds: new Set(), filterExplicit: false, sourceAllowsExplicit: null, ...fields });
const ids = (tracks: CatalogueTrack[]) => tracks.map((t) => t.id);

describe("the tracks a zone plays of its source (core.md 9)", () => {
  it('leaves out the tracks blocked for the zone, keeping the order of the rest', () => {
    expect(ids(playableTracks([track('1'), track('2'), track('3')], rules({ blockedTrackIds: new Set(['2']) })))).toEqual(['1', '3']);
  });

  it("plays only tracks available in the zone's market, 'ZZ' meaning any", () => {
    const tracks = [track('se'), track('de', { availableMarkets: ['DE'] }), track('any', { availableMarkets: ['ZZ'] })];
    expect(ids(playableTracks(tracks, rules()))).toEqual(['se', 'any']);
    expect(ids(playableTracks(tracks, rules({ market: 'ZZ' })))).toEqual(['se', 'de', 'any']);
  });

  it('leaves out explicit tracks where the account filters them or the source overrides explicit off', () => {
    const tracks = [track('clean'), track('explicit', { explicit: true })];
    expect(ids(playableTracks(tracks, rules()))).toEqual(['clean', 'explicit']);
    expect(ids(playableTracks(tracks, rules({ filterExplicit: true })))).toEqual(['clean']);
    expect(ids(playableTracks(tracks, rules({ sourceAllowsExplicit: false })))).toEqual(['clean']);
    expect(ids(playableTracks(tracks, rules({ filterExplicit: true, sourceAllowsExplicit: true })))).toEqual(['clean']);
  });

  it('leaves out a track without length', () => {
    expect(ids(playableTracks([track('silent', { durationMs: 0 }), track('song')], rules()))).toEqual(['song']);
  });
});
