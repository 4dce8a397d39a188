// Forms run on react-hook-form with zod schemas (src/domain) as the rules: validation on touch (blur, or
// change after touch), the first invalid field focused on submit, and server errors per field or for
// the whole form (core.md 5).
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AppError } from '../errors/AppError';

/** A react-hook-form resolver over a zod schema: the first message of each failing path. */
export function zodFormResolver<T extends FieldValues>(schema: z.ZodMiniType<T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as never };
  };
}

export function useZodForm<T extends FieldValues>(schema: z.ZodMiniType<T>, defaultValues: DefaultValues<T>): UseFormReturn<T> {
  return useForm<T>({ resolver: zodFormResolver(schema), defaultValues, mode: 'onTouched', shouldFocusError: true });
}

/**
 * Puts a server's answer on the form: per-field messages where the error has them (REST body.fields,
 * GraphQL validationErrors keyed 'input.email' or 'email'), else a form-level message. The user's input
 * stays as it was. Returns the form-level message, if any.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: AppError, formMessage: string): string | undefined {
  const names = Object.keys(form.getValues());
  let placed = false;
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const name = key.replace(/^input\./, '');
    if (!names.includes(name)) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? undefined : formMessage;
}
