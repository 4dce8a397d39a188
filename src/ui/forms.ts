// Forms run on react-hook-form with zod schemas (src/domain) as the rules: validation on touch (blur, or
// change after touch), the first invalid field focused on submit, and server errors per field or for
// the whole form (core.md 5).
import { get, set, useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AppError } from '../errors/AppError';

/** A react-hook-form resolver over a zod schema: the first message of each failing path. */
export function zodFormResolver<T extends FieldValues>(schema: z.ZodMiniType<T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    // Nested as react-hook-form keeps them ('zones.1.name' under zones[1].name): a flat key would outlive
    // the field's next validation, which clears only the nested path.
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (get(errors, path) === undefined) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as never };
  };
}

/** The names of the fields with an error, at any depth ('zones.1.name'). */
function errorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    return 'message' in value && 'type' in value ? [`${prefix}${key}`] : errorNames(value as FieldErrors, `${prefix}${key}.`);
  });
}

/** The first of the named fields in the page's order (react-hook-form's own order is that of registration). */
function firstOnPage(names: readonly string[]): string | undefined {
  const placed = names.flatMap((name) => {
    const element = document.getElementsByName(name)[0];
    return element ? [{ name, element }] : [];
  });
  placed.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return placed[0]?.name ?? names[0];
}

export function useZodForm<T extends FieldValues>(schema: z.ZodMiniType<T>, defaultValues: DefaultValues<T>): UseFormReturn<T> {
  const form = useForm<T>({ resolver: zodFormResolver(schema), defaultValues, mode: 'onTouched', shouldFocusError: false });
  // The first invalid field on the page takes focus, also when fields came and went (a form whose parts change).
  const handleSubmit: UseFormReturn<T>['handleSubmit'] = (onValid, onInvalid) =>
    form.handleSubmit(onValid, async (errors, event) => {
      await onInvalid?.(errors, event);
      const first = firstOnPage(errorNames(errors));
      if (first) form.setFocus(first as Path<T>);
    });
  return { ...form, handleSubmit };
}

/**
 * Puts a server's answer on the form: per-field messages where the error has them (REST body.fields,
 * GraphQL validationErrors keyed 'input.email' or 'email'), else a form-level message. The user's input
 * stays as it was. Returns the form-level message, if any.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: AppError, formMessage: string): string | undefined {
  const values = form.getValues();
  // A field of the form at any depth ('email', 'zones.1.name').
  const isField = (name: string) => name in values || get(values, name) !== undefined;
  let placed = false;
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const name = key.replace(/^input\./, '');
    if (!isField(name)) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? undefined : formMessage;
}
