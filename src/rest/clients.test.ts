import { describe, expect, it } from 'vitest';
import type { ClientIdentity } from '../app/clientInfo';
import { createRestClients, serviceBaseUrl } from './clients';
import { exchangeOf } from './exchanges';
import { SERVICE_BASE_PATHS } from './services';
import type { RestService } from './services';
import { fakeSession, json, ORIGIN, scriptedFetch, sentRequest } from './testing/fakes';

const identity: ClientIdentity = { client: 'cadence-business-web', version: '1.2.3', commit: 'abc', dev: false };
const account = { params: { path: { accountId: 'a1' } } } as const;

function clients(fetch: ReturnType<typeof scriptedFetch>, session = fakeSession(), serviceBaseUrls?: Partial<Record<RestService, string>>) {
  return createRestClients({ session, fetch, origin: ORIGIN, identity, trackingId: 'track-1', ...(serviceBaseUrls ? { serviceBaseUrls } : {}) });
}

describe('serviceBaseUrl', () => {
  it('is origin plus the base path, or the deployment’s override (absolute or on origin)', () => {
    expect(serviceBaseUrl('billing', `${ORIGIN}/`)).toBe(`${ORIGIN}/billing`);
    expect(serviceBaseUrl('migrator', ORIGIN)).toBe(ORIGIN);
    expect(serviceBaseUrl('billing', ORIGIN, { billing: 'https://billing.example/v2/' })).toBe('https://billing.example/v2');
    expect(serviceBaseUrl('radio', ORIGIN, { radio: '/music' })).toBe(`${ORIGIN}/music`);
  });
});

describe('createRestClients', () => {
  it('has one client per service', () => {
    expect(Object.keys(clients(scriptedFetch(json({}))))).toEqual(Object.keys(SERVICE_BASE_PATHS));
  });

  it('sends a contract path to its service on the origin', async () => {
    const fetch = scriptedFetch(json({ id: 'a1' }));
    const { data } = await clients(fetch).api.GET('/api/accounts/{accountId}', { params: { path: { accountId: 'a1' }, query: { include: ['distributor'] } } });
    expect(sentRequest(fetch).url).toBe(`${ORIGIN}/api/accounts/a1?include=distributor`);
    expect(data).toEqual({ id: 'a1' });
  });

  it('rewrites the prefix of a service the deployment moved', async () => {
    const fetch = scriptedFetch(json([]));
    const rest = clients(fetch, fakeSession(), { billing: 'https://billing.example/v2' });
    await rest.billing.GET('/billing/currencies');
    await rest.api.GET('/api/accounts/{accountId}', account);
    expect(sentRequest(fetch, 0).url).toBe('https://billing.example/v2/currencies');
    expect(sentRequest(fetch, 1).url).toBe(`${ORIGIN}/api/accounts/a1`);
  });

  it("rejects a path of another service", () => {
    const rest = clients(scriptedFetch(json({})));
    // @ts-expect-error: the billing client only knows billing paths
    expect(() => rest.billing.GET('/api/accounts/{accountId}', account)).toThrow('/api/accounts/{accountId} is not a path of the billing service');
  });

  it("sends the product's headers and token to its services, and the api's own headers to the api only", async () => {
    const fetch = scriptedFetch(json({}));
    const rest = clients(fetch);
    await rest.api.GET('/api/accounts/{accountId}', account);
    await rest.billing.GET('/billing/currencies');
    const [api, billing] = [sentRequest(fetch, 0).headers, sentRequest(fetch, 1).headers];
    for (const headers of [api, billing]) {
      expect(headers.get('X-API-Version')).toBe('13');
      expect(headers.get('X-Tracking-Id')).toBe('track-1');
      expect(headers.get('Authorization')).toBe('Bearer token-1');
    }
    expect(JSON.parse(api.get('X-User-Agent')!)).toEqual({ client: 'cadence-business-web', version: '1.2.3', platform: 'business-t2' });
    expect(api.get('X-Canary')).toBe('false');
    expect(billing.has('X-User-Agent')).toBe(false);
    expect(billing.has('X-Canary')).toBe(false);
  });

  it('sends nothing of the session or the product to third-party stand-ins', async () => {
    const fetch = scriptedFetch(json({ page: {}, incidents: [], scheduled_maintenances: [] }));
    await clients(fetch).statuspage.GET('/stand-in/statuspage/api/v2/summary.json');
    const headers = sentRequest(fetch).headers;
    expect(sentRequest(fetch).url).toBe(`${ORIGIN}/stand-in/statuspage/api/v2/summary.json`);
    for (const name of ['Authorization', 'X-API-Version', 'X-Tracking-Id', 'X-User-Agent']) expect(headers.has(name), name).toBe(false);
  });

  it('refreshes on a 401, retries, adopts an issued token and records the final exchange', async () => {
    let token = 'token-1';
    const session = fakeSession({
      token: () => token,
      refresh: async () => (token = 'token-2'),
    });
    const fetch = scriptedFetch(json({ error: 'unauthorized', message: 'Token expired' }, 401, { 'www-authenticate': 'Bearer error="invalid_token", error_description="Token expired"' }), json({ id: 'a1' }, 200, { 'x-access-token-issued': 'token-3' }));
    const { data, response } = await clients(fetch, session).api.GET('/api/accounts/{accountId}', account);
    expect(data).toEqual({ id: 'a1' });
    expect(sentRequest(fetch, 1).headers.get('Authorization')).toBe('Bearer token-2');
    expect(sentRequest(fetch, 1).headers.get('X-API-Version')).toBe('13');
    expect(session.adoptIssuedToken).toHaveBeenCalledWith('token-3');
    expect(exchangeOf(response)).toEqual({ operation: 'GET /api/accounts/{accountId}', authorizationSent: true });
  });

  it('retries a GET of a stand-in after a server error too', async () => {
    const fetch = scriptedFetch(json({ error: 'unavailable', message: 'down' }, 503), json({ page: {}, incidents: [], scheduled_maintenances: [] }));
    const { response } = await clients(fetch).statuspage.GET('/stand-in/statuspage/api/v2/summary.json');
    expect(response.status).toBe(200);
    expect(exchangeOf(response)).toEqual({ operation: 'GET /stand-in/statuspage/api/v2/summary.json', authorizationSent: false });
  });
});
