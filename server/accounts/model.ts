// What an account row means, independent of the transport: its plan and tier, its distributor (or the
// provider's own account when it is sold directly), its restrictions, feature flags and logo.
import type { AccountRow } from '../loaders';
import type { AccountSettings } from '../db/schema';
import { isPlan, normaliseTier, planTier } from '../../src/domain/billing/plans';
import type { Plan, Tier } from '../../src/domain/billing/plans';

/** The row's plan; an unknown value is read from the tier (tier-3 unlimited, otherwise essential). */
export function planOf(account: Pick<AccountRow, 'plan' | 'tier'>): Plan {
  if (isPlan(account.plan)) return account.plan;
  return normaliseTier(account.tier) === 'tier-3' ? 'unlimited' : 'essential';
}

/** The row's tier ('3' and 'tier3' read as tier-3, billing.md 5.3); an unknown one is tier-1, none the plan's. */
export function tierOf(account: Pick<AccountRow, 'plan' | 'tier'>): Tier {
  return account.tier ? (normaliseTier(account.tier) ?? 'tier-1') : planTier(planOf(account));
}

/** The tier as a number, to compare: 1 to 3. */
export const tierLevel = (account: Pick<AccountRow, 'plan' | 'tier'>): number => Number(tierOf(account).slice(-1));

export const isRoyaltyFree = (account: Pick<AccountRow, 'plan' | 'tier'>) => planOf(account) === 'royalty-free';

// --- Distributors ---------------------------------------------------------------------------------

/** The provider's own accounts (DECISIONS.md): directly sold accounts belong to the one of their country. */
export const PROVIDER_ACCOUNTS = {
  'cadence-direct-se': { businessName: 'Cadence Sweden', countries: [] as string[] },
  'cadence-direct-us': { businessName: 'Cadence US', countries: ['US'] },
  'cadence-direct-gb': { businessName: 'Cadence UK', countries: ['GB'] },
} as const;
export type ProviderAccountId = keyof typeof PROVIDER_ACCOUNTS;
/** The distributor code of the provider itself (DECISIONS.md). */
export const PROVIDER_DISTRIBUTOR_CODE = 'cadence';
/** The distributor code of a reseller that runs its own support (billing.md 6 Distributor type). */
export const PARTNER_DISTRIBUTOR_CODE = 'partner';

export const isProviderAccount = (id: string | null | undefined): id is ProviderAccountId => !!id && id in PROVIDER_ACCOUNTS;

/** The provider account that sells directly in a country (Sweden's for every country without its own). */
export function providerAccountFor(isoCountry: string): ProviderAccountId {
  const own = (Object.keys(PROVIDER_ACCOUNTS) as ProviderAccountId[]).find((id) => (PROVIDER_ACCOUNTS[id].countries as readonly string[]).includes(isoCountry));
  return own ?? 'cadence-direct-se';
}

/** Sold directly: no distributor, or one of the provider's own accounts. */
export const isSoldDirectly = (account: Pick<AccountRow, 'distributorId'>) => !account.distributorId || isProviderAccount(account.distributorId);

export interface DistributorInfo {
  id: string;
  businessName: string;
  hasSupport: boolean;
  /** 'partner' for a reseller with its own support, otherwise the provider's code. */
  code: string;
  /** The provider itself (the account is sold directly). */
  provider: boolean;
}

/**
 * Who sold the account: its distributor's row, or the provider account of its country when it is sold
 * directly (the provider's row when the database has one, else its known name; the provider runs support).
 */
export function distributorInfo(account: Pick<AccountRow, 'distributorId' | 'isoCountry'>, distributorRow: AccountRow | null): DistributorInfo {
  if (!isSoldDirectly(account) && distributorRow) {
    return {
      id: distributorRow.id,
      businessName: distributorRow.businessName,
      hasSupport: distributorRow.distributorHasSupport,
      code: distributorRow.distributorHasSupport ? PARTNER_DISTRIBUTOR_CODE : PROVIDER_DISTRIBUTOR_CODE,
      provider: false,
    };
  }
  const id = isProviderAccount(account.distributorId) ? account.distributorId : providerAccountFor(account.isoCountry);
  return {
    id,
    businessName: distributorRow?.id === id ? distributorRow.businessName : PROVIDER_ACCOUNTS[id].businessName,
    hasSupport: true,
    code: PROVIDER_DISTRIBUTOR_CODE,
    provider: true,
  };
}

/** The distributor id to load for an account: its own, or the provider's for a direct account. */
export const distributorIdOf = (account: Pick<AccountRow, 'distributorId' | 'isoCountry'>) =>
  isSoldDirectly(account) ? (account.distributorId ?? providerAccountFor(account.isoCountry)) : account.distributorId!;

// --- Settings, flags, logo ------------------------------------------------------------------------

export const SETTING_KEYS = ['filter_explicit', 'restrict_discover_music', 'restrict_edit_music', 'restrict_unpairing_from_paired_devices', 'restrict_block_tracks'] as const;

/** Every restriction with its value (off unless set). */
export function settingsOf(account: Pick<AccountRow, 'settings'>): Required<AccountSettings> {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, account.settings[key] === true])) as Required<AccountSettings>;
}

/** The feature flag POST .../onboarding/enable and /disable toggle. */
export const ONBOARDING_FLAG = 'onboarding_enabled';
/** Flags every account answers, on or off (AccountFeatureFlags). */
export const LISTED_FEATURE_FLAGS = [ONBOARDING_FLAG, 'extreme_audio_quality_option_enabled', 'saml_enabled', 'messaging_enabled'] as const;

/** The flag map of the REST record: the listed flags, plus every other enabled flag as true. */
export function featureFlagMap(account: Pick<AccountRow, 'featureFlags'>): Record<string, boolean> {
  const map: Record<string, boolean> = Object.fromEntries(LISTED_FEATURE_FLAGS.map((flag) => [flag, false]));
  for (const flag of account.featureFlags) map[flag] = true;
  return map;
}

/** Between an account's id and its uploaded logo's version in the logo's image id ('~' is in no id). */
export const LOGO_VERSION_SEPARATOR = '~';

/**
 * The company logo's URL template, any size: the uploaded logo when there is one (its version in the id,
 * so a new upload is a new URL), else generated artwork with the business's initials.
 */
export const logoUrl = (publicOrigin: string, accountId: string, logoVersion: string | null = null) =>
  `${publicOrigin}/api/images/logo/${encodeURIComponent(logoVersion ? `${accountId}${LOGO_VERSION_SEPARATOR}${logoVersion}` : accountId)}/%w/%h`;

/** An image URL template at a given size. */
export const sizedImageUrl = (template: string, width: number, height: number) => template.replace('%w', String(width)).replace('%h', String(height));

// --- Time -----------------------------------------------------------------------------------------

/** The UTC day of a moment as YYYY-MM-DD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** YYYYMMDDHHmmss in UTC (core.md 9). */
export function compactTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
