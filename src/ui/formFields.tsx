// Form pieces shared by the auth and user pages: a text field bound to react-hook-form (its message shown
// once the field is touched or the form submitted, its input focusable so that the first invalid field
// takes focus on submit), and the form-level messages.
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import './forms.css';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'inputRef'> {
  control: Control<T>;
  name: FieldPath<T>;
}

export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isDisabled={props.isDisabled ?? field.disabled}
      errorMessage={fieldState.error?.message}
    />
  );
}

/** A message about the whole form: a failure (announced at once) or a confirmation. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: React.ReactNode }) {
  return (
    <div className="form-message" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
