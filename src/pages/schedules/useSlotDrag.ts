// Pointer editing of the week (core.md 4 'Schedules'): dragging on a day draws a new slot, dragging a
// slot moves it, dragging its top or bottom edge resizes it. The slots being dragged are a preview
// computed from those at the drag's start, so the whole drag is one edit (one undo step), and every
// step goes through the slot arithmetic with its overlap rules.
import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { DAY_MS, WEEK_DAYS } from '../../domain/scheduleWeek';
import { SLOT_STEP_MS, moveSlot, resizeSlot } from '../../domain/scheduleSlots';
import type { EditorSlot, SlotEdge } from '../../domain/scheduleSlots';

/** A press that moves less than this stays a press: it opens the slot, not moves it. */
const DRAG_THRESHOLD_PX = 4;
/** A new slot drawn by a mere press on a day lasts an hour. */
const PRESSED_SLOT_MS = 4 * SLOT_STEP_MS;

type Drag =
  | { kind: 'create'; from: number; to: number }
  | { kind: 'move'; id: string; offset: number; x: number; y: number; dragged: boolean; preview: EditorSlot[] }
  | { kind: 'resize'; id: string; edge: SlotEdge; preview: EditorSlot[] };

export interface SlotDragHandlers {
  /** The edit a finished drag makes, given the slots it started from. */
  onEdit: (change: (slots: EditorSlot[]) => EditorSlot[]) => void;
  onCreate: (interval: { start: number; end: number }) => void;
  /** A slot pressed without dragging. */
  onPress: (id: string) => void;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export function useSlotDrag(canvas: RefObject<HTMLElement | null>, slots: EditorSlot[], handlers: SlotDragHandlers) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const base = useRef(slots);

  /** The moment of the week under the pointer: its day column, then its height in that column. */
  const weekMsAt = (event: ReactPointerEvent) => {
    const rect = canvas.current!.getBoundingClientRect();
    const day = clamp(Math.floor(((event.clientX - rect.left) / rect.width) * WEEK_DAYS.length), 0, WEEK_DAYS.length - 1);
    return day * DAY_MS + clamp((event.clientY - rect.top) / rect.height, 0, 1) * DAY_MS;
  };

  const capture = (event: ReactPointerEvent) => {
    if (event.button !== 0) return false;
    event.preventDefault();
    canvas.current!.setPointerCapture(event.pointerId);
    base.current = slots;
    return true;
  };

  const startCreate = (event: ReactPointerEvent) => {
    if (!capture(event)) return;
    const at = weekMsAt(event);
    setDrag({ kind: 'create', from: at, to: at });
  };

  const startMove = (event: ReactPointerEvent, slot: EditorSlot) => {
    event.stopPropagation();
    // The press keeps no default (it would select text), so the slot takes the focus itself: the
    // keyboard can go on from the slot the pointer picked.
    if (event.currentTarget instanceof HTMLButtonElement) event.currentTarget.focus();
    if (!capture(event)) return;
    setDrag({ kind: 'move', id: slot.id, offset: weekMsAt(event) - slot.start, x: event.clientX, y: event.clientY, dragged: false, preview: slots });
  };

  const startResize = (event: ReactPointerEvent, slot: EditorSlot, edge: SlotEdge) => {
    event.stopPropagation();
    if (capture(event)) setDrag({ kind: 'resize', id: slot.id, edge, preview: slots });
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    if (!drag) return;
    const at = weekMsAt(event);
    if (drag.kind === 'create') setDrag({ ...drag, to: at });
    else if (drag.kind === 'resize') setDrag({ ...drag, preview: resizeSlot(base.current, drag.id, drag.edge, at) });
    else {
      const dragged = drag.dragged || Math.hypot(event.clientX - drag.x, event.clientY - drag.y) >= DRAG_THRESHOLD_PX;
      setDrag({ ...drag, dragged, preview: dragged ? moveSlot(base.current, drag.id, at - drag.offset) : drag.preview });
    }
  };

  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    if (drag.kind === 'create') {
      const start = Math.min(drag.from, drag.to);
      const end = Math.max(drag.from, drag.to);
      handlers.onCreate({ start, end: end - start < SLOT_STEP_MS ? start + PRESSED_SLOT_MS : end });
    } else if (drag.kind === 'move' && !drag.dragged) handlers.onPress(drag.id);
    else {
      const { preview } = drag;
      handlers.onEdit(() => preview);
    }
  };

  const creating = drag?.kind === 'create' ? { start: Math.min(drag.from, drag.to), end: Math.max(drag.from, drag.to) } : null;
  return {
    /** The slots as the drag would leave them. */
    shown: drag && drag.kind !== 'create' ? drag.preview : slots,
    creating,
    startCreate,
    startMove,
    startResize,
    canvasHandlers: { onPointerMove, onPointerUp, onPointerCancel: () => setDrag(null) },
  };
}
