import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { createRestClients } from './clients';
import { ORIGIN, fakeSession, json, scriptedFetch, sentRequest } from './testing/fakes';
import { createPeopleApi } from './peopleApi';

const AUTH = `${ORIGIN}/auth`;
const user = { id: 'VXNlciwsMWRlZi8.', name: 'Maja Lind', email: 'maja@cafe-lumen.test', created_at: '20261122143000', accounts: [], start_of_week: 1, userColorModeSetting: 'system' };

function api(fetch: ReturnType<typeof scriptedFetch>, probe: typeof globalThis.fetch = vi.fn()) {
  const rest = createRestClients({ session: fakeSession(), fetch, origin: ORIGIN, trackingId: 'track-1' });
  return createPeopleApi(rest, { authBaseUrl: AUTH, fetch: probe });
}

async function bodyOf(request: Request) {
  return JSON.parse(await request.text()) as unknown;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createPeopleApi', () => {
  it('asks for a reset mail and commits a reset', async () => {
    const fetch = scriptedFetch(new Response(null, { status: 204 }));
    const people = api(fetch);
    await people.requestPasswordReset('maja@cafe-lumen.test');
    await people.resetPassword('tok-1', 'new-secret');
    expect([sentRequest(fetch, 0).method, sentRequest(fetch, 0).url]).toEqual(['POST', `${ORIGIN}/api/users/reset_password`]);
    expect(await bodyOf(sentRequest(fetch, 0))).toEqual({ email: 'maja@cafe-lumen.test' });
    expect([sentRequest(fetch, 1).method, sentRequest(fetch, 1).url]).toEqual(['PUT', `${ORIGIN}/api/users/reset_password`]);
    expect(await bodyOf(sentRequest(fetch, 1))).toEqual({ token: 'tok-1', password: 'new-secret' });
  });

  it('rejects an unusable reset link with the server’s 404 as an expected AppError', async () => {
    const people = api(scriptedFetch(json({ error: 'not_found', message: 'This link is invalid or has expired.' }, 404)));
    const error = await rejection(people.resetPassword('old', 'new-secret'));
    expect([error.status, error.kind, error.message, error.expected]).toEqual([404, 'notFound', 'This link is invalid or has expired.', true]);
  });

  it('verifies an e-mail address and returns the user', async () => {
    const fetch = scriptedFetch(json(user));
    expect(await api(fetch).verifyEmail('tok-2')).toEqual(user);
    expect([sentRequest(fetch).method, sentRequest(fetch).url]).toEqual(['PUT', `${ORIGIN}/api/users/verify`]);
    expect(await bodyOf(sentRequest(fetch))).toEqual({ token: 'tok-2' });
  });

  it('looks up and accepts invitations, as a new user or as the signed-in one', async () => {
    const invitation = { token: 'inv 1', account: 'a1', account_name: 'Café Lumen', inviter: null, email: 'new@cafe-lumen.test', user_exists: false };
    const fetch = scriptedFetch(json(invitation), json({ token: 't', user }), json({ token: 't', user }));
    const people = api(fetch);
    expect(await people.getInvitation('inv 1')).toEqual(invitation);
    expect(sentRequest(fetch, 0).url).toBe(`${ORIGIN}/api/invitations/inv%201`);
    await people.acceptInvitation('inv 1', { name: 'Nina', password: 'secret1' });
    expect([sentRequest(fetch, 1).method, sentRequest(fetch, 1).url]).toEqual(['POST', `${ORIGIN}/api/invitations/inv%201/accept`]);
    expect(await bodyOf(sentRequest(fetch, 1))).toEqual({ name: 'Nina', password: 'secret1' });
    await people.acceptInvitation('inv 1');
    expect(await bodyOf(sentRequest(fetch, 2))).toEqual({});
  });

  it('updates the user and changes e-mail and password', async () => {
    const fetch = scriptedFetch(json(user), new Response(null, { status: 204 }), json(user));
    const people = api(fetch);
    await people.updateUser('u1', { name: 'Maja', start_of_week: 0, userColorModeSetting: 'dark' });
    expect([sentRequest(fetch, 0).method, sentRequest(fetch, 0).url]).toEqual(['PUT', `${ORIGIN}/api/users/u1`]);
    expect(await bodyOf(sentRequest(fetch, 0))).toEqual({ name: 'Maja', start_of_week: 0, userColorModeSetting: 'dark' });
    await people.changePassword('u1', { old_password: 'old-secret', password: 'new-secret' });
    expect(sentRequest(fetch, 1).url).toBe(`${ORIGIN}/api/users/u1/password`);
    expect(await bodyOf(sentRequest(fetch, 1))).toEqual({ old_password: 'old-secret', password: 'new-secret' });
    await people.changeEmail('u1', { email: 'maja@lumen.test', password: 'secret' });
    expect(sentRequest(fetch, 2).url).toBe(`${ORIGIN}/api/users/u1/email`);
  });

  it('invites a user to an account, limited to locations, and reads a taken address (409) as an expected refusal', async () => {
    const acl = { id: 'acl1', account: 'A 1', user: null, pending_email: 'nina@lumen.test', owner: false, admin: false, finance: false, contact: true, locations: ['L1'] };
    const taken = json({ error: 'conflict', message: 'This e-mail address is already a member of the account or invited to it' }, 409);
    const fetch = scriptedFetch(json(acl, 201), taken);
    const people = api(fetch);
    await people.inviteUser('A 1', { pending_email: 'nina@lumen.test', owner: false, admin: false, finance: false, contact: true, locations: ['L1'] });
    expect([sentRequest(fetch, 0).method, sentRequest(fetch, 0).url]).toEqual(['POST', `${ORIGIN}/api/accounts/A%201/attach_user`]);
    expect(await bodyOf(sentRequest(fetch, 0))).toEqual({ pending_email: 'nina@lumen.test', owner: false, admin: false, finance: false, contact: true, locations: ['L1'] });
    const error = await rejection(people.inviteUser('A 1', { pending_email: 'nina@lumen.test', owner: false, admin: false, finance: false, contact: false, locations: [] }));
    expect([error.status, error.expected, error.message]).toEqual([409, true, 'This e-mail address is already a member of the account or invited to it']);
  });

  it('changes and removes memberships, reading the last owner (409) as an expected refusal', async () => {
    const acl = { id: 'acl1', account: 'A1', user: 'u2', pending_email: null, owner: false, admin: true, finance: false, contact: false, locations: [] };
    const lastOwner = json({ error: 'conflict', message: 'An account must keep at least one owner' }, 409);
    const fetch = scriptedFetch(json(acl, 200), new Response(null, { status: 204 }), lastOwner);
    const people = api(fetch);
    await people.updateMembership('acl1', { admin: true, locations: [] });
    expect([sentRequest(fetch, 0).method, sentRequest(fetch, 0).url]).toEqual(['PUT', `${ORIGIN}/api/acls/acl1`]);
    expect(await bodyOf(sentRequest(fetch, 0))).toEqual({ admin: true, locations: [] });
    await people.removeMembership('acl1');
    expect([sentRequest(fetch, 1).method, sentRequest(fetch, 1).url]).toEqual(['DELETE', `${ORIGIN}/api/acls/acl1`]);
    const error = await rejection(people.removeMembership('acl0'));
    expect([error.status, error.expected, error.message]).toEqual([409, true, 'An account must keep at least one owner']);
  });

  it('reads a wrong current password (401 with the token sent) as an expected refusal with the server’s words', async () => {
    const wrong = json({ error: 'unauthorized', message: 'The current password is wrong' }, 401);
    const session = fakeSession({ refresh: vi.fn(async () => undefined) });
    const rest = createRestClients({ session, fetch: scriptedFetch(wrong), origin: ORIGIN, trackingId: 'track-1' });
    const error = await rejection(createPeopleApi(rest, { authBaseUrl: AUTH }).changePassword('u1', { old_password: 'nope', password: 'new-secret' }));
    expect([error.status, error.message, error.expected]).toEqual([401, 'The current password is wrong', true]);
  });

  it('keeps per-field messages of a 400', async () => {
    const people = api(scriptedFetch(json({ error: 'bad_request', message: 'The request is invalid', fields: { name: 'Cannot be empty' } }, 400)));
    const error = await rejection(people.updateUser('u1', { name: ' ' }));
    expect(error.fields).toEqual({ name: 'Cannot be empty' });
  });

  it('builds the social and SAML sign-in addresses on the auth service', () => {
    const people = api(scriptedFetch(json({})));
    expect(people.socialLoginUrl('google', 'https://app.test/sso')).toBe(`${AUTH}/auth/google?callbackURL=https%3A%2F%2Fapp.test%2Fsso`);
    expect(people.samlLoginUrl('cafe-lumen', 'https://app.test/saml')).toBe(`${AUTH}/login/saml/cafe-lumen?returnTo=https%3A%2F%2Fapp.test%2Fsaml`);
  });

  it('checks a SAML organisation without following the redirect to its IdP', async () => {
    const redirect = Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    const probe = vi.fn(async () => redirect);
    const people = api(scriptedFetch(json({})), probe);
    expect(await people.samlOrganisationExists('cafe-lumen', 'https://app.test/saml')).toBe(true);
    expect(probe).toHaveBeenCalledWith(`${AUTH}/login/saml/cafe-lumen?returnTo=https%3A%2F%2Fapp.test%2Fsaml`, { redirect: 'manual', credentials: 'omit' });
  });

  it('reads 404 as an unknown organisation and anything else as a failure', async () => {
    const unknown = api(scriptedFetch(json({})), vi.fn(async () => json({ error: 'not_found', message: 'SAML organisation not found' }, 404)));
    expect(await unknown.samlOrganisationExists('nobody', 'https://app.test/saml')).toBe(false);
    const broken = api(scriptedFetch(json({})), vi.fn(async () => json({ error: 'server_error', message: 'boom' }, 500)));
    expect((await rejection(broken.samlOrganisationExists('x', 'https://app.test/saml'))).kind).toBe('server');
    const offline = api(scriptedFetch(json({})), vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await rejection(offline.samlOrganisationExists('x', 'https://app.test/saml'))).kind).toBe('offline');
  });
});
