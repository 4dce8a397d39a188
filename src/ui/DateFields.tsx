// The parts date fields share on react-aria-components: the segments typed in the user's locale and
// the calendar's month (with its classes in DateFields.css). src/ui/FormDateRangeField.tsx builds on them.
import { Button, CalendarCell, CalendarGrid, DateInput, DateSegment, Heading } from 'react-aria-components';
import type { DateInputProps } from 'react-aria-components';
import './DateFields.css';

/** The calendar's month heading with its previous and next buttons, and the grid of days. */
export function CalendarMonth() {
  return (
    <>
      <header className="calendar__header">
        <Button slot="previous" className="calendar__nav">
          ‹
        </Button>
        <Heading className="calendar__heading" />
        <Button slot="next" className="calendar__nav">
          ›
        </Button>
      </header>
      <CalendarGrid className="calendar__grid">{(day) => <CalendarCell date={day} className="calendar__cell" />}</CalendarGrid>
    </>
  );
}

/** The typed part of a date field: one segment per part of the date, in the locale's order. */
export function DateSegments({ ref, ...props }: Omit<DateInputProps, 'children' | 'className'> & { ref?: React.Ref<HTMLDivElement> }) {
  return <DateInput {...props} ref={ref} className="date-picker__input">{(segment) => <DateSegment segment={segment} className="date-picker__segment" />}</DateInput>;
}
