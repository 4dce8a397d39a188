// In-store messaging (navigation.md 2.4, 5; schema/rest.openapi.yaml Message and Campaign): the voices a
// message's text is read in, the weekdays and a campaign's status, shared by the server and the web app.

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
