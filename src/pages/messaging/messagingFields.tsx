// The messaging forms' fields that src/ui does not have, bound to react-hook-form like src/ui/formFields:
// a multi-line text with its counter (core.md 5: shown from half the maximum), a calendar day typed in the
// user's locale, a set of choices as checkboxes, and a yes-or-no checkbox. Each shows its message once
// touched or submitted and takes focus when it is the first invalid field.
import { parseDate } from '@internationalized/date';
import type { DateValue } from '@internationalized/date';
import { CheckboxGroup, DateField, FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from '../../ui/Checkbox';
import type { Choice } from '../../ui/choiceFields';
import { characterCounterVisible } from '../../ui/characterCounter';
import { DateSegments } from '../../ui/DateFields';
import '../../ui/Field.css';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  isReadOnly?: boolean;
}

function Description({ text }: { text: string | undefined }) {
  return text ? (
    <Text slot="description" className="field__description">
      {text}
    </Text>
  ) : null;
}

export function FormTextArea<T extends FieldValues>({ control, name, label, description, isReadOnly, maxLength }: FieldProps<T> & { maxLength: number }) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      className="field"
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      maxLength={maxLength}
      isInvalid={Boolean(fieldState.error)}
    >
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input messaging-textarea" rows={5} ref={field.ref} />
      <Description text={description} />
      {characterCounterVisible(value.length, maxLength) && (
        <Text slot="description" className="field__counter" aria-live="polite">
          {value.length}/{maxLength}
        </Text>
      )}
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
    </TextField>
  );
}

const dayOrNull = (value: string): DateValue | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

/** A field holding a day as YYYY-MM-DD, '' while empty or not yet a whole date. */
export function FormDateField<T extends FieldValues>({ control, name, label, description, isReadOnly }: FieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      className="field"
      value={dayOrNull(field.value as string)}
      onChange={(value) => field.onChange(value ? value.toString() : '')}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(fieldState.error)}
      name={field.name}
    >
      <Label className="field__label">{label}</Label>
      <DateSegments ref={(element: HTMLDivElement | null) => field.ref(element && { focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() })} />
      <Description text={description} />
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
    </DateField>
  );
}

/** Several of the choices, in the choices' order. */
export function FormCheckboxGroup<T extends FieldValues>({ control, name, label, description, isReadOnly, choices }: FieldProps<T> & { choices: readonly Choice<string>[] }) {
  const { field, fieldState } = useController({ control, name });
  const chosen = new Set(field.value as string[]);
  return (
    <CheckboxGroup
      className="field messaging-choices"
      name={field.name}
      value={[...chosen]}
      onChange={(values) => field.onChange(choices.map((choice) => choice.value).filter((value) => values.includes(value)))}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(fieldState.error)}
    >
      <Label className="field__label">{label}</Label>
      <Description text={description} />
      <div className="messaging-choices__options">
        {choices.map((choice, index) => (
          <Checkbox key={choice.value} value={choice.value} inputRef={index === 0 ? field.ref : undefined}>
            {choice.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
    </CheckboxGroup>
  );
}

export function FormCheckbox<T extends FieldValues>({ control, name, label, isReadOnly }: Omit<FieldProps<T>, 'description'>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox name={field.name} isSelected={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur} isReadOnly={isReadOnly}>
      {label}
    </Checkbox>
  );
}
