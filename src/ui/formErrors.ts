// What a form says when the server refuses a request (core.md 5 'Forms'): messages per field where the
// answer has them, else one message for the form, worded as src/errors/errorMessage.ts says.
import type { TFunction } from 'i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isAppError } from '../errors/AppError';
import { errorMessage } from '../errors/errorMessage';
import { applyServerErrors } from './forms';

/** Puts a refusal on the form; the form-level message when no field took it. The user's input stays. */
export function showSubmitError<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, t: TFunction): string | undefined {
  if (!isAppError(error)) return errorMessage(error, t);
  return applyServerErrors(form, error, errorMessage(error, t));
}
