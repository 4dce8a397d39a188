// Rows whose zone stopped matching the list's filters while the list was open (its status changed).
// Taking such a row out at once would move every row below it under the user's pointer, so a row
// stays where it is, showing its new status and marked as out of the filter, for ROW_LEAVE_DELAY_MS;
// then it leaves, but only while the pointer is off the list and the focus is outside it (leaving the
// list lets the rows that are due go). A row whose zone matches again before it leaves stays.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';

/** How long a row that no longer matches stays before it may leave. */
export const ROW_LEAVE_DELAY_MS = 5000;

export interface RowsLeaving {
  /** Rows that have left the list. */
  left: ReadonlySet<string>;
  /** Handlers for the list element: where the pointer and the focus are. */
  listHandlers: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

export function useRowsLeaving(outOfFilter: readonly string[]): RowsLeaving {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const gone = useRef(left);
  /** Rows out of the filter that have not left yet, with when each went out. */
  const since = useRef(new Map<string, number>());
  const held = useRef({ pointer: false, focus: false });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const leave = useCallback(function leaveDue() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (held.current.pointer || held.current.focus) return;
    const now = Date.now();
    const due = [...since.current].filter(([, at]) => at + ROW_LEAVE_DELAY_MS <= now).map(([id]) => id);
    for (const id of due) since.current.delete(id);
    if (due.length) setLeft((gone.current = new Set([...gone.current, ...due])));
    const next = Math.min(...since.current.values());
    if (Number.isFinite(next)) timer.current = setTimeout(leaveDue, next + ROW_LEAVE_DELAY_MS - now);
  }, []);

  const key = outOfFilter.join('\n');
  useEffect(() => {
    const now = Date.now();
    const current = new Set(key ? key.split('\n') : []);
    for (const id of since.current.keys()) if (!current.has(id)) since.current.delete(id);
    for (const id of current) if (!since.current.has(id) && !gone.current.has(id)) since.current.set(id, now);
    leave();
  }, [key, leave]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const listHandlers = {
    onPointerEnter: () => void (held.current.pointer = true),
    onPointerLeave: () => {
      held.current.pointer = false;
      leave();
    },
    onFocus: () => void (held.current.focus = true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      held.current.focus = false;
      leave();
    },
  };
  return { left, listHandlers };
}
