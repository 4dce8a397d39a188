// The zone settings form's rules (core.md 3 'Sound zone' settings, 5 'Sound zone' and the generic
// messages): the name required and at most 50 characters, every number a whole number in the contract's
// range (schema/control.graphql SoundZoneSettingsInput), every choice one of its values.
import * as z from 'zod/mini';
import { messages, soundZoneNameSchema } from '../../../domain/validation';
import { VOLUME_MAX } from '../../../domain/playbackControl';

export const BITRATES = ['high', 'normal', 'low'] as const;
export const LIMIT_TYPES = ['INSIDE', 'OUTSIDE'] as const;
export const DISK_CACHE_MB = { min: 256, max: 65536 } as const;
export const CROSSFADE_SECONDS = { min: 0, max: 10 } as const;
export const HOURS = { min: 0, max: 23 } as const;

/** A whole number typed into a field, within [min, max]: 'Must be a number', 'Must be at least N', 'Must be at most N'. */
export const wholeNumberText = (min: number, max: number) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.refine((value) => /^-?\d+$/.test(value.trim()), messages.number),
      z.refine((value) => !/^-?\d+$/.test(value.trim()) || Number(value) >= min, messages.minimum(min)),
      z.refine((value) => !/^-?\d+$/.test(value.trim()) || Number(value) <= max, messages.maximum(max)),
    );

export const zoneSettingsSchema = z.object({
  name: soundZoneNameSchema,
  mono: z.boolean(),
  volumeEq: z.boolean(),
  crossfade: z.boolean(),
  crossfadeLength: wholeNumberText(CROSSFADE_SECONDS.min, CROSSFADE_SECONDS.max),
  defaultVolume: wholeNumberText(0, VOLUME_MAX),
  offline: z.boolean(),
  discoverable: z.boolean(),
  staffControl: z.boolean(),
  bitrate: z.enum(BITRATES, { error: messages.oneOf(BITRATES) }),
  diskcacheMaxMb: wholeNumberText(DISK_CACHE_MB.min, DISK_CACHE_MB.max),
  limitEnabled: z.boolean(),
  hourStart: wholeNumberText(HOURS.min, HOURS.max),
  hourEnd: wholeNumberText(HOURS.min, HOURS.max),
  limitType: z.enum(LIMIT_TYPES, { error: messages.oneOf(LIMIT_TYPES) }),
});

export type ZoneSettingsValues = z.infer<typeof zoneSettingsSchema>;

