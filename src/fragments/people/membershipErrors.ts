// The REST membership calls name their fields as the contract does (pending_email, locations); the
// invitation and roles forms name them email and locationIds. A refusal is renamed before the form
// shows it, so each message lands on its field.
import { AppError, isAppError } from '../../errors/AppError';

export const MEMBERSHIP_FIELDS: Readonly<Record<string, string>> = { pending_email: 'email', locations: 'locationIds' };

export function withFormFieldNames(error: unknown, names: Readonly<Record<string, string>> = MEMBERSHIP_FIELDS): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [names[key] ?? key, message]));
  return new AppError(error.message, { ...error, expected: error.expected, fields });
}
