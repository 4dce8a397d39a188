// The partner portal's routes (navigation.md 2.5, 6 is_partner): its paths, its guard and the links a
// partner hands to its customers. Kept free of Relay and React: the route table imports it.
import type { Guard } from '../../routing/guards';
import { CURRENT_ACCOUNT, HOME_PATH } from '../../routing/paths';
import { VENDORS } from '../../domain/vendors';
import type { Vendor } from '../../domain/vendors';

export const PARTNER_PORTAL_PATH = '/partner-portal';
/** /partner-portal/{accountId}{rest}: the dashboard, /links and /create. */
export const partnerPortalPath = (accountId: string, rest = ''): string => `${PARTNER_PORTAL_PATH}/${encodeURIComponent(accountId)}${rest}`;

/** The dashboard's search updates the URL this long after the last keystroke (navigation.md 9: 250 ms). */
export const PARTNER_SEARCH_DEBOUNCE_MS = 250;
/** Customer accounts per page of the dashboard. */
export const CUSTOMER_PAGE_SIZE = 20;

/**
 * /partner-portal/{accountId}: the account must be one the user can reach and a partner, else /home; '_'
 * is the current account. Reaching it makes it the selected account (navigation.md 2.1).
 */
export const partnerPortalGuard: Guard = async (context, { params, url }) => {
  const accountId = params.accountId ?? '';
  if (accountId === CURRENT_ACCOUNT) {
    const current = await context.currentAccountId();
    const rest = url.pathname.split('/').slice(3).join('/');
    return current ? `${partnerPortalPath(current, rest ? `/${rest}` : '')}${url.search}${url.hash}` : HOME_PATH;
  }
  const facts = await context.accountFacts(accountId);
  if (!facts.isPartner) return HOME_PATH;
  return (await context.switchAccount(accountId)) ? null : HOME_PATH;
};

/**
 * The partner links (navigation.md 2.5 leaves them open): what a reseller hands to a customer or keeps at
 * hand. The download page for the players, and one pairing-guide landing per vendor, which walks a new or
 * existing customer through connecting that vendor's hardware or app (navigation.md 2.12).
 */
export const PARTNER_LINK_KINDS = ['download', 'connect'] as const;
export type PartnerLinkKind = (typeof PARTNER_LINK_KINDS)[number];

export interface PartnerLink {
  id: string;
  kind: PartnerLinkKind;
  vendor?: Vendor;
  url: string;
}

export function partnerLinks(origin: string): PartnerLink[] {
  return [{ id: 'download', kind: 'download', url: `${origin}/download` }, ...VENDORS.map((vendor) => ({ id: `connect-${vendor}`, kind: 'connect' as const, vendor, url: `${origin}/connect/${vendor}/` }))];
}
