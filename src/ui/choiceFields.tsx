// Choice fields bound to react-hook-form: a select (one of a few values) and a
// radio group (a handful of values shown at once), on react-aria-components.
import type { Key } from 'react-aria-components';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import './Field.css';
import './choiceFields.css';

export interface Choice<V extends Key> {
  value: V;
  label: string;
}

interface ChoiceFieldProps<T extends FieldValues, V extends Key> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice<V>[];
}

export function FormSelect<T extends FieldValues, V extends Key>({ control, name, label, choices }: ChoiceFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      className="field"
      name={field.name}
      value={field.value as V}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      isInvalid={Boolean(fieldState.error)}
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__input choice-select__button" ref={field.ref}>
        <SelectValue />
        <span aria-hidden="true" className="choice-select__chevron">
          ▾
        </span>
      </Button>
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
      <Popover className="choice-select__popover">
        <ListBox className="choice-select__list">
          {choices.map((choice) => (
            <ListBoxItem key={choice.value} id={choice.value} className="choice-select__option">
              {choice.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export function FormRadioGroup<T extends FieldValues, V extends string>({ control, name, label, choices }: ChoiceFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup className="field" name={field.name} value={field.value as V} onChange={field.onChange} isInvalid={Boolean(fieldState.error)} ref={field.ref}>
      <Label className="field__label">{label}</Label>
      <div className="choice-radios">
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="choice-radio" onBlur={field.onBlur}>
            <span className="choice-radio__dot" aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
    </RadioGroup>
  );
}
