// The slot arithmetic of the weekly schedule editor (core.md 4 'Schedules'). The editor holds slots as
// spans of the schedule week (scheduleWeek.ts), sorted, never overlapping, inside [0, WEEK_MS]; every
// edit returns a new array and leaves its input alone, so the editor can keep past arrays as its undo
// history.
//
// The spec's overlap rules: a new slot covering an existing slot removes it, a partial overlap trims
// the existing slot, a new slot placed inside another splits that one in two; growing or shrinking a
// slot stops at its neighbours. Moving a slot stops at its neighbours too, as a resize does: a slot
// never jumps over or pushes another, so a move cannot silently delete music the user placed.
//
// Edited edges snap to a quarter-hour grid counted from the week start (06:00 on the clock), and no
// edit leaves a slot shorter than the minimum: a trimmed remnant shorter than that is removed along
// with the part the new slot covers. Slots loaded from a stored schedule keep their exact times until
// an edit touches them.
import { WEEK_MS, recurrenceOf, weekInterval, weekProblems } from './scheduleWeek';
import type { SlotRecurrence, WeekInterval, WeekProblem } from './scheduleWeek';

/** The grid edited edges snap to, and the keyboard's step. */
export const SLOT_STEP_MS = 15 * 60_000;
/** The shortest slot an edit leaves. */
export const MIN_SLOT_MS = SLOT_STEP_MS;

/** A slot as the editor holds it: milliseconds since the week start (Sunday 06:00). */
export interface EditorSlot extends WeekInterval {
  id: string;
  /** Playlist and station ids, played together. */
  collections: string[];
}

/** A slot in its stored form: a weekly recurrence with its id and collections. */
export interface RecurringSlot extends SlotRecurrence {
  id: string;
  collections: string[];
}

export type SlotEdge = 'start' | 'end';
export type StepDirection = 'earlier' | 'later';

const snap = (ms: number) => Math.round(ms / SLOT_STEP_MS) * SLOT_STEP_MS;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The next grid line from a moment in a direction, so an off-grid edge steps onto the grid. */
const nextGridLine = (ms: number, direction: StepDirection) =>
  direction === 'later' ? Math.floor(ms / SLOT_STEP_MS) * SLOT_STEP_MS + SLOT_STEP_MS : Math.ceil(ms / SLOT_STEP_MS) * SLOT_STEP_MS - SLOT_STEP_MS;

/** The free span a slot may occupy: from its previous neighbour's end to its next one's start. */
function room(slots: readonly EditorSlot[], index: number): WeekInterval {
  return { start: slots[index - 1]?.end ?? 0, end: slots[index + 1]?.start ?? WEEK_MS };
}

function replaceAt(slots: readonly EditorSlot[], index: number, slot: EditorSlot): EditorSlot[] {
  return slots.map((existing, i) => (i === index ? slot : existing));
}

/** The parts of an existing slot left outside a new one; the first keeps its id, a second gets a new one. */
function remnants(slot: EditorSlot, cut: WeekInterval, newId: () => string): EditorSlot[] {
  const parts = [
    { start: slot.start, end: Math.min(slot.end, cut.start) },
    { start: Math.max(slot.start, cut.end), end: slot.end },
  ].filter((part) => part.end - part.start >= MIN_SLOT_MS);
  return parts.map((part, i) => ({ ...slot, ...part, id: i === 0 ? slot.id : newId() }));
}

/**
 * Places a new slot, snapped to the grid, inside the week and at least the minimum length, and makes
 * room for it by the spec's rules: slots it covers go, slots it overlaps are trimmed, a slot it lies
 * inside is split in two with the second part taking an id from newId.
 */
export function addSlot(slots: readonly EditorSlot[], newSlot: EditorSlot, newId: () => string): EditorSlot[] {
  const start = clamp(snap(newSlot.start), 0, WEEK_MS - MIN_SLOT_MS);
  const placed = { ...newSlot, start, end: clamp(snap(newSlot.end), start + MIN_SLOT_MS, WEEK_MS) };
  const kept = slots.flatMap((slot) => (slot.end <= placed.start || slot.start >= placed.end ? [slot] : remnants(slot, placed, newId)));
  return [...kept, placed].sort((a, b) => a.start - b.start);
}

/** Moves a slot to start at newStart (snapped), keeping its length; it stops at its neighbours and the week's bounds. */
export function moveSlot(slots: readonly EditorSlot[], id: string, newStart: number): EditorSlot[] {
  const index = slots.findIndex((slot) => slot.id === id);
  const slot = slots[index];
  if (!slot) return [...slots];
  const { start: low, end: high } = room(slots, index);
  const length = slot.end - slot.start;
  const start = clamp(snap(newStart), low, high - length);
  return replaceAt(slots, index, { ...slot, start, end: start + length });
}

/**
 * Moves one edge of a slot to a moment (snapped); it stops at the neighbours and the week's bounds and
 * never leaves the slot shorter than the minimum, or than it already was when loaded shorter.
 */
export function resizeSlot(slots: readonly EditorSlot[], id: string, edge: SlotEdge, to: number): EditorSlot[] {
  const index = slots.findIndex((slot) => slot.id === id);
  const slot = slots[index];
  if (!slot) return [...slots];
  const bounds = room(slots, index);
  const shortest = Math.min(MIN_SLOT_MS, slot.end - slot.start);
  const resized =
    edge === 'start' ? { ...slot, start: clamp(snap(to), bounds.start, slot.end - shortest) } : { ...slot, end: clamp(snap(to), slot.start + shortest, bounds.end) };
  return replaceAt(slots, index, resized);
}

export function removeSlot(slots: readonly EditorSlot[], id: string): EditorSlot[] {
  return slots.filter((slot) => slot.id !== id);
}

export function setCollections(slots: readonly EditorSlot[], id: string, collections: readonly string[]): EditorSlot[] {
  return slots.map((slot) => (slot.id === id ? { ...slot, collections: [...collections] } : slot));
}

/** The arrow keys: the slot moves to the next grid line earlier or later. */
export function nudgeSlot(slots: readonly EditorSlot[], id: string, direction: StepDirection): EditorSlot[] {
  const slot = slots.find((candidate) => candidate.id === id);
  return slot ? moveSlot(slots, id, nextGridLine(slot.start, direction)) : [...slots];
}

/** One edge of the slot steps to the next grid line earlier or later. */
export function nudgeSlotEdge(slots: readonly EditorSlot[], id: string, edge: SlotEdge, direction: StepDirection): EditorSlot[] {
  const slot = slots.find((candidate) => candidate.id === id);
  return slot ? resizeSlot(slots, id, edge, nextGridLine(slot[edge], direction)) : [...slots];
}

/** Grows a slot by one step at its end, the edge a keyboard user extends. */
export function growSlot(slots: readonly EditorSlot[], id: string): EditorSlot[] {
  return nudgeSlotEdge(slots, id, 'end', 'later');
}

/** Shrinks a slot by one step at its end. */
export function shrinkSlot(slots: readonly EditorSlot[], id: string): EditorSlot[] {
  return nudgeSlotEdge(slots, id, 'end', 'earlier');
}

/** The stored form of the editor's slots; a slot crossing a day boundary stays one long slot on its start day. */
export function toRecurrences(slots: readonly EditorSlot[]): RecurringSlot[] {
  return slots.map(({ id, collections, start, end }) => ({ id, collections: [...collections], ...recurrenceOf({ start, end }) }));
}

/** The editor's slots of a stored schedule, sorted; the week's problems instead when it is no valid week. */
export function fromRecurrences(recurrences: readonly RecurringSlot[]): { slots: EditorSlot[] } | { problems: WeekProblem[] } {
  const problems = weekProblems(recurrences);
  if (problems.length) return { problems };
  const slots = recurrences.map(({ id, collections, ...recurrence }) => ({ id, collections: [...collections], ...weekInterval(recurrence)! }));
  return { slots: slots.sort((a, b) => a.start - b.start) };
}
