import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { characterCounterVisible } from './characterCounter';
import './Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string;
  description?: string;
  /** The message to show under the field (validation runs in the form, see src/ui/forms.ts). */
  errorMessage?: string;
  placeholder?: string;
  /** Show the character counter from this length on; default half of maxLength (core.md 5). */
  counterFrom?: number;
  inputRef?: React.Ref<HTMLInputElement>;
}

export function TextField({ label, description, errorMessage, placeholder, counterFrom, inputRef, maxLength, className, ...props }: TextFieldProps) {
  const length = String(props.value ?? '').length;
  const showCounter = maxLength !== undefined && characterCounterVisible(length, maxLength, counterFrom);
  return (
    <AriaTextField {...props} maxLength={maxLength} isInvalid={props.isInvalid ?? Boolean(errorMessage)} className={['field', typeof className === 'string' ? className : ''].join(' ').trim()}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} ref={inputRef} />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      {showCounter && (
        <Text slot="description" className="field__counter" aria-live="polite">
          {length}/{maxLength}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
