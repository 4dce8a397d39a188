// Whether a zone's subscription lets it play (billing.md 1, 4.3; core.md 'Playback'): paid until a
// future moment, or within a grace period; a cancelled subscription plays until paid_until; a paused one
// does not play until it resumes. And when that next changes, so watchers wake then (./subscriptions.ts).
import { nonZeroDate, zoneSubscription } from '../../src/domain/zoneStatus';
import type { ZoneSubscriptionFacts } from '../../src/domain/zoneStatus';

export interface ZoneLicence {
  licensed: boolean;
  /** When the licence next changes by itself (epoch ms): a pause ending or paid_until passing; null when none is due. */
  changesAt: number | null;
}

export function zoneLicence(zone: ZoneSubscriptionFacts, at: number): ZoneLicence {
  const now = new Date(at);
  const { isActive, state } = zoneSubscription(zone, now);
  const reactivateAt = nonZeroDate(zone.reactivateAt);
  const paidUntil = nonZeroDate(zone.paidUntil);
  const changesAt =
    state === 'PAUSED' && reactivateAt ? reactivateAt.getTime() : (state === 'ACTIVE' || state === 'CANCELLED') && paidUntil && !zone.gracePeriod ? paidUntil.getTime() : null;
  return { licensed: isActive, changesAt };
}
