// A range of days bound to react-hook-form (react-aria's DateRangePicker): typed segment by segment or
// picked in a calendar popover, in the user's locale. Values are calendar days (YYYY-MM-DD) without a
// time zone; the range's own rules (order, length) are the form schema's.
import { parseDate } from '@internationalized/date';
import type { DateValue } from '@internationalized/date';
import { Button, DateRangePicker, Dialog, FieldError, Group, Label, Popover, RangeCalendar, Text } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CalendarMonth, DateSegments } from './DateFields';
import './Field.css';

export interface DateRange {
  start: string;
  end: string;
}

const dayOrNull = (value: string): DateValue | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

interface FormDateRangeFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a DateRange. */
  name: FieldPath<T>;
  label: string;
  description?: string;
}

export function FormDateRangeField<T extends FieldValues>({ control, name, label, description }: FormDateRangeFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const range = field.value as DateRange;
  const start = dayOrNull(range.start);
  const end = dayOrNull(range.end);
  // The first message of the range or of either of its days.
  const error = fieldState.error as (typeof fieldState.error & { start?: { message?: string }; end?: { message?: string } }) | undefined;
  const message = error?.message ?? error?.start?.message ?? error?.end?.message;
  return (
    <DateRangePicker
      className="field date-picker"
      value={start && end ? { start, end } : null}
      onChange={(value) => field.onChange(value ? { start: value.start.toString(), end: value.end.toString() } : { start: '', end: '' })}
      onBlur={field.onBlur}
      isInvalid={Boolean(message)}
      startName={`${field.name}.start`}
      endName={`${field.name}.end`}
    >
      <Label className="field__label">{label}</Label>
      <Group className="date-picker__group">
        <DateSegments slot="start" ref={(element: HTMLDivElement | null) => field.ref(element && { focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() })} />
        <span aria-hidden="true">–</span>
        <DateSegments slot="end" />
        <Button className="date-picker__button">▾</Button>
      </Group>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{message}</FieldError>
      <Popover className="date-picker__popover">
        <Dialog className="date-picker__dialog">
          <RangeCalendar>
            <CalendarMonth />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
