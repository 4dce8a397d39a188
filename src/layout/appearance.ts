// Which navigation the layout shows and which of its parts are on screen (navigation.md 2.7).
import { CHROME_PARTS } from './routeHandle';
import type { ChromePart, LayoutRouteHandle } from './routeHandle';

/**
 * public: logged out; onboarding: an account that is not yet activated but has a payment method;
 * full: everything else; none: no navigation items; signup: only Login when logged out.
 */
export type Appearance = 'public' | 'onboarding' | 'full' | 'none' | 'signup';

export interface AppearanceAccount {
  /** The account finished checkout (checkout_state 'completed'): its subscription is activated. */
  activated: boolean;
  hasPaymentMethod: boolean;
}

export function appearanceFor({ loggedIn, account, route }: { loggedIn: boolean; account: AppearanceAccount | null; route?: LayoutRouteHandle['appearance'] }): Appearance {
  if (route) return route;
  if (!loggedIn) return 'public';
  if (account && !account.activated && account.hasPaymentMethod) return 'onboarding';
  return 'full';
}

export type Chrome = Record<ChromePart, boolean>;

/**
 * Which parts of the layout show: the route handles first, then the URL flags, which only hide:
 * chrome=0 hides header and footer, header=0 the header, sidebar=0 the sidebar and the search.
 */
export function chromeFor(searchParams: URLSearchParams, handle: LayoutRouteHandle): Chrome {
  const chrome = Object.fromEntries(CHROME_PARTS.map((part) => [part, handle.chrome?.[part] ?? true])) as Chrome;
  const off = (flag: string) => searchParams.get(flag) === '0';
  if (off('chrome')) {
    chrome.header = false;
    chrome.footer = false;
  }
  if (off('header')) chrome.header = false;
  if (off('sidebar')) {
    chrome.sidebar = false;
    chrome.search = false;
  }
  return chrome;
}
