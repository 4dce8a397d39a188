// What the home page says about the signed-in user's day and zones. Pure: the page passes in the time
// and the zone totals the server counted.

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** By the local hour: 05–11 morning, 12–17 afternoon, otherwise evening. */
export function greetingAt(date: Date): Greeting {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The zone states (SoundZoneState), most urgent first: the order the home page lists them in. */
export const ZONE_STATES = ['ERROR', 'INCOMPLETE', 'NOT_SETUP', 'OK'] as const;
export type ZoneState = (typeof ZONE_STATES)[number];

export interface ZoneStateCount {
  state: ZoneState;
  total: number;
}

/** The states that have zones, most urgent first; states this app does not know are left out. */
export function zoneStateCounts(totals: readonly { state: string; total: number }[]): ZoneStateCount[] {
  return ZONE_STATES.map((state) => ({ state, total: totals.filter((entry) => entry.state === state).reduce((sum, entry) => sum + entry.total, 0) })).filter((entry) => entry.total > 0);
}
