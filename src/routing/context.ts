// What the route table needs from the rest of the app, injected so that routing stays free of the
// session store, Relay and the desktop bridge, and tests pass a plain object.
import type { PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import type { EditorialAgent } from '../domain/editorial';
import type { AccountPermission, SoundZonePermission } from '../domain/permissions';
import type { BillingApi } from '../rest/billing';
import type { RestClients } from '../rest/clients';

export type MaybePromise<T> = T | Promise<T>;

export interface RouterSession {
  /** A user signed in with their own login (a paired player's session is not one): the logged-out group sends them to /home. */
  isLoggedIn(): boolean;
  /** Passes login-required routes: a signed-in user, and also a paired player session (navigation.md 2.9). */
  passesLoginGuard(): boolean;
  /** Keeps the path (with search and hash) to return to after login. */
  saveRedirectTo(path: string): void;
}

/** The account plans (DECISIONS.md), as Account.plan names them in lower case with '-'. */
export const ACCOUNT_PLANS = ['starter', 'essential', 'unlimited', 'royalty-free'] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/** The session as REST calls read it: the signed-in user's token (a message's audio address carries it). */
export interface RestSession {
  getSnapshot(): { token?: string };
}

/** The facts about an account that routes are guarded by. */
export interface RouteAccountFacts {
  permissions: readonly AccountPermission[];
  /** Account.plan: the starter plan cannot create stations (navigation.md 6). */
  plan: AccountPlan;
  /** Account.featureFlags: the names of the flags that are on (messaging_enabled...). */
  featureFlags: readonly string[];
  isRoyaltyFree: boolean;
  restrictedDiscoverMusic: boolean;
  /** Account.country and businessType: the editorial agent's country and business (core.md 3). */
  country: string;
  businessType: string;
  /** Account.paymentMethod is set (a distributor-sold account pays through its distributor). */
  hasPaymentMethod: boolean;
  /** Account.roles.isDistributor: distributors have referrals (billing.md 6). */
  isDistributor: boolean;
  /** Account.roles.isPartner: partners have the partner portal (navigation.md 6). */
  isPartner: boolean;
}

/** A page's query, started by its route's loader while the page's code loads (render-as-you-fetch). */
export interface QueryPreload<T extends OperationType> {
  /** Names the route's query: a new load under the same key releases the previous one. */
  key: string;
  /** The query's generated artifact; it loads, with Relay, in parallel with the page. */
  query: () => Promise<{ default: ConcreteRequest }>;
  /** The query's persisted id and name (its @preloadable $parameters artifact): enough to send it before Relay loads. */
  parameters: PreloadableConcreteRequest<T>;
  variables: T['variables'];
  fetchPolicy?: 'store-or-network' | 'store-and-network' | 'network-only';
}

export interface RouterContext {
  session: RouterSession;
  /** The selected account as the account selection holds it now; null when none is. */
  selectedAccountId(): string | null;
  /** Starts a query and gives the reference its page reads it with (usePreloadedQuery). */
  preloadQuery<T extends OperationType>(preload: QueryPreload<T>): Promise<PreloadedQuery<T>>;
  /** The selected account; may wait for the user's accounts to load. undefined when the user has none. */
  currentAccountId(): MaybePromise<string | undefined>;
  /** Makes the account the selected one; false when the user has no access to it. */
  switchAccount(accountId: string): MaybePromise<boolean>;
  /** Read for an account the user has access to (the account guard has run before). */
  accountFacts(accountId: string): MaybePromise<RouteAccountFacts>;
  /** The user's permissions on a zone; none when the zone cannot be read. */
  zonePermissions(zoneId: string): MaybePromise<readonly SoundZonePermission[]>;
  /** Who is looking, sent with editorial requests: the session's user, the selected account and this browser session. */
  editorialAgent(): MaybePromise<EditorialAgent>;
  /** Developer tools are enabled: the /dev pages are open. */
  devtools(): boolean;
  /** Running inside the desktop shell (electron). */
  isDesktopShell(): boolean;
  /** Desktop shell: opens an absolute URL in the system browser. */
  openInSystemBrowser(url: string): void;
  /** The 'exp' query parameter's value: forces an experiment variation (navigation.md 2.1). */
  forceExperimentVariation(value: string): void;
  /** Analytics: the route table sends 'redirect' for every old route it redirects. */
  track(event: string, properties: Record<string, unknown>): void;
  /** The billing calls (src/rest/billing.ts), loaded with the first billing page: its loaders read through them. */
  billing(): Promise<BillingApi>;
  /**
   * An area's REST calls built over the app's REST clients and session: the area's code brings the
   * factory with its first page, so none of it is in the route table's code (messaging).
   */
  restApi<T>(create: (rest: Pick<RestClients, 'api'>, session: RestSession) => T): T;
}
