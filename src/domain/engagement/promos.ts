// In-app promos (navigation.md 2.17, 3 'Promo', 4 'Promos', 9): when each may show, and the
// interaction that ends it for the user.
import { PROMPT_PRIORITIES } from './promptQueue';

export type PromoInteraction = 'dismissed' | 'completed';
export type PromoName = 'company-logo' | 'install-app' | 'create-schedule';

export interface Promo {
  name: PromoName;
  type: 'toast';
  /** ISO date-times bounding when it shows; open when absent. */
  showFrom?: string;
  showUntil?: string;
  autoShow: boolean;
  /** The flag that turns it on: on when enabled, and showPromo too when the flag has it. */
  flag: string;
  requiredFlags: readonly string[];
  priority: number;
}

export const PROMOS: Readonly<Record<PromoName, Promo>> = {
  'company-logo': { name: 'company-logo', type: 'toast', showUntil: '2025-09-22T00:00:00.000Z', autoShow: true, flag: 'company-logo', requiredFlags: [], priority: PROMPT_PRIORITIES.promo },
  'install-app': { name: 'install-app', type: 'toast', autoShow: true, flag: 'install-app-promo', requiredFlags: [], priority: PROMPT_PRIORITIES.promo },
  'create-schedule': { name: 'create-schedule', type: 'toast', autoShow: true, flag: 'create-schedule', requiredFlags: [], priority: PROMPT_PRIORITIES.promo },
};

export const PROMO_TOAST_MAX_WIDTH = 320;
export const PROMO_MODAL_WIDTH = 360;
export const COMPANY_LOGO_SIZES = [32, 64, 128] as const;
export const CREATE_SCHEDULE_PLAYLIST_THRESHOLD = 6;

export const promoInteractionKey = (name: string) => `user.promos.${name}.interaction`;
export const promoInteractedAtKey = (name: string) => `user.promos.${name}.interactedAt`;

type FlagLookup = (name: string) => Readonly<Record<string, unknown>> | undefined;

const flagOn = (properties: Readonly<Record<string, unknown>> | undefined) => properties?.enabled === true && properties.showPromo !== false;

export interface PromoFacts {
  now: Date;
  flags: FlagLookup;
  /** The stored interaction, if any. */
  interaction: PromoInteraction | null;
}

/** Shown only inside showFrom–showUntil, with its flag and required flags on, and not yet dismissed or completed. */
export function promoShowable(promo: Promo, { now, flags, interaction }: PromoFacts): boolean {
  if (interaction) return false;
  if (promo.showFrom && now < new Date(promo.showFrom)) return false;
  if (promo.showUntil && now >= new Date(promo.showUntil)) return false;
  return flagOn(flags(promo.flag)) && promo.requiredFlags.every((name) => flags(name)?.enabled === true);
}

export interface PromoAudience {
  /** The desktop shell (install-app is web only). */
  desktop: boolean;
  /** SETTINGS_WRITE on the account (navigation.md 6: the company-logo promo). */
  canWriteSettings: boolean;
  hasCompanyLogo: boolean;
  /** The account library's counts. */
  library: { schedules: number; playlists: number };
  /** The account's GE84 (Create Schedule Promo) variation. */
  createScheduleVariation: string;
}

/** Who each promo is for, on top of promoShowable. */
export function promoForAudience(name: PromoName, audience: PromoAudience): boolean {
  switch (name) {
    case 'company-logo':
      return audience.canWriteSettings && !audience.hasCompanyLogo;
    case 'install-app':
      return !audience.desktop;
    case 'create-schedule':
      return audience.library.schedules === 0 && audience.library.playlists >= CREATE_SCHEDULE_PLAYLIST_THRESHOLD && audience.createScheduleVariation === 'treatment';
  }
}
