// In-store messaging (navigation.md 2.4, 5; schema/rest.openapi.yaml Message and Campaign): the voices a
// message's text is read in, the weekdays and a campaign's status, shared by the server and the web app;
// the web app's message and campaign forms.
import * as z from 'zod/mini';
import { messages, requiredString } from './validation';

/** eSpeak NG voices a message may be read in, by language (server/messaging/tts.ts). */
export const VOICES = ['en-us', 'en-gb', 'sv', 'nb', 'da', 'fi', 'de', 'nl', 'fr', 'es', 'it', 'pt'] as const;
export type Voice = (typeof VOICES)[number];

/** The voice of an account's country, English (US) when none fits. */
export function defaultVoice(isoCountry: string | null | undefined): Voice {
  const byCountry: Record<string, Voice> = { GB: 'en-gb', IE: 'en-gb', AU: 'en-gb', SE: 'sv', NO: 'nb', DK: 'da', FI: 'fi', DE: 'de', AT: 'de', CH: 'de', NL: 'nl', BE: 'nl', FR: 'fr', ES: 'es', IT: 'it', PT: 'pt', BR: 'pt' };
  return byCountry[(isoCountry ?? '').toUpperCase()] ?? 'en-us';
}

export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type CampaignStatus = 'draft' | 'scheduled' | 'active' | 'ended';

/**
 * draft until published; scheduled before its first day; active through its last; ended after it.
 * `today` is a 'YYYY-MM-DD' day (the server uses the UTC day).
 */
export function campaignStatus(campaign: { published: boolean; startDate: string; endDate: string | null }, today: string): CampaignStatus {
  if (!campaign.published) return 'draft';
  if (campaign.endDate !== null && campaign.endDate < today) return 'ended';
  return campaign.startDate > today ? 'scheduled' : 'active';
}

export const MESSAGE_NAME_MAX = 100;
export const MESSAGE_TEXT_MAX = 1000;
export const CAMPAIGN_INTERVAL = { min: 5, max: 1440 } as const;

/** Where a message's speech is served (getMessageAudio), under the server's origin. */
export const messageAudioPath = (messageId: string) => `/media/messages/${encodeURIComponent(messageId)}/audio`;

// ── Forms (the message and campaign pages) ─────────────────────────────────────────────────────────────

/** The server's words for a campaign's rules (server/messaging/model.ts), which the forms check first. */
export const MESSAGING_ERRORS = {
  endBeforeStart: 'Cannot be before the start date',
  publishNeedsMessage: 'A published campaign needs a message',
  publishNeedsZone: 'A published campaign needs a sound zone',
  date: 'Must be a valid date',
} as const;

export const MESSAGE_TYPES = ['announcement', 'ad'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

const boundedText = (max: number) => requiredString.check(z.maxLength(max, messages.maxLength(max)));

/** A text message: its name, what is read out and in which voice (MessageCreate). */
export const messageFormSchema = z.object({
  name: boundedText(MESSAGE_NAME_MAX),
  type: z.enum(MESSAGE_TYPES, { error: messages.oneOf(MESSAGE_TYPES) }),
  text: boundedText(MESSAGE_TEXT_MAX),
  voice: z.enum(VOICES, { error: messages.oneOf(VOICES) }),
});
export type MessageFormValues = z.infer<typeof messageFormSchema>;

/** A real calendar day as YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * A campaign (CampaignCreate): its messages in play order, its zones, its first and (optional) last day,
 * weekdays and minutes between plays (typed), and whether it is published or kept as a draft.
 */
export const campaignFormSchema = z
  .object({
    name: boundedText(MESSAGE_NAME_MAX),
    messages: z.array(z.string()),
    sound_zones: z.array(z.string()),
    start_date: z.string().check(z.refine(isCalendarDay, MESSAGING_ERRORS.date)),
    end_date: z.string().check(z.refine((value) => value === '' || isCalendarDay(value), MESSAGING_ERRORS.date)),
    days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1, messages.required)),
    // As typed: a whole number first, then its bounds (the first failing check is the one shown).
    interval_minutes: z
      .string()
      .check(
        z.regex(/^\s*\d+\s*$/, messages.number),
        z.refine((value) => Number(value) >= CAMPAIGN_INTERVAL.min, messages.minimum(CAMPAIGN_INTERVAL.min)),
        z.refine((value) => Number(value) <= CAMPAIGN_INTERVAL.max, messages.maximum(CAMPAIGN_INTERVAL.max)),
      ),
    publish: z.boolean(),
  })
  .check(
    z.superRefine((values, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path], input: values });
      if (values.end_date !== '' && isCalendarDay(values.start_date) && values.end_date < values.start_date) issue('end_date', MESSAGING_ERRORS.endBeforeStart);
      if (values.publish && values.messages.length === 0) issue('messages', MESSAGING_ERRORS.publishNeedsMessage);
      if (values.publish && values.sound_zones.length === 0) issue('sound_zones', MESSAGING_ERRORS.publishNeedsZone);
    }),
  );
export type CampaignFormValues = z.infer<typeof campaignFormSchema>;

/** What the campaign form sends: a day left empty is no end; the interval as a number. */
export function campaignFields(values: CampaignFormValues) {
  return {
    name: values.name.trim(),
    messages: values.messages,
    sound_zones: values.sound_zones,
    start_date: values.start_date,
    end_date: values.end_date === '' ? null : values.end_date,
    days: values.days,
    interval_minutes: Number(values.interval_minutes),
  };
}

/** Statuses a campaign can still be changed in: an ended one is only shown (the server answers 409). */
export const isCampaignEditable = (status: CampaignStatus) => status !== 'ended';
