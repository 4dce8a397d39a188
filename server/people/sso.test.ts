import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, samlOrganisations, userIdentities } from '../db/schema';
import { freshAddress, freshEmail, jwtClaims, localLocation, mailsTo, startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';

const REFRESH = `mutation RefreshLogin($input: RefreshLoginInput!) { refreshLogin(input: $input) { token refreshToken } }`;

/** The value of a hidden form field in an HTML page. */
function formField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  expect(match, `form field ${name}`).not.toBeNull();
  return match![1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe(`single sign-on (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  let appOrigin: string;
  beforeAll(async () => {
    ({ server, make } = await startPeopleServer());
    appOrigin = server.origin;
  });
  afterAll(() => server.close());

  describe('social login through the oauth stand-in', () => {
    /** Runs the browser's part: start, consent page, consent form; answers the redirect to the app. */
    async function socialLogin(provider: 'google' | 'apple', email: string, decision: 'allow' | 'deny' = 'allow') {
      const start = await server.rest('GET', `/auth/auth/${provider}?callbackURL=${encodeURIComponent(`${appOrigin}/sso`)}`);
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get('location')!);
      expect(authorize.pathname).toBe(`/stand-in/oauth/${provider}/authorize`);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'cadence-web', response_type: 'code', scope: 'openid email profile', state: expect.any(String) });
      expect(authorize.searchParams.get('redirect_uri')).toMatch(new RegExp(`/auth/auth/${provider}/callback$`));

      const page = await server.rest('GET', localLocation(server, authorize.toString()));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<form method="post"');

      const consent = await server.rest('POST', `/stand-in/oauth/${provider}/authorize`, {
        form: { client_id: formField(page.body, 'client_id'), redirect_uri: formField(page.body, 'redirect_uri'), state: formField(page.body, 'state'), scope: 'openid email profile', email, name: 'Social Person', decision },
      });
      expect(consent.status).toBe(302);
      const callback = await server.rest('GET', localLocation(server, consent.headers.get('location')));
      expect(callback.status).toBe(302);
      const back = new URL(callback.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(`${appOrigin}/sso`);
      return { back, consent };
    }

    it('gives an unknown identity an SSO token of type sso, which signs up a linked, verified user', async () => {
      const email = freshEmail('social');
      const { back } = await socialLogin('google', email);
      const token = back.searchParams.get('token')!;
      const claims = jwtClaims(token);
      expect(claims).toMatchObject({ typ: 'sso', sso_id: expect.any(String), email, iss: 'cadence', provider: 'google' });
      expect(claims.sub).toBeUndefined();

      const signup = await server.rest('POST', '/api/users', { body: { name: 'Social Person', email, sso_token: token }, headers: freshAddress() });
      expect(signup.status).toBe(201);
      expect(await mailsTo(server, email, 'verify_email')).toEqual([]);
      const [identity] = await server.app.services.db.select().from(userIdentities).where(eq(userIdentities.userId, signup.body.user.id));
      expect(identity).toMatchObject({ provider: 'google', subject: claims.sso_id });

      // Next time the identity has a user: a token of type refresh, which refreshLogin exchanges once.
      const again = jwtClaims((await socialLogin('google', email)).back.searchParams.get('token')!);
      expect(again).toMatchObject({ typ: 'refresh', sub: signup.body.user.id, email, iss: 'cadence', provider: 'google' });
      expect(again.sso_id).toBeUndefined();
    });

    it('finds a known user by e-mail, and the refresh token works once', async () => {
      const user = await make.user();
      const token = (await socialLogin('apple', user.email)).back.searchParams.get('token')!;
      expect(jwtClaims(token)).toMatchObject({ typ: 'refresh', sub: user.id, provider: 'apple' });
      const session = await server.graphql(REFRESH, { input: { refreshToken: token } });
      expect(jwtClaims(session.body.data.refreshLogin.token)).toMatchObject({ sub: user.id, typ: 'user' });
      const replay = await server.graphql(REFRESH, { input: { refreshToken: token } });
      expect(replay.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The session it started rotates like any other.
      expect((await server.graphql(REFRESH, { input: { refreshToken: session.body.data.refreshLogin.refreshToken } })).body.data.refreshLogin.token).toEqual(expect.any(String));
    });

    it('refuses an SSO token of type sso as a refresh token, and as an auth-token', async () => {
      const token = (await socialLogin('google', freshEmail('nobody'))).back.searchParams.get('token')!;
      expect((await server.graphql(REFRESH, { input: { refreshToken: token } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.rest('POST', '/auth/login', { body: { token }, headers: freshAddress() })).status).toBe(401);
    });

    it('sends the provider’s error back to the app', async () => {
      const { back } = await socialLogin('google', '', 'deny');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('token')).toBeNull();
    });

    it('uses a state and a code once', async () => {
      const { consent } = await socialLogin('google', freshEmail('twice'));
      const callback = localLocation(server, consent.headers.get('location'));
      const replayed = await server.rest('GET', callback);
      expect(replayed.status).toBe(400);
      expect(replayed.body.fields).toEqual({ state: 'Invalid' });
    });

    it('answers invalid_grant for a code that was not issued for this sign-in', async () => {
      const start = await server.rest('GET', `/auth/auth/google?callbackURL=${encodeURIComponent(`${appOrigin}/sso`)}`);
      const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
      const callback = await server.rest('GET', `/auth/auth/google/callback?code=made-up&state=${encodeURIComponent(state)}`);
      expect(new URL(callback.headers.get('location')!).searchParams.get('error')).toBe('invalid_grant');
    });

    it('only returns to the app', async () => {
      const response = await server.rest('GET', `/auth/auth/google?callbackURL=${encodeURIComponent('https://evil.example/sso')}`);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ callbackURL: 'Must be an address of the app' });
    });

    it('serves only the registered client and redirect URI at the stand-in', async () => {
      const query = (params: Record<string, string>) => new URLSearchParams({ client_id: 'cadence-web', redirect_uri: 'https://evil.example/callback', state: 's', response_type: 'code', ...params });
      expect((await server.rest('GET', `/stand-in/oauth/google/authorize?${query({})}`)).body.fields).toEqual({ redirect_uri: 'Not registered for this client' });
      expect((await server.rest('GET', `/stand-in/oauth/google/authorize?${query({ client_id: 'someone-else' })}`)).body.fields).toEqual({ client_id: 'Unknown client' });
    });
  });

  describe('SAML through the IdP stand-in', () => {
    let account: { id: string };
    let member: { id: string; email: string };
    let ownerToken: string;
    const slug = 'lumen';

    beforeAll(async () => {
      const world = await make.world();
      account = world.account;
      member = world.user;
      ownerToken = world.token;
      await server.app.services.db.update(accounts).set({ featureFlags: ['saml_enabled'] }).where(eq(accounts.id, account.id));
      await server.app.services.db.insert(samlOrganisations).values({ slug, accountId: account.id, name: 'Café Lumen' });
    });

    /** The IdP's part: its sign-in page and form; answers the auto-posting page's form. */
    async function signInAtIdp(redirect: string, email: string) {
      const page = await server.rest('GET', localLocation(server, redirect));
      expect(page.status).toBe(200);
      expect(page.body).toContain(`action="/stand-in/saml/${slug}/sso"`);
      const posted = await server.rest('POST', `/stand-in/saml/${slug}/sso`, {
        form: { SAMLRequest: formField(page.body, 'SAMLRequest'), RelayState: formField(page.body, 'RelayState'), email, name: 'Saml Person' },
      });
      expect(posted.status).toBe(200);
      const action = /<form id="saml" method="post" action="([^"]+)"/.exec(posted.body)![1]!;
      expect(new URL(action).pathname).toBe(`/auth/saml/${slug}/acs`);
      return { SAMLResponse: formField(posted.body, 'SAMLResponse'), RelayState: formField(posted.body, 'RelayState') };
    }

    const startLogin = async () => {
      const start = await server.rest('GET', `/auth/login/saml/${slug}?returnTo=${encodeURIComponent(`${appOrigin}/saml`)}`);
      expect(start.status).toBe(302);
      const location = new URL(start.headers.get('location')!);
      expect(location.pathname).toBe(`/stand-in/saml/${slug}/sso`);
      expect(location.searchParams.get('SAMLRequest')).toBeTruthy();
      expect(location.searchParams.get('RelayState')).toBe(`${appOrigin}/saml`);
      return location.toString();
    };

    const postToAcs = (form: Record<string, string>) => server.rest('POST', `/auth/saml/${slug}/acs`, { form });

    it('signs a member in: a signed response, checked, and a token in the fragment of returnTo', async () => {
      const form = await signInAtIdp(await startLogin(), member.email);
      const xml = Buffer.from(form.SAMLResponse, 'base64').toString('utf8');
      // The response and its assertion each carry an RSA-SHA256 signature.
      expect(xml.match(/<Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/g)).toHaveLength(2);
      expect(xml).toContain('rsa-sha256');

      const acs = await postToAcs(form);
      expect(acs.status).toBe(302);
      const back = new URL(acs.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(`${appOrigin}/saml`);
      const token = new URLSearchParams(back.hash.slice(1)).get('token')!;
      expect(jwtClaims(token)).toMatchObject({ typ: 'refresh', sub: member.id, email: member.email, provider: 'saml', iss: 'cadence' });
      const session = await server.graphql(REFRESH, { input: { refreshToken: token } });
      expect(jwtClaims(session.body.data.refreshLogin.token)).toMatchObject({ sub: member.id, typ: 'user' });

      // The response answered its request: posting it again is refused.
      const replay = await postToAcs(form);
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('Invalid SAML response');
    });

    it('refuses a response whose assertion was changed after signing', async () => {
      const form = await signInAtIdp(await startLogin(), member.email);
      const other = await make.user();
      const forged = Buffer.from(Buffer.from(form.SAMLResponse, 'base64').toString('utf8').split(member.email).join(other.email)).toString('base64');
      expect((await postToAcs({ ...form, SAMLResponse: forged })).status).toBe(401);
      expect((await postToAcs({ SAMLResponse: Buffer.from('<nonsense/>').toString('base64') })).status).toBe(401);
    });

    it('sends an unknown person back without a token', async () => {
      const outsider = await make.user();
      const acs = await postToAcs(await signInAtIdp(await startLogin(), outsider.email));
      const back = new URL(acs.headers.get('location')!);
      expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe('unknown_user');
      expect(back.hash).not.toContain('token=');
    });

    it('connects a user to the organisation, who then signs in with any NameID the IdP gives them', async () => {
      const body = { user: member.id, returnTo: `${appOrigin}/accounts/${account.id}/settings/saml` };
      const connect = await server.rest('POST', `/auth/connect/saml/${slug}`, { token: ownerToken, body });
      expect(connect.status).toBe(200);
      const idpName = freshEmail('idp-name');
      const acs = await postToAcs(await signInAtIdp(connect.body.redirect, idpName));
      const back = new URL(acs.headers.get('location')!);
      expect(back.pathname).toBe(`/accounts/${account.id}/settings/saml`);
      expect(jwtClaims(new URLSearchParams(back.hash.slice(1)).get('token')!)).toMatchObject({ sub: member.id });

      const login = await postToAcs(await signInAtIdp(await startLogin(), idpName));
      expect(jwtClaims(new URLSearchParams(new URL(login.headers.get('location')!).hash.slice(1)).get('token')!)).toMatchObject({ sub: member.id });
    });

    it('lets only a user who may manage users connect, and only themself', async () => {
      const body = (user: string) => ({ user, returnTo: `${appOrigin}/settings/saml` });
      const contact = await make.user();
      await make.membership(account.id, contact.id, { contact: true });
      const contactToken = await make.token(contact.id);
      expect((await server.rest('POST', `/auth/connect/saml/${slug}`, { token: contactToken, body: body(contact.id) })).status).toBe(403);
      expect((await server.rest('POST', `/auth/connect/saml/${slug}`, { token: ownerToken, body: body(contact.id) })).status).toBe(403);
      const stranger = await make.world();
      expect((await server.rest('POST', `/auth/connect/saml/${slug}`, { token: stranger.token, body: body(stranger.user.id) })).status).toBe(404);
      expect((await server.rest('POST', `/auth/connect/saml/${slug}`, { body: body(member.id) })).status).toBe(401);
    });

    it('answers 404 for an unknown slug or an account without SAML, and only returns to the app', async () => {
      expect((await server.rest('GET', `/auth/login/saml/nobody?returnTo=${encodeURIComponent(`${appOrigin}/saml`)}`)).status).toBe(404);
      const plain = await make.world();
      await server.app.services.db.insert(samlOrganisations).values({ slug: 'plain', accountId: plain.account.id, name: 'Plain' });
      expect((await server.rest('GET', `/auth/login/saml/plain?returnTo=${encodeURIComponent(`${appOrigin}/saml`)}`)).status).toBe(404);
      const evil = await server.rest('GET', `/auth/login/saml/${slug}?returnTo=${encodeURIComponent('https://evil.example/saml')}`);
      expect(evil.status).toBe(400);
      expect(evil.body.fields).toEqual({ returnTo: 'Must be an address of the app' });
    });

    it('has the IdP answer only its registered service provider', async () => {
      const redirect = new URL(await startLogin());
      const bogus = Buffer.from('not deflated').toString('base64');
      expect((await server.rest('GET', `/stand-in/saml/${slug}/sso?SAMLRequest=${encodeURIComponent(bogus)}`)).status).toBe(400);
      const request = redirect.searchParams.get('SAMLRequest')!;
      expect((await server.rest('GET', `/stand-in/saml/someone-else/sso?SAMLRequest=${encodeURIComponent(request)}`)).status).toBe(404);
      await server.app.services.db.insert(samlOrganisations).values({ slug: 'other-org', accountId: account.id, name: 'Other' });
      // A request for lumen's ACS is not one other-org's IdP answers.
      expect((await server.rest('GET', `/stand-in/saml/other-org/sso?SAMLRequest=${encodeURIComponent(request)}`)).status).toBe(400);
    });
  });
});
