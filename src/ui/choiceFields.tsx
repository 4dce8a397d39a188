// Choice fields bound to react-hook-form: a select (one of a few values), a radio group (a handful of
// values shown at once) and a combo box (one of hundreds, found by typing), on react-aria-components.
import type { Key } from 'react-aria-components';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
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

export interface SelectFieldProps<V extends Key> {
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  name?: string;
  onBlur?: () => void;
  errorMessage?: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
  className?: string;
}

/** One of a few values, in a listbox popover (react-aria's Select, not the native select). */
export function SelectField<V extends Key>({ label, choices, value, onChange, name, onBlur, errorMessage, buttonRef, className }: SelectFieldProps<V>) {
  return (
    <Select className={['field', className ?? ''].join(' ').trim()} name={name} value={value} onChange={(next) => next !== null && onChange(next as V)} onBlur={onBlur} isInvalid={Boolean(errorMessage)}>
      <Label className="field__label">{label}</Label>
      <Button className="field__input choice-select__button" ref={buttonRef}>
        <SelectValue />
        <span aria-hidden="true" className="choice-select__chevron">
          ▾
        </span>
      </Button>
      <FieldError className="field__error">{errorMessage}</FieldError>
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

export function FormSelect<T extends FieldValues, V extends Key>({ control, name, label, choices }: ChoiceFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      label={label}
      choices={choices}
      name={field.name}
      value={field.value as V}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
      buttonRef={field.ref}
    />
  );
}

export function FormRadioGroup<T extends FieldValues, V extends string>({ control, name, label, choices, onChange }: ChoiceFieldProps<T, V> & { onChange?: (value: V) => void }) {
  const { field, fieldState } = useController({ control, name });
  const choose = (value: string) => {
    field.onChange(value);
    onChange?.(value as V);
  };
  return (
    <RadioGroup className="field" name={field.name} value={field.value as V} onChange={choose} isInvalid={Boolean(fieldState.error)} ref={field.ref}>
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

/** One of many values: typing filters the list (by the start of any word), the list opens on focus. */
export function FormComboBox<T extends FieldValues, V extends Key>({ control, name, label, choices }: ChoiceFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ComboBox
      className="field"
      name={field.name}
      selectedKey={(field.value as V | null) ?? null}
      onSelectionChange={(value) => value !== null && field.onChange(value)}
      onBlur={field.onBlur}
      isInvalid={Boolean(fieldState.error)}
      defaultItems={choices.map((choice) => ({ id: choice.value, label: choice.label }))}
      menuTrigger="focus"
    >
      <Label className="field__label">{label}</Label>
      <div className="choice-combo">
        <Input className="field__input" ref={field.ref} />
        <Button className="choice-combo__button" excludeFromTabOrder>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
      <Popover className="choice-select__popover">
        <ListBox className="choice-select__list">
          {(item: { id: V; label: string }) => (
            <ListBoxItem id={item.id} className="choice-select__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
