import { afterEach, describe, expect, it } from 'vitest';
import { requestFlags } from '../../app/clientInfo';
import type { ClientIdentity } from '../../app/clientInfo';
import { clientWith, fakeSession, json, scriptedFetch, sentRequest } from '../testing/fakes';
import { apiHeaders } from './apiHeaders';
import { bearerToken } from './bearerToken';
import { issuedToken } from './issuedToken';
import { productHeaders } from './productHeaders';

const identity: ClientIdentity = { client: 'cadence-business-web', version: '1.2.3', commit: 'abc', dev: false, os: { name: 'Linux', version: 'unknown' } };
const account = { params: { path: { accountId: 'a1' } } } as const;

afterEach(() => {
  requestFlags.nocache = false;
  requestFlags.canary = false;
});

describe('productHeaders', () => {
  it('sends X-API-Version 13 and the tracking id', async () => {
    const fetch = scriptedFetch(json({}));
    await clientWith(fetch, productHeaders('track-1')).GET('/api/accounts/{accountId}', account);
    expect(sentRequest(fetch).headers.get('X-API-Version')).toBe('13');
    expect(sentRequest(fetch).headers.get('X-Tracking-Id')).toBe('track-1');
  });
});

describe('apiHeaders', () => {
  it('sends X-Canary, the editorial agent for the platform, and no request flags when none is set', async () => {
    const fetch = scriptedFetch(json({}));
    await clientWith(fetch, apiHeaders({ identity, platform: () => 'business-t2' })).GET('/api/accounts/{accountId}', account);
    const headers = sentRequest(fetch).headers;
    expect(headers.get('X-Canary')).toBe('false');
    expect(JSON.parse(headers.get('X-User-Agent')!)).toEqual({ client: 'cadence-business-web', version: '1.2.3', platform: 'business-t2', os: 'Linux' });
    expect(headers.has('X-Request-Flags')).toBe(false);
  });

  it('reads the flags and the platform on every call', async () => {
    const fetch = scriptedFetch(json({}));
    let platform: 'business' | 'business-t2' = 'business-t2';
    const client = clientWith(fetch, apiHeaders({ identity, platform: () => platform }));
    await client.GET('/api/accounts/{accountId}', account);
    requestFlags.nocache = true;
    requestFlags.canary = true;
    platform = 'business';
    await client.GET('/api/accounts/{accountId}', account);
    const headers = sentRequest(fetch, 1).headers;
    expect(headers.get('X-Request-Flags')).toBe('nocache:true');
    expect(headers.get('X-Canary')).toBe('true');
    expect(JSON.parse(headers.get('X-User-Agent')!).platform).toBe('business');
  });
});

describe('bearerToken', () => {
  it('sends the session token as a bearer credential', async () => {
    const fetch = scriptedFetch(json({}));
    await clientWith(fetch, bearerToken(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(sentRequest(fetch).headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends none without a token', async () => {
    const fetch = scriptedFetch(json({}));
    await clientWith(fetch, bearerToken(fakeSession({ token: () => undefined }))).GET('/api/accounts/{accountId}', account);
    expect(sentRequest(fetch).headers.has('Authorization')).toBe(false);
  });

  it("keeps a credential the caller set", async () => {
    const fetch = scriptedFetch(json({}));
    await clientWith(fetch, bearerToken(fakeSession())).GET('/stand-in/spotify/v1/me', { params: { header: { Authorization: 'Bearer spotify-token' } } });
    expect(sentRequest(fetch).headers.get('Authorization')).toBe('Bearer spotify-token');
  });
});

describe('issuedToken', () => {
  it('hands a token from x-access-token-issued to the session', async () => {
    const session = fakeSession();
    await clientWith(scriptedFetch(json({}, 200, { 'x-access-token-issued': 'fresh' })), issuedToken(session)).GET('/api/accounts/{accountId}', account);
    expect(session.adoptIssuedToken).toHaveBeenCalledWith('fresh');
  });

  it('leaves the session alone without one', async () => {
    const session = fakeSession();
    await clientWith(scriptedFetch(json({})), issuedToken(session)).GET('/api/accounts/{accountId}', account);
    expect(session.adoptIssuedToken).not.toHaveBeenCalled();
  });
});
