// The rules of the profile forms (core.md 3 'User', 5 'User': name required, e-mail valid; passwords at
// least 6 characters), built from the shared validation rules.
import * as z from 'zod/mini';
import { emailSchema, messages, passwordSchema } from '../../domain/validation';
import { currentPasswordSchema, userNameSchema } from '../auth/schemas';
import type { ColorMode } from '../../rest/people';
import { WEEKDAYS } from './format';

export const COLOR_MODES = ['light', 'dark', 'system'] as const satisfies readonly ColorMode[];
/** The default colour theme (core.md 3 'User'). */
export const DEFAULT_COLOR_MODE: ColorMode = 'system';

/** A colour mode the server sent, where one this app does not know yet reads as the default. */
export function knownColorMode(value: string): ColorMode {
  return (COLOR_MODES as readonly string[]).includes(value) ? (value as ColorMode) : DEFAULT_COLOR_MODE;
}

export const userEditSchema = z.object({
  name: userNameSchema,
  start_of_week: z.number({ error: messages.number }).check(z.refine((day) => (WEEKDAYS as readonly number[]).includes(day), messages.oneOf(WEEKDAYS))),
  userColorModeSetting: z.enum(COLOR_MODES, { error: messages.oneOf(COLOR_MODES) }),
});
export type UserEditValues = z.infer<typeof userEditSchema>;

export const changePasswordSchema = z.object({ old_password: currentPasswordSchema, password: passwordSchema });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
