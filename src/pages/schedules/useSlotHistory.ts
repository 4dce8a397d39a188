// The editor's slots with their undo history (core.md 4 'Schedules': every action with undo). The slot
// operations return new arrays (src/domain/scheduleSlots.ts), so the history is the past arrays
// themselves; an edit that changes nothing leaves no step to undo.
import { useCallback, useState } from 'react';
import type { EditorSlot } from '../../domain/scheduleSlots';

/** Steps kept to undo; older ones are dropped, so a long session does not grow without bound. */
const HISTORY_LIMIT = 200;

interface History {
  slots: EditorSlot[];
  past: EditorSlot[][];
}

export function useSlotHistory(initial: EditorSlot[]) {
  const [history, setHistory] = useState<History>({ slots: initial, past: [] });
  const edit = useCallback((change: (slots: EditorSlot[]) => EditorSlot[]) => {
    setHistory(({ slots, past }) => {
      const next = change(slots);
      return sameSlots(next, slots) ? { slots, past } : { slots: next, past: [...past, slots].slice(-HISTORY_LIMIT) };
    });
  }, []);
  const undo = useCallback(() => setHistory(({ slots, past }) => (past.length ? { slots: past.at(-1)!, past: past.slice(0, -1) } : { slots, past })), []);
  return { slots: history.slots, edit, undo, canUndo: history.past.length > 0, changed: history.past.length > 0 };
}

function sameSlots(a: readonly EditorSlot[], b: readonly EditorSlot[]): boolean {
  return a.length === b.length && a.every((slot, i) => {
    const other = b[i]!;
    return slot.id === other.id && slot.start === other.start && slot.end === other.end && slot.collections.join() === other.collections.join();
  });
}
