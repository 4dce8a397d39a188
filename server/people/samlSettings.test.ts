// The SAML settings page's operations (navigation.md 2.4, 2.9, 6): reading and saving an account's SAML
// organisation behind user.create, with the per-field messages of src/domain/saml.ts.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { samlMessages } from '../../src/domain/saml';
import { messages } from '../../src/domain/validation';
import { accounts, samlOrganisations } from '../db/schema';
import { testDatabaseKind } from '../testing/database';
import type { TestServer } from '../testing/testServer';
import { startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';

const publicKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe(`SAML settings (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  let account: { id: string };
  let token: string;
  const path = () => `/auth/accounts/${account.id}/saml_organisation`;
  const stored = async () => server.app.services.db.select().from(samlOrganisations).where(eq(samlOrganisations.accountId, account.id));

  beforeAll(async () => {
    ({ server, make } = await startPeopleServer());
    const world = await make.world();
    account = world.account;
    token = world.token;
  });
  afterAll(() => server.close());

  it('reads no organisation before one is saved, with the sso add-on off', async () => {
    const response = await server.rest('GET', path(), { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ organisation: null, saml_enabled: false });
  });

  it('saves the organisation, gives the service provider side the IdP is set up with, and signs in through it', async () => {
    const saved = await server.rest('PUT', path(), { token, body: { slug: ' north-star ', name: ' North Star ', idp_sso_url: null, idp_certificate: null } });
    expect(saved.status).toBe(200);
    expect(saved.body.organisation).toEqual({
      slug: 'north-star',
      name: 'North Star',
      idp_sso_url: null,
      idp_certificate: null,
      sp_entity_id: expect.stringMatching(/\/auth\/saml\/north-star$/),
      acs_url: expect.stringMatching(/\/auth\/saml\/north-star\/acs$/),
    });
    expect((await server.rest('GET', path(), { token })).body).toEqual(saved.body);

    // With the add-on, /login/saml/{slug} starts at the IdP the organisation names.
    await server.app.services.db.update(accounts).set({ featureFlags: ['saml_enabled'] }).where(eq(accounts.id, account.id));
    const key = publicKey();
    const withIdp = await server.rest('PUT', path(), { token, body: { slug: 'north-star', name: 'North Star', idp_sso_url: 'https://idp.example/sso', idp_certificate: key } });
    expect(withIdp.status).toBe(200);
    expect(withIdp.body).toMatchObject({ saml_enabled: true, organisation: { idp_sso_url: 'https://idp.example/sso', idp_certificate: key.trim() } });
    const start = await server.rest('GET', `/auth/login/saml/north-star?returnTo=${encodeURIComponent(`${server.origin}/saml`)}`);
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get('location')!).origin).toBe('https://idp.example');

    // A new slug renames the one organisation.
    await server.rest('PUT', path(), { token, body: { slug: 'north-star-2', name: 'North Star' } });
    expect((await stored()).map((row) => row.slug)).toEqual(['north-star-2']);
  });

  it.each([
    [{ slug: '', name: 'X' }, { slug: messages.required }],
    [{ slug: 'Upper Case', name: 'X' }, { slug: samlMessages.slugFormat }],
    [{ slug: '-dash', name: '  ' }, { slug: samlMessages.slugFormat, name: messages.required }],
    [{ slug: 'ok', name: 'X', idp_sso_url: 'http://idp.example/sso', idp_certificate: 'PEM' }, { idp_sso_url: samlMessages.urlFormat, idp_certificate: samlMessages.certificateFormat }],
    [{ slug: 'ok', name: 'X', idp_sso_url: 'https://idp.example/sso' }, { idp_certificate: samlMessages.urlWithoutCertificate }],
    [{ slug: 'ok', name: 'X', idp_certificate: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }, { idp_sso_url: samlMessages.certificateWithoutUrl, idp_certificate: samlMessages.certificateUnreadable }],
    [{ slug: 'ok', name: 'X', idp_sso_url: 'https://idp.example/sso', idp_certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, { idp_certificate: samlMessages.certificateUnreadable }],
  ])('refuses %j with per-field messages and saves nothing', async (body, fields) => {
    const before = await stored();
    const response = await server.rest('PUT', path(), { token, body });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect(await stored()).toEqual(before);
  });

  it('refuses a slug another organisation uses', async () => {
    const other = await make.world();
    await server.app.services.db.insert(samlOrganisations).values({ slug: 'taken', accountId: other.account.id, name: 'Other' });
    const response = await server.rest('PUT', path(), { token, body: { slug: 'taken', name: 'Mine' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ slug: samlMessages.slugTaken });
  });

  it('needs user.create on the account (navigation.md 6)', async () => {
    const contact = await make.user();
    await make.membership(account.id, contact.id, { contact: true });
    const contactToken = await make.token(contact.id);
    const body = { slug: 'by-contact', name: 'Contact' };
    expect((await server.rest('GET', path(), { token: contactToken })).status).toBe(403);
    expect((await server.rest('PUT', path(), { token: contactToken, body })).status).toBe(403);
    const stranger = await make.world();
    expect((await server.rest('GET', path(), { token: stranger.token })).status).toBe(404);
    expect((await server.rest('PUT', path(), { token: stranger.token, body })).status).toBe(404);
    expect((await server.rest('PUT', path(), { body })).status).toBe(401);
    expect((await stored()).map((row) => row.slug)).not.toContain('by-contact');
  });
});
