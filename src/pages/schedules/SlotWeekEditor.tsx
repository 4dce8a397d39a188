// The editable week (core.md 4 'Schedules'): seven day columns from 06:00 to 06:00, each slot placed
// at its hours. Every edit is by pointer (useSlotDrag) and by keyboard on the focused slot, and goes
// through the slot arithmetic (src/domain/scheduleSlots.ts), which applies the spec's overlap rules.
// The slots are one layer over all columns, keyed by id, so a slot keeps its focus while the keyboard
// moves it from one day to the next.
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, WEEK_DAYS, daySegments } from '../../domain/scheduleWeek';
import { moveSlot, nudgeSlot, nudgeSlotEdge, removeSlot } from '../../domain/scheduleSlots';
import type { EditorSlot } from '../../domain/scheduleSlots';
import { useSlotDrag } from './useSlotDrag';
import type { SlotDragHandlers } from './useSlotDrag';
import type { useSlotText } from './useSlotText';
import './SlotWeekEditor.css';

/** Hours marked down the side of the week. */
const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21].map((hours) => hours * 3_600_000);

export interface SlotWeekEditorProps extends SlotDragHandlers {
  slots: EditorSlot[];
  text: ReturnType<typeof useSlotText>;
  /** Slots that cannot be saved yet (no playlists). */
  incomplete: ReadonlySet<string>;
  /** After the keyboard removed a slot: its focus has nowhere to stay. */
  onRemoved: () => void;
  color: string;
}

const place = (dayIndex: number, start: number, end: number) => ({
  left: `calc(${dayIndex} * 100% / ${WEEK_DAYS.length})`,
  top: `${(start / DAY_MS) * 100}%`,
  height: `${((end - start) / DAY_MS) * 100}%`,
});

export function SlotWeekEditor({ slots, text, incomplete, onRemoved, color, ...handlers }: SlotWeekEditorProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const { shown, creating, startCreate, startMove, startResize, canvasHandlers } = useSlotDrag(canvas, slots, handlers);

  const onSlotKey = (event: KeyboardEvent, slot: EditorSlot) => {
    const change = slotKeyEdit(event, slot);
    if (change === 'open') handlers.onPress(slot.id);
    else if (change) handlers.onEdit(change);
    else return;
    event.preventDefault();
    if (event.key === 'Delete' || event.key === 'Backspace') onRemoved();
  };

  return (
    <div className="slot-week" style={{ '--slot-color': color } as React.CSSProperties}>
      <div className="slot-week__days" aria-hidden="true">
        {text.days.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <ol className="slot-week__hours" aria-hidden="true">
        {HOUR_MARKS.map((mark) => (
          <li key={mark} style={{ top: `${(mark / DAY_MS) * 100}%` }}>
            {text.time(mark)}
          </li>
        ))}
      </ol>
      <div ref={canvas} className="slot-week__canvas" onPointerDown={startCreate} {...canvasHandlers}>
        {WEEK_DAYS.map((day) => (
          <div key={day} className="slot-week__column" />
        ))}
        {creating && daySegments(creating).map((part) => <div key={part.dayIndex} className="slot-week__ghost" style={place(part.dayIndex, part.start, part.end)} />)}
        <ul className="slot-week__slots" aria-label={t('scheduleEditor.week')}>
          {shown.map((slot) => {
            const parts = daySegments(slot);
            return (
              <li key={slot.id}>
                {parts.map((part, index) => {
                  const first = index === 0;
                  const last = index === parts.length - 1;
                  const content = (
                    <>
                      {first && <span className="slot-week__handle slot-week__handle--start" onPointerDown={(event) => startResize(event, slot, 'start')} />}
                      <span className="slot-week__time">{text.hours(slot)}</span>
                      <span className="slot-week__playlists">{text.playlists(slot)}</span>
                      {last && <span className="slot-week__handle slot-week__handle--end" onPointerDown={(event) => startResize(event, slot, 'end')} />}
                    </>
                  );
                  const common = {
                    className: 'slot-week__slot',
                    style: place(part.dayIndex, part.start, part.end),
                    'data-incomplete': incomplete.has(slot.id) || undefined,
                    onPointerDown: (event: React.PointerEvent) => startMove(event, slot),
                  };
                  // A slot crossing midnight at 06:00 shows in two columns; only its first part is the control.
                  return first ? (
                    <button
                      key="control"
                      type="button"
                      {...common}
                      data-slot-id={slot.id}
                      aria-label={text.label(slot)}
                      onKeyDown={(event) => onSlotKey(event, slot)}
                      // Pointer presses open the slot in useSlotDrag; this is the click of a keyboard or assistive technology.
                      onClick={(event) => event.detail === 0 && handlers.onPress(slot.id)}
                    >
                      {content}
                    </button>
                  ) : (
                    <div key={part.dayIndex} {...common} aria-hidden="true">
                      {content}
                    </div>
                  );
                })}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The edit a key makes to the focused slot, 'open' for its playlists, or nothing for other keys. */
function slotKeyEdit(event: KeyboardEvent, slot: EditorSlot): ((slots: EditorSlot[]) => EditorSlot[]) | 'open' | null {
  const { id } = slot;
  switch (event.key) {
    case 'ArrowUp':
      return (slots) => (event.shiftKey ? nudgeSlotEdge(slots, id, 'end', 'earlier') : nudgeSlot(slots, id, 'earlier'));
    case 'ArrowDown':
      return (slots) => (event.shiftKey ? nudgeSlotEdge(slots, id, 'end', 'later') : nudgeSlot(slots, id, 'later'));
    case 'ArrowLeft':
      return (slots) => moveSlot(slots, id, slot.start - DAY_MS);
    case 'ArrowRight':
      return (slots) => moveSlot(slots, id, slot.start + DAY_MS);
    case 'Delete':
    case 'Backspace':
      return (slots) => removeSlot(slots, id);
    case 'Enter':
    case ' ':
      return 'open';
    default:
      return null;
  }
}
