import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, WEEK_MS, weekProblems } from './scheduleWeek';
import type { WeekInterval } from './scheduleWeek';
import {
  MIN_SLOT_MS,
  SLOT_STEP_MS,
  addSlot,
  fromRecurrences,
  growSlot,
  moveSlot,
  nudgeSlot,
  nudgeSlotEdge,
  removeSlot,
  resizeSlot,
  setCollections,
  shrinkSlot,
  toRecurrences,
} from './scheduleSlots';
import type { EditorSlot, RecurringSlot } from './scheduleSlots';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A moment of the week by weekday (0 is Sunday) and clock time; the week starts on Sunday at 06:00. */
const on = (day: number, hour: number, minute = 0) => day * DAY_MS + (hour - 6) * HOUR + minute * MINUTE;
const MONDAY = 1;
const slot = (id: string, start: number, end: number, collections = [`${id}-music`]): EditorSlot => ({ id, start, end, collections });
/** Ids new-1, new-2... in the order they are asked for. */
const idFactory = () => {
  let next = 0;
  return () => `new-${++next}`;
};
const noNewId = () => {
  throw new Error('no new id expected');
};
const spans = (slots: readonly EditorSlot[]) => slots.map(({ id, start, end }) => ({ id, start, end }));
const frozen = (slots: EditorSlot[]) => Object.freeze(slots.map((s) => Object.freeze({ ...s, collections: Object.freeze([...s.collections]) as string[] })));

const breakfast = slot('breakfast', on(MONDAY, 7), on(MONDAY, 10));
const lunch = slot('lunch', on(MONDAY, 11), on(MONDAY, 14));
const evening = slot('evening', on(MONDAY, 17), on(MONDAY, 22));
const monday = frozen([breakfast, lunch, evening]);

describe('adding a slot', () => {
  it('places it in an empty week and keeps slots it only touches', () => {
    expect(addSlot([], slot('new', on(MONDAY, 8), on(MONDAY, 9)), noNewId)).toEqual([slot('new', on(MONDAY, 8), on(MONDAY, 9))]);
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 10), on(MONDAY, 11)), noNewId))).toEqual([
      { id: 'breakfast', start: on(MONDAY, 7), end: on(MONDAY, 10) },
      { id: 'new', start: on(MONDAY, 10), end: on(MONDAY, 11) },
      { id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 14) },
      { id: 'evening', start: on(MONDAY, 17), end: on(MONDAY, 22) },
    ]);
  });

  it('removes an existing slot it covers, exactly or with room to spare', () => {
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 11), on(MONDAY, 14)), noNewId)).map((s) => s.id)).toEqual(['breakfast', 'new', 'evening']);
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 10, 30), on(MONDAY, 15)), noNewId)).map((s) => s.id)).toEqual(['breakfast', 'new', 'evening']);
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 6), on(MONDAY, 23)), noNewId)).map((s) => s.id)).toEqual(['new']);
  });

  it('trims an existing slot it overlaps at the slot’s end or start', () => {
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 9), on(MONDAY, 10, 30)), noNewId))).toEqual([
      { id: 'breakfast', start: on(MONDAY, 7), end: on(MONDAY, 9) },
      { id: 'new', start: on(MONDAY, 9), end: on(MONDAY, 10, 30) },
      { id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 14) },
      { id: 'evening', start: on(MONDAY, 17), end: on(MONDAY, 22) },
    ]);
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 15), on(MONDAY, 18)), noNewId)).slice(2)).toEqual([
      { id: 'new', start: on(MONDAY, 15), end: on(MONDAY, 18) },
      { id: 'evening', start: on(MONDAY, 18), end: on(MONDAY, 22) },
    ]);
  });

  it('trims, removes and trims again when it spans several slots', () => {
    expect(spans(addSlot(monday, slot('new', on(MONDAY, 9), on(MONDAY, 18)), noNewId))).toEqual([
      { id: 'breakfast', start: on(MONDAY, 7), end: on(MONDAY, 9) },
      { id: 'new', start: on(MONDAY, 9), end: on(MONDAY, 18) },
      { id: 'evening', start: on(MONDAY, 18), end: on(MONDAY, 22) },
    ]);
  });

  it('splits a slot it lies inside in two, both parts playing its collections, the second with a new id', () => {
    const result = addSlot(monday, slot('coffee', on(MONDAY, 12), on(MONDAY, 12, 30), ['coffee-music']), idFactory());
    expect(result).toEqual([
      breakfast,
      slot('lunch', on(MONDAY, 11), on(MONDAY, 12)),
      slot('coffee', on(MONDAY, 12), on(MONDAY, 12, 30), ['coffee-music']),
      slot('new-1', on(MONDAY, 12, 30), on(MONDAY, 14), ['lunch-music']),
      evening,
    ]);
    expect(result[1]!.collections).toEqual(result[3]!.collections);
  });

  it('snaps to the quarter-hour grid, stays inside the week and lasts at least the minimum', () => {
    expect(addSlot([], slot('new', on(MONDAY, 8, 7), on(MONDAY, 8, 10)), noNewId)).toEqual([slot('new', on(MONDAY, 8), on(MONDAY, 8, 15))]);
    expect(addSlot([], slot('new', on(MONDAY, 8, 8), on(MONDAY, 9, 53)), noNewId)).toEqual([slot('new', on(MONDAY, 8, 15), on(MONDAY, 10))]);
    expect(addSlot([], slot('new', -HOUR, HOUR), noNewId)).toEqual([slot('new', 0, HOUR)]);
    expect(addSlot([], slot('new', WEEK_MS - HOUR, WEEK_MS + HOUR), noNewId)).toEqual([slot('new', WEEK_MS - HOUR, WEEK_MS)]);
    expect(addSlot([], slot('new', WEEK_MS, WEEK_MS), noNewId)).toEqual([slot('new', WEEK_MS - MIN_SLOT_MS, WEEK_MS)]);
  });

  it('removes a remnant of a loaded off-grid slot that would be shorter than the minimum', () => {
    const loaded = [slot('loaded', on(MONDAY, 8, 7), on(MONDAY, 12))];
    expect(spans(addSlot(loaded, slot('new', on(MONDAY, 8, 15), on(MONDAY, 13)), noNewId))).toEqual([{ id: 'new', start: on(MONDAY, 8, 15), end: on(MONDAY, 13) }]);
    // Only the second part survives the split, so it keeps the slot's id.
    expect(spans(addSlot(loaded, slot('new', on(MONDAY, 8, 15), on(MONDAY, 9)), noNewId))).toEqual([
      { id: 'new', start: on(MONDAY, 8, 15), end: on(MONDAY, 9) },
      { id: 'loaded', start: on(MONDAY, 9), end: on(MONDAY, 12) },
    ]);
  });
});

describe('moving a slot', () => {
  it('keeps its length and snaps its start to the grid', () => {
    expect(spans(moveSlot(monday, 'lunch', on(MONDAY, 12, 8)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 12, 15), end: on(MONDAY, 15, 15) });
    expect(moveSlot(monday, 'lunch', on(MONDAY, 12))[1]!.collections).toEqual(['lunch-music']);
  });

  it('stops at its neighbours instead of overlapping or jumping over them', () => {
    expect(spans(moveSlot(monday, 'lunch', on(MONDAY, 9)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 10), end: on(MONDAY, 13) });
    expect(spans(moveSlot(monday, 'lunch', on(MONDAY, 16)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 14), end: on(MONDAY, 17) });
    expect(spans(moveSlot(monday, 'lunch', on(MONDAY, 23)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 14), end: on(MONDAY, 17) });
  });

  it('stays inside the week', () => {
    expect(spans(moveSlot(monday, 'breakfast', -DAY_MS))[0]).toEqual({ id: 'breakfast', start: 0, end: 3 * HOUR });
    expect(spans(moveSlot(monday, 'evening', WEEK_MS))[2]).toEqual({ id: 'evening', start: WEEK_MS - 5 * HOUR, end: WEEK_MS });
  });

  it('leaves the slots as they were when the slot is unknown', () => {
    expect(moveSlot(monday, 'gone', 0)).toEqual(monday);
  });
});

describe('resizing a slot', () => {
  it('moves the edge to the snapped moment', () => {
    expect(spans(resizeSlot(monday, 'lunch', 'end', on(MONDAY, 15, 20)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 15, 15) });
    expect(spans(resizeSlot(monday, 'lunch', 'start', on(MONDAY, 12, 40)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 12, 45), end: on(MONDAY, 14) });
  });

  it('stops growing at its neighbours and the week’s bounds', () => {
    expect(spans(resizeSlot(monday, 'lunch', 'start', on(MONDAY, 8)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 10), end: on(MONDAY, 14) });
    expect(spans(resizeSlot(monday, 'lunch', 'end', on(MONDAY, 20)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 17) });
    expect(spans(resizeSlot(monday, 'breakfast', 'start', -HOUR))[0]).toEqual({ id: 'breakfast', start: 0, end: on(MONDAY, 10) });
    expect(spans(resizeSlot(monday, 'evening', 'end', WEEK_MS + HOUR))[2]).toEqual({ id: 'evening', start: on(MONDAY, 17), end: WEEK_MS });
  });

  it('stops shrinking at the minimum length from either edge', () => {
    expect(spans(resizeSlot(monday, 'lunch', 'end', on(MONDAY, 9)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 11) + MIN_SLOT_MS });
    expect(spans(resizeSlot(monday, 'lunch', 'start', on(MONDAY, 16)))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 14) - MIN_SLOT_MS, end: on(MONDAY, 14) });
  });

  it('lets a loaded slot shorter than the minimum grow but not shrink', () => {
    const short = [slot('short', on(MONDAY, 8), on(MONDAY, 8, 5))];
    expect(spans(resizeSlot(short, 'short', 'end', on(MONDAY, 8)))).toEqual([{ id: 'short', start: on(MONDAY, 8), end: on(MONDAY, 8, 5) }]);
    expect(spans(resizeSlot(short, 'short', 'end', on(MONDAY, 9)))).toEqual([{ id: 'short', start: on(MONDAY, 8), end: on(MONDAY, 9) }]);
  });
});

describe('removing a slot and choosing its music', () => {
  it('removes only that slot', () => {
    expect(removeSlot(monday, 'lunch')).toEqual([breakfast, evening]);
    expect(removeSlot(monday, 'gone')).toEqual(monday);
  });

  it('sets the collections of that slot only, from a copy of the list', () => {
    const chosen = ['jazz', 'soul'];
    const result = setCollections(monday, 'lunch', chosen);
    chosen.push('later');
    expect(result.map((s) => s.collections)).toEqual([['breakfast-music'], ['jazz', 'soul'], ['evening-music']]);
  });
});

describe('the keyboard', () => {
  const withBrunch = [breakfast, slot('brunch', on(MONDAY, 10), on(MONDAY, 11))];

  it('nudges a slot one step earlier or later, stopping at its neighbours', () => {
    expect(spans(nudgeSlot(monday, 'lunch', 'later'))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 11, 15), end: on(MONDAY, 14, 15) });
    expect(spans(nudgeSlot(monday, 'lunch', 'earlier'))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 10, 45), end: on(MONDAY, 13, 45) });
    expect(spans(nudgeSlot(withBrunch, 'breakfast', 'later'))[0]).toEqual({ id: 'breakfast', start: on(MONDAY, 7), end: on(MONDAY, 10) });
    expect(spans(nudgeSlot(withBrunch, 'brunch', 'earlier'))[1]).toEqual({ id: 'brunch', start: on(MONDAY, 10), end: on(MONDAY, 11) });
  });

  it('nudges an off-grid slot onto the next grid line in that direction', () => {
    const loaded = [slot('loaded', on(MONDAY, 8, 7), on(MONDAY, 9, 7))];
    expect(spans(nudgeSlot(loaded, 'loaded', 'later'))).toEqual([{ id: 'loaded', start: on(MONDAY, 8, 15), end: on(MONDAY, 9, 15) }]);
    expect(spans(nudgeSlot(loaded, 'loaded', 'earlier'))).toEqual([{ id: 'loaded', start: on(MONDAY, 8), end: on(MONDAY, 9) }]);
    expect(spans(nudgeSlotEdge(loaded, 'loaded', 'end', 'earlier'))).toEqual([{ id: 'loaded', start: on(MONDAY, 8, 7), end: on(MONDAY, 9) }]);
  });

  it('grows and shrinks a slot by one step at its end, and moves its start edge by one step', () => {
    expect(spans(growSlot(monday, 'lunch'))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 14, 15) });
    expect(spans(shrinkSlot(monday, 'lunch'))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 11), end: on(MONDAY, 13, 45) });
    expect(spans(nudgeSlotEdge(monday, 'lunch', 'start', 'earlier'))[1]).toEqual({ id: 'lunch', start: on(MONDAY, 10, 45), end: on(MONDAY, 14) });
    expect(spans(growSlot(withBrunch, 'breakfast'))[0]).toEqual({ id: 'breakfast', start: on(MONDAY, 7), end: on(MONDAY, 10) });
    const shortest = [slot('quick', on(MONDAY, 8), on(MONDAY, 8) + MIN_SLOT_MS)];
    expect(shrinkSlot(shortest, 'quick')).toEqual(shortest);
  });

  it('leaves the slots as they were when the slot is unknown', () => {
    expect(nudgeSlot(monday, 'gone', 'later')).toEqual(monday);
    expect(nudgeSlotEdge(monday, 'gone', 'end', 'later')).toEqual(monday);
  });
});

describe('the stored form', () => {
  it('keeps a slot crossing midnight as one long slot on its start day', () => {
    const lateNight = slot('late', on(MONDAY, 22), on(MONDAY + 1, 8), ['night']);
    expect(toRecurrences([lateNight])).toEqual([{ id: 'late', collections: ['night'], dtstart: '220000', durationMs: 10 * HOUR, rrule: 'FREQ=WEEKLY;BYDAY=MO' }]);
  });

  it('puts the last hours of the week on Sunday before 06:00', () => {
    expect(toRecurrences([slot('last', WEEK_MS - HOUR, WEEK_MS, ['night'])])).toEqual([{ id: 'last', collections: ['night'], dtstart: '050000', durationMs: HOUR, rrule: 'FREQ=WEEKLY;BYDAY=SU' }]);
  });

  it('reads stored slots in week order and refuses a schedule that is no valid week', () => {
    const stored: RecurringSlot[] = [
      { id: 'b', collections: ['x'], dtstart: '120000', durationMs: HOUR, rrule: 'FREQ=WEEKLY;BYDAY=TU' },
      { id: 'a', collections: ['y'], dtstart: '083005', durationMs: HOUR, rrule: 'FREQ=WEEKLY;BYDAY=MO' },
    ];
    expect(fromRecurrences(stored)).toEqual({
      slots: [slot('a', on(MONDAY, 8, 30) + 5000, on(MONDAY, 9, 30) + 5000, ['y']), slot('b', on(MONDAY + 1, 12), on(MONDAY + 1, 13), ['x'])],
    });
    expect(fromRecurrences([...stored, { id: 'c', collections: ['z'], dtstart: '123000', durationMs: HOUR, rrule: 'FREQ=WEEKLY;BYDAY=TU' }])).toEqual({
      problems: [{ kind: 'overlap', index: 2, other: 0 }],
    });
  });
});

// Random edit sequences. Edit moments are arbitrary milliseconds around the week, so snapping and
// clamping are exercised; slots are picked by position so most edits hit an existing one.
const moment = fc.integer({ min: -DAY_MS, max: WEEK_MS + DAY_MS });
const pick = fc.nat({ max: 30 });
const edge = fc.constantFrom('start' as const, 'end' as const);
const direction = fc.constantFrom('earlier' as const, 'later' as const);
const edit = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('add' as const), start: moment, length: fc.integer({ min: 0, max: 2 * DAY_MS }) }), weight: 4 },
  fc.record({ kind: fc.constant('move' as const), pick, to: moment }),
  fc.record({ kind: fc.constant('resize' as const), pick, edge, to: moment }),
  fc.record({ kind: fc.constant('remove' as const), pick }),
  fc.record({ kind: fc.constant('collections' as const), pick, collections: fc.array(fc.string(), { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('nudge' as const), pick, direction }),
  fc.record({ kind: fc.constant('nudgeEdge' as const), pick, edge, direction }),
);

const covered = (slots: readonly WeekInterval[]) => slots.reduce((total, s) => total + s.end - s.start, 0);
const overlap = (slots: readonly WeekInterval[], span: WeekInterval) =>
  slots.reduce((total, s) => total + Math.max(0, Math.min(s.end, span.end) - Math.max(s.start, span.start)), 0);

function expectValidWeek(slots: readonly EditorSlot[]) {
  slots.forEach((s, i) => {
    expect(s.end - s.start).toBeGreaterThanOrEqual(MIN_SLOT_MS);
    expect(s.start % SLOT_STEP_MS).toBe(0);
    expect(s.end % SLOT_STEP_MS).toBe(0);
    if (i > 0) expect(s.start).toBeGreaterThanOrEqual(slots[i - 1]!.end);
  });
  expect(slots[0]?.start ?? 0).toBeGreaterThanOrEqual(0);
  expect(slots.at(-1)?.end ?? 0).toBeLessThanOrEqual(WEEK_MS);
  expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length);
}

describe('any sequence of edits', () => {
  it('keeps the slots sorted, apart, on the grid, inside the week and at least the minimum, changing coverage only by the edit and never touching the input', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), (edits) => {
        const newId = idFactory();
        let slots: readonly EditorSlot[] = [];
        for (const e of edits) {
          const before = frozen([...slots]);
          const target = e.kind === 'add' ? undefined : before[e.pick % Math.max(1, before.length)];
          const id = target?.id ?? 'none';
          const others = before.filter((s) => s.id !== id);
          let after: EditorSlot[];
          switch (e.kind) {
            case 'add': {
              const added = slot(newId(), e.start, e.start + e.length);
              after = addSlot(before, added, newId);
              const placed = after.find((s) => s.id === added.id)!;
              // Coverage grows by exactly the part of the new slot that was free...
              expect(covered(after)).toBe(covered(before) + (placed.end - placed.start) - overlap(before, placed));
              // ...and everything outside it plays what it played before, in slots of its own.
              for (const s of before) {
                const outside = [
                  { start: s.start, end: Math.min(s.end, placed.start) },
                  { start: Math.max(s.start, placed.end), end: s.end },
                ].filter((part) => part.end > part.start);
                outside.forEach((part) => expect(after).toContainEqual(expect.objectContaining({ ...part, collections: s.collections })));
              }
              break;
            }
            case 'move':
            case 'nudge':
              after = e.kind === 'move' ? moveSlot(before, id, e.to) : nudgeSlot(before, id, e.direction);
              if (target) {
                const moved = after.find((s) => s.id === id)!;
                expect(moved.end - moved.start).toBe(target.end - target.start);
              }
              expect(covered(after)).toBe(covered(before));
              break;
            case 'resize':
            case 'nudgeEdge': {
              after = e.kind === 'resize' ? resizeSlot(before, id, e.edge, e.to) : nudgeSlotEdge(before, id, e.edge, e.direction);
              const resized = after.find((s) => s.id === id);
              if (target && resized) expect(resized[e.edge === 'start' ? 'end' : 'start']).toBe(target[e.edge === 'start' ? 'end' : 'start']);
              expect(covered(after)).toBe(covered(before) - covered(target ? [target] : []) + covered(resized ? [resized] : []));
              break;
            }
            case 'remove':
              after = removeSlot(before, id);
              expect(covered(after)).toBe(covered(before) - covered(target ? [target] : []));
              break;
            case 'collections':
              after = setCollections(before, id, e.collections);
              if (target) expect(after.find((s) => s.id === id)!.collections).toEqual(e.collections);
              expect(covered(after)).toBe(covered(before));
              break;
          }
          expectValidWeek(after);
          // Edits other than adding touch only their own slot.
          if (e.kind !== 'add') expect(after.filter((s) => s.id !== id)).toEqual(others);
          expect(after).not.toBe(before);
          slots = after;
        }
      }),
    );
  });

  it('stores slots the server accepts and reads them back as they were', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ start: moment, length: fc.integer({ min: 0, max: 2 * DAY_MS }) }), { maxLength: 15 }), (drawn) => {
        const newId = idFactory();
        const slots = drawn.reduce<EditorSlot[]>((week, { start, length }) => addSlot(week, slot(newId(), start, start + length), newId), []);
        const stored = toRecurrences(slots);
        expect(weekProblems(stored)).toEqual([]);
        expect(fromRecurrences(stored)).toEqual({ slots });
      }),
    );
  });
});
