import { describe, expect, it } from 'vitest';
import { nextChangeAfter, presenceAt } from './behaviour';
import type { DeviceBehaviour } from './behaviour';

const MINUTE = 60_000;
const start = new Date('2026-11-22T12:00:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const intermittent = (cycleMinutes: number, offlineMinutes: number, phaseMinutes: number): DeviceBehaviour => ({
  kind: 'intermittent',
  cycleSeconds: cycleMinutes * 60,
  offlineSeconds: offlineMinutes * 60,
  phaseSeconds: phaseMinutes * 60,
});

/** Walks the device minute by minute for a day and lists the moments its presence changed. */
function changesOverADay(behaviour: DeviceBehaviour): { at: Date; online: boolean }[] {
  const changes: { at: Date; online: boolean }[] = [];
  let online = presenceAt(behaviour, start).online;
  for (let minute = 1; minute <= 24 * 60; minute++) {
    const now = presenceAt(behaviour, at(minute)).online;
    if (now !== online) changes.push({ at: at(minute), online: now });
    online = now;
  }
  return changes;
}

describe('simulated player behaviours', () => {
  it('keeps a steady, muted or deprecated player connected and a lost one away, without changes', () => {
    for (const kind of ['steady', 'muted', 'deprecated', 'lost'] as const) {
      expect(changesOverADay({ kind })).toEqual([]);
      expect(nextChangeAfter({ kind }, start)).toBeNull();
    }
    expect(presenceAt({ kind: 'steady' }, start)).toEqual({ online: true, muted: false, deprecated: false });
    expect(presenceAt({ kind: 'muted' }, start)).toEqual({ online: true, muted: true, deprecated: false });
    expect(presenceAt({ kind: 'deprecated' }, start)).toEqual({ online: true, muted: false, deprecated: true });
    expect(presenceAt({ kind: 'lost' }, start)).toEqual({ online: false, muted: false, deprecated: false });
  });

  it('drops an intermittent player for the first minutes of each cycle, shifted by its phase', () => {
    // 12:00 UTC is a whole number of 20-minute cycles from the epoch: with a 5-minute phase the drop-out runs 12:05 to 12:09.
    const behaviour = intermittent(20, 4, 5);
    expect(presenceAt(behaviour, at(4.99)).online).toBe(true);
    expect(presenceAt(behaviour, at(5)).online).toBe(false);
    expect(presenceAt(behaviour, at(8.99)).online).toBe(false);
    expect(presenceAt(behaviour, at(9)).online).toBe(true);
    expect(presenceAt(behaviour, at(25)).online).toBe(false);
  });

  it('changes an intermittent player exactly twice a cycle, each change alternating, at the moments nextChangeAfter names', () => {
    const behaviour = intermittent(20, 4, 5);
    const changes = changesOverADay(behaviour);
    expect(changes).toHaveLength(2 * 72);
    changes.forEach((change, i) => expect(change.online).toBe(i % 2 === 1));
    // Following nextChangeAfter from the start meets the same moments, one by one.
    const walked: Date[] = [];
    for (let next = nextChangeAfter(behaviour, start); next && next <= at(24 * 60); next = nextChangeAfter(behaviour, next)) walked.push(next);
    expect(walked).toEqual(changes.map((c) => c.at));
  });

  it('names the next change from any moment inside a cycle, on a whole second', () => {
    const behaviour = intermittent(60, 10, 0);
    expect(nextChangeAfter(behaviour, at(0))).toEqual(at(10));
    expect(nextChangeAfter(behaviour, new Date(at(3).getTime() + 1_500))).toEqual(at(10));
    expect(nextChangeAfter(behaviour, at(10))).toEqual(at(60));
    expect(nextChangeAfter(behaviour, at(59.5))).toEqual(at(60));
  });

  it('gives several devices their own schedules, the same on every computation', () => {
    const devices = [intermittent(20, 4, 5), intermittent(90, 12, 33), intermittent(240, 20, 17)];
    const first = devices.map(changesOverADay);
    expect(first.map((c) => c.length)).toEqual([144, 32, 12]);
    expect(devices.map(changesOverADay)).toEqual(first);
    // Before the epoch too (a phase larger than the time since it): the cycle position never goes negative.
    expect(presenceAt(intermittent(20, 4, 5), new Date(0)).online).toBe(true);
    expect(presenceAt(intermittent(20, 4, 5), new Date(5 * MINUTE)).online).toBe(false);
  });
});
