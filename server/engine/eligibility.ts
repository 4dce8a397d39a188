// Which of a source's tracks a zone plays (core.md 9 'Track filtering', 'Market'): none blocked for the
// zone, none outside the zone's market ('ZZ' on either side means any country), no explicit track when
// the source overrides explicit off or the account filters explicit content, and none without length.
import type { SequenceTrack } from './sequence';

export const ANY_MARKET = 'ZZ';

export interface CatalogueTrack extends SequenceTrack {
  explicit: boolean;
  availableMarkets: readonly string[];
}

export interface ZonePlayRules {
  /** The zone's country (its location's iso_country), ANY_MARKET when unknown. */
  market: string;
  blockedTrackIds: ReadonlySet<string>;
  /** The account's filter_explicit setting. */
  filterExplicit: boolean;
  /** The source's own explicit override (a playlist's allowExplicit); null when it has none. */
  sourceAllowsExplicit: boolean | null;
}

export function isAvailableIn(track: Pick<CatalogueTrack, 'availableMarkets'>, market: string): boolean {
  return market === ANY_MARKET || track.availableMarkets.includes(ANY_MARKET) || track.availableMarkets.includes(market);
}

export function playsInZone(track: CatalogueTrack, rules: ZonePlayRules): boolean {
  if (track.durationMs <= 0 || rules.blockedTrackIds.has(track.id) || !isAvailableIn(track, rules.market)) return false;
  return !(track.explicit && (rules.filterExplicit || rules.sourceAllowsExplicit === false));
}

/** The source's tracks the zone plays, in the source's order. */
export function playableTracks<T extends CatalogueTrack>(tracks: readonly T[], rules: ZonePlayRules): T[] {
  return tracks.filter((track) => playsInZone(track, rules));
}
