// The vendor pairing guide's rules (navigation.md 2.12, 5, 8; DECISIONS.md vendor names): which vendors
// exist, how each identifies what it pairs, whether it may soft pair without a pairing code, and where a
// streaming partner or the generic SDK may send the user back to. Pure: the connect pages and their
// tests read them.

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

