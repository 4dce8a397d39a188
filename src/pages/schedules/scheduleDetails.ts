// A schedule's details in the editor (core.md 5 'Schedule: name required'; the server's limits on
// CreateScheduleInput): its name, description and the colour it has in calendars.
import * as z from 'zod/mini';
import { messages, requiredString } from '../../domain/validation';

export const SCHEDULE_NAME_MAX = 100;
export const SCHEDULE_DESCRIPTION_MAX = 1000;

/** The colours offered, dark enough for white slot text; the first is the server's default. */
export const SCHEDULE_COLORS = [
  { key: 'slate', hex: '#355070' },
  { key: 'teal', hex: '#1f6f6b' },
  { key: 'green', hex: '#2d6a4f' },
  { key: 'amber', hex: '#8a5a00' },
  { key: 'coral', hex: '#a63d40' },
  { key: 'plum', hex: '#6d3b6f' },
] as const;

export const scheduleDetailsSchema = z.object({
  name: requiredString.check(z.maxLength(SCHEDULE_NAME_MAX, messages.maxLength(SCHEDULE_NAME_MAX))),
  description: z.string().check(z.maxLength(SCHEDULE_DESCRIPTION_MAX, messages.maxLength(SCHEDULE_DESCRIPTION_MAX))),
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, messages.invalid)),
});

export type ScheduleDetailsValues = z.infer<typeof scheduleDetailsSchema>;
