// The vendor pairing guide's rules (navigation.md 2.12, 5, 8; DECISIONS.md vendor names): which vendors
// exist, how each identifies what it pairs, whether it may soft pair without a pairing code, and where a
// streaming partner or the generic SDK may send the user back to. Pure: the connect pages and their
// tests read them.
import { normaliseTier } from './billing/plans';

/** The vendors of the pairing guide (DECISIONS.md). */
export const VENDORS = ['sonos', 'streamsdk', 'netplay', 'partner-one', 'partner-two', 'sdk'] as const;
export type Vendor = (typeof VENDORS)[number];

/** Pairing methods: pair a zone to the vendor's player, or stream to it (navigation.md 2.12). */
export const PAIRING_METHODS = ['pair', 'stream'] as const;
export type PairingMethod = (typeof PAIRING_METHODS)[number];

/** The two streaming partners, whose redirect back is checked against their hosts. */
export const STREAMING_PARTNERS = ['partner-one', 'partner-two'] as const;
export type StreamingPartner = (typeof STREAMING_PARTNERS)[number];

export interface VendorInfo {
  /** What the vendor's flow names: a speaker household, an embedded-audio app, or a pairing code. */
  identifiedBy: 'householdId' | 'appId' | 'pairingCode';
  /** May pair without a pairing code (navigation.md 5). */
  allowSoftPair: boolean;
  /** How the user's return to the vendor's app is checked: the streaming partners' hosts, localhost for the SDK, or none. */
  redirect: 'partner' | 'sdk' | null;
}

export const VENDOR_TABLE: Record<Vendor, VendorInfo> = {
  sonos: { identifiedBy: 'householdId', allowSoftPair: false, redirect: null },
  streamsdk: { identifiedBy: 'appId', allowSoftPair: false, redirect: null },
  netplay: { identifiedBy: 'pairingCode', allowSoftPair: true, redirect: null },
  'partner-one': { identifiedBy: 'pairingCode', allowSoftPair: true, redirect: 'partner' },
  'partner-two': { identifiedBy: 'pairingCode', allowSoftPair: true, redirect: 'partner' },
  sdk: { identifiedBy: 'pairingCode', allowSoftPair: true, redirect: 'sdk' },
};

/** The embedded-audio platform's app ids the product knows (the spec does not list them). */
export const STREAMSDK_APP_IDS = ['cadence-embedded', 'streamsdk-reference-player'] as const;

/** Each streaming partner's production and test hosts (localhost is always allowed besides). */
export const PARTNER_REDIRECT_HOSTS: Record<StreamingPartner, { production: string; test: string }> = {
  'partner-one': { production: 'app.partner-one.com', test: 'test.partner-one.com' },
  'partner-two': { production: 'app.partner-two.com', test: 'staging.partner-two.com' },
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const vendorMessages = {
  unsupportedVendor: 'Unsupported vendor',
  unknownVendor: (vendor: string | null | undefined) => `Unset or unknown vendor ${vendor ?? ''}`.trimEnd(),
  unknownPairingVendor: (vendor: string) => `Pairing attempt with unknown vendor: ${vendor}`,
  missingPairingCode: 'Missing pairing code',
  unknownAppId: (appId: string) => `Unknown streamsdk appId "${appId}"`,
  missingRedirect: 'Missing redirect url',
  notARedirect: 'Not a redirect url',
  invalidRedirect: 'Invalid redirect url',
  sdkRedirectRequired: 'Must provide a redirect url in the redirect parameter',
  unknownPartnerRedirect: (partner: StreamingPartner) => `Unknown ${partner} redirect`,
} as const;

export const isVendor = (value: string | null | undefined): value is Vendor => (VENDORS as readonly string[]).includes(value ?? '');

/** A route's vendor: known, or 'Unsupported vendor'. */
export function vendorOf(value: string | null | undefined): { ok: true; vendor: Vendor } | { ok: false; error: string } {
  return isVendor(value) ? { ok: true, vendor: value } : { ok: false, error: vendorMessages.unsupportedVendor };
}

/** A stored pairing's vendor: known, or 'Unset or unknown vendor {vendor}'. */
export function storedVendorError(value: string | null | undefined): string | null {
  return isVendor(value) ? null : vendorMessages.unknownVendor(value);
}

/** The embedded-audio appId must be one the product knows. */
export function appIdError(appId: string | null | undefined): string | null {
  return (STREAMSDK_APP_IDS as readonly string[]).includes(appId ?? '') ? null : vendorMessages.unknownAppId(appId ?? '');
}

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A streaming partner's redirect: present, a URL, to localhost or one of the partner's hosts. */
export function partnerRedirectError(partner: StreamingPartner, redirect: string | null | undefined): string | null {
  if (!redirect?.trim()) return vendorMessages.missingRedirect;
  const url = parseUrl(redirect.trim());
  if (!url) return vendorMessages.notARedirect;
  const hosts = PARTNER_REDIRECT_HOSTS[partner];
  return LOCAL_HOSTS.has(url.hostname) || url.hostname === hosts.production || url.hostname === hosts.test ? null : vendorMessages.invalidRedirect;
}

/** The generic SDK's redirect: required unless it streams; only to localhost. */
export function sdkRedirectError(redirect: string | null | undefined, stream: boolean): string | null {
  if (!redirect?.trim()) return stream ? null : vendorMessages.sdkRedirectRequired;
  const url = parseUrl(redirect.trim());
  return url && LOCAL_HOSTS.has(url.hostname) ? null : vendorMessages.invalidRedirect;
}

/** The vendor's redirect rule, or null for a vendor without one. */
export function redirectError(vendor: Vendor, redirect: string | null | undefined, stream = false): string | null {
  const rule = VENDOR_TABLE[vendor].redirect;
  if (rule === 'partner') return partnerRedirectError(vendor as StreamingPartner, redirect);
  if (rule === 'sdk') return sdkRedirectError(redirect, stream);
  return null;
}

/** A stored redirect that no longer passes: 'Unknown {partner} redirect' for the streaming partners. */
export function storedRedirectError(vendor: Vendor, redirect: string | null | undefined): string | null {
  if (VENDOR_TABLE[vendor].redirect !== 'partner' || !partnerRedirectError(vendor as StreamingPartner, redirect)) return null;
  return vendorMessages.unknownPartnerRedirect(vendor as StreamingPartner);
}

/** Pairing without a pairing code (soft pair): only for vendors that allow it (navigation.md 5). */
export const softPairAllowed = (vendor: Vendor): boolean => VENDOR_TABLE[vendor].allowSoftPair;

/** Whether a pairing may go on: a code, or a vendor that may soft pair; else 'Missing pairing code'. */
export function pairingCodeError(vendor: Vendor, pairingCode: string | null | undefined): string | null {
  return pairingCode?.trim() || softPairAllowed(vendor) ? null : vendorMessages.missingPairingCode;
}


// --- The connect and pair flows (navigation.md 2.5, 2.12; billing.md 2.7) ---------------------------

/** The smart-speaker maker, whose households pair to locations at /sonos/connect/v2 and /sonos/pair/v2 (DECISIONS.md). */
export const SPEAKER_VENDOR = 'sonos' satisfies Vendor;
/** A speaker household's id, as the sms service stores it (schema/rest.openapi.yaml Household.id). */
export const HOUSEHOLD_ID_MAX_LENGTH = 256;
export const isHouseholdId = (value: string | null | undefined): boolean => !!value && value.trim() === value && value.length <= HOUSEHOLD_ID_MAX_LENGTH;

/**
 * What a vendor's player registers as (core.md 3 Device), which pairing by its code names: the embedded-audio
 * platform is embedded hardware; the vendor apps' identifiers count as IOS; the network vendor's play app
 * and the speaker system are 'other' on their own platforms.
 */
export const VENDOR_DEVICES: Record<Vendor, { deviceType: 'embedded' | 'mobile' | 'other'; platform: 'IOS' | 'NETPLAY' | 'SONOS' }> = {
  sonos: { deviceType: 'other', platform: 'SONOS' },
  streamsdk: { deviceType: 'embedded', platform: 'IOS' },
  netplay: { deviceType: 'other', platform: 'NETPLAY' },
  'partner-one': { deviceType: 'mobile', platform: 'IOS' },
  'partner-two': { deviceType: 'mobile', platform: 'IOS' },
  sdk: { deviceType: 'mobile', platform: 'IOS' },
};

const segment = (value: string) => encodeURIComponent(value);

/** Where a vendor's connect page leads to pair: with the vendor's pairing code, or the soft pair without one. */
export function vendorPairPath(vendor: Vendor, pairingCode?: string): string {
  return pairingCode ? `/connect/${vendor}/${segment(pairingCode)}/pair` : `/connect/${vendor}/pair`;
}

/** Pairing a zone with the vendor's pairing code. */
export const vendorPairZonePath = (vendor: Vendor, pairingCode: string, zoneId: string): string => `${vendorPairPath(vendor, pairingCode)}/${segment(zoneId)}`;

/** The speaker household's connect page and its pair page. */
export const householdConnectPath = (householdId: string): string => `/${SPEAKER_VENDOR}/connect/v2/${segment(householdId)}`;
export const householdPairPath = (householdId: string): string => `/${SPEAKER_VENDOR}/pair/v2/${segment(householdId)}`;

/** What a connect link carries besides its path (navigation.md 2.5 'validated search'). */
export interface ConnectSearch {
  appId?: string;
  linkCode?: string;
  redirect?: string;
  stream?: boolean;
}

/**
 * Whether the vendor's connect link can go on: the embedded-audio platform names a known appId, a
 * streaming partner or the generic SDK a redirect back that passes its rule (navigation.md 5).
 */
export function connectLinkError(vendor: Vendor, search: ConnectSearch): string | null {
  if (VENDOR_TABLE[vendor].identifiedBy === 'appId') return appIdError(search.appId);
  return redirectError(vendor, search.redirect, search.stream ?? false);
}

/**
 * The connect page (navigation.md 2.12): a user logged in with an account, or a visitor whose pricing
 * failed to load, goes straight to the pairing path; everyone else sees the offer.
 */
export function connectPageOutcome(facts: { loggedInWithAccount: boolean; pricing: 'loading' | 'loaded' | 'failed' }): 'pair' | 'offer' | 'loading' {
  if (facts.loggedInWithAccount || facts.pricing === 'failed') return 'pair';
  return facts.pricing === 'loaded' ? 'offer' : 'loading';
}

/** The connect page's offer: the tier-3 monthly price (navigation.md 2.12). */
export const OFFER_TIER = 'tier-3';
export const OFFER_BILLING_CYCLE = 'monthly';

interface OfferPriceEntry {
  tier: string;
  billing_cycle: string;
  trial_days: number;
  iso_currency: string;
  prices: readonly { amount: number }[];
}

/** The free trial's length and the tier-3 monthly price after it (the last price step), or null when the price list has none. */
export function connectOffer(priceList: readonly OfferPriceEntry[]): { trialDays: number; amount: number; currency: string } | null {
  const entry = priceList.find((item) => item.tier === OFFER_TIER && item.billing_cycle === OFFER_BILLING_CYCLE && item.prices.length > 0);
  return entry ? { trialDays: entry.trial_days, amount: entry.prices[entry.prices.length - 1]!.amount, currency: entry.iso_currency } : null;
}

/** How a pair page pairs: the vendor's pairing code, a soft pair where the vendor allows one, else 'Missing pairing code'. */
export function pairingMethodOf(vendor: Vendor, pairingCode: string | null | undefined): { ok: true; method: 'code' | 'soft' } | { ok: false; error: string } {
  const error = pairingCodeError(vendor, pairingCode);
  if (error) return { ok: false, error };
  return { ok: true, method: pairingCode?.trim() ? 'code' : 'soft' };
}

/**
 * The upgrade notification of pairing a zone-speaker brand (navigation.md 2.12, billing.md 2.7): the speaker
 * vendor's systems play on the highest tier, so an account below it is told to upgrade.
 */
export const SPEAKER_TIER = 'tier-3';
export const speakerUpgradeNoticeShown = (vendor: Vendor, accountTier: string): boolean =>
  // The control API names the tier TIER_3, the billing service tier-3.
  vendor === SPEAKER_VENDOR && normaliseTier(accountTier.replace('_', '-')) !== SPEAKER_TIER;

/**
 * After pairing, the way back to the vendor's app: the stored redirect of a streaming partner or the SDK
 * when it still passes its rule ('Unknown {partner} redirect' when a partner's does not); nothing for
 * vendors without one, so no link can send the user to an address the vendor did not own.
 */
export function returnLinkOf(vendor: Vendor, redirect: string | null | undefined, stream = false): { href: string } | { error: string } | null {
  if (!VENDOR_TABLE[vendor].redirect || !redirect?.trim()) return null;
  const stored = storedRedirectError(vendor, redirect);
  if (stored) return { error: stored };
  return redirectError(vendor, redirect, stream) ? null : { href: redirect.trim() };
}
