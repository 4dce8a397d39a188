// One typed openapi-fetch client per REST service (docs/ARCHITECTURE.md). Call sites use the contract's paths,
// which start with the service's base path ('/api/accounts/{accountId}'); each client sends them to its
// service's base URL, which is origin + base path unless a deployment moved the service (DECISIONS.md),
// so the prefix is rewritten in one place and the same call works against any deployment.
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import { TRACKING_ID, webIdentity } from '../app/clientInfo';
import type { ClientIdentity } from '../app/clientInfo';
import type { SessionPort } from '../session/sessionPort';
import type { paths } from './__generated__/rest';
import { apiHeaders } from './middleware/apiHeaders';
import type { EditorialPlatform } from './middleware/apiHeaders';
import { bearerToken } from './middleware/bearerToken';
import { connectivity } from './middleware/connectivity';
import { issuedToken } from './middleware/issuedToken';
import { productHeaders } from './middleware/productHeaders';
import { recordExchanges } from './middleware/recordExchange';
import { refreshOn401, sharedRefresh } from './middleware/refreshOn401';
import type { Refresh } from './middleware/refreshOn401';
import { retryIdempotent } from './middleware/retryIdempotent';
import { PRODUCT_SERVICES, SERVICE_BASE_PATHS } from './services';
import type { RestService } from './services';

type BasePath<S extends RestService> = (typeof SERVICE_BASE_PATHS)[S];
type ServiceWithBase = Exclude<RestService, 'migrator'>;
type PathOfBase<S extends ServiceWithBase> = Extract<keyof paths, BasePath<S> | `${BasePath<S>}/${string}`>;

/** The contract paths a service serves: those under its base path; the origin-level migrator gets the rest. */
export type ServicePath<S extends RestService> = S extends ServiceWithBase ? PathOfBase<S> : Exclude<keyof paths, PathOfBase<ServiceWithBase>>;
export type ServicePaths<S extends RestService> = Pick<paths, ServicePath<S>>;
export type ServiceClient<S extends RestService> = Client<ServicePaths<S>>;
export type RestClients = { [S in RestService]: ServiceClient<S> };

export interface RestClientsOptions {
  session: SessionPort;
  /** Defaults to the global fetch; tests pass vi.fn(). */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the services live by default; defaults to the page's origin. */
  origin?: string;
  /** Who is calling, for X-User-Agent; defaults to the web app's identity. */
  identity?: ClientIdentity;
  /** A service moved by the deployment: its base URL (absolute, or a path on origin) replaces origin + base path. */
  serviceBaseUrls?: Partial<Record<RestService, string>>;
  /** The platform named in X-User-Agent: 'business' for tier 3, else 'business-t2' (core.md 9), the default until the session knows the account's tier. */
  platform?: () => EditorialPlatform;
  trackingId?: string;
}

const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** The base URL a service's calls go to. */
export function serviceBaseUrl(service: RestService, origin: string, overrides: Partial<Record<RestService, string>> = {}): string {
  const override = overrides[service];
  return override === undefined ? `${origin.replace(/\/+$/, '')}${SERVICE_BASE_PATHS[service]}` : new URL(override, origin).href.replace(/\/+$/, '');
}

function isProductService(service: RestService): boolean {
  return (PRODUCT_SERVICES as readonly RestService[]).includes(service);
}

interface Shared {
  session: SessionPort;
  refresh: Refresh;
  identity: ClientIdentity;
  platform: () => EditorialPlatform;
  trackingId: string;
}

/** The middleware of core.md 7, in order; responses run through it in reverse, the recorder last. */
function middlewareFor(service: RestService, shared: Shared): Middleware[] {
  const chain: Middleware[] = [recordExchanges(SERVICE_BASE_PATHS[service]), connectivity()];
  if (isProductService(service)) {
    chain.push(productHeaders(shared.trackingId));
    if (service === 'api') chain.push(apiHeaders({ identity: shared.identity, platform: shared.platform }));
    chain.push(bearerToken(shared.session), issuedToken(shared.session), refreshOn401(shared.session, shared.refresh));
  }
  // Last, so that it copies the request with every header set.
  chain.push(retryIdempotent(shared.session));
  return chain;
}

function serviceClient<S extends RestService>(service: S, baseUrl: string, fetch: RestClientsOptions['fetch'], middleware: Middleware[]): ServiceClient<S> {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  client.use(...middleware);
  const basePath = SERVICE_BASE_PATHS[service];
  const local = (path: string): string => {
    if (!path.startsWith(basePath)) throw new Error(`${path} is not a path of the ${service} service`);
    return path.slice(basePath.length);
  };
  type Call = (path: string, init?: unknown) => unknown;
  const untyped = client as unknown as Record<(typeof HTTP_METHODS)[number], Call> & { request: (method: string, path: string, init?: unknown) => unknown };
  return {
    use: client.use,
    eject: client.eject,
    request: (method: string, path: string, init?: unknown) => untyped.request(method, local(path), init),
    ...Object.fromEntries(HTTP_METHODS.map((method) => [method, (path: string, init?: unknown) => untyped[method](local(path), init)])),
  } as unknown as ServiceClient<S>;
}

export function createRestClients(options: RestClientsOptions): RestClients {
  const origin = options.origin ?? globalThis.location.origin;
  const shared: Shared = {
    session: options.session,
    refresh: sharedRefresh(options.session),
    identity: options.identity ?? webIdentity(),
    platform: options.platform ?? (() => 'business-t2'),
    trackingId: options.trackingId ?? TRACKING_ID,
  };
  const services = Object.keys(SERVICE_BASE_PATHS) as RestService[];
  return Object.fromEntries(
    services.map((service) => [service, serviceClient(service, serviceBaseUrl(service, origin, options.serviceBaseUrls), options.fetch, middlewareFor(service, shared))]),
  ) as RestClients;
}
