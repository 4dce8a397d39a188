// SAML sign-in (navigation.md 2.9, 7) as a service provider, on @node-saml/node-saml: /auth/login/saml/
// {slug} and /auth/connect/saml/{slug} send the browser to the organisation's IdP with an AuthnRequest
// (HTTP-Redirect binding); the IdP posts a signed SAMLResponse to the assertion consumer service, which
// checks the signature, audience, times and InResponseTo (each request is answered once, by any server
// process: the request ids live in auth_requests), then sends the browser to returnTo with an SSO token
// of type 'refresh' in the fragment (#token=...), exchanged with refreshLogin.
import { X509Certificate, createPublicKey, randomUUID } from 'node:crypto';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { CacheProvider, Profile } from '@node-saml/node-saml';
import { asc, eq } from 'drizzle-orm';
import { samlMessages, samlOrganisationErrors } from '../../src/domain/saml';
import type { components } from '../../src/rest/__generated__/rest';
import type { ServerConfig } from '../config';
import type { RequestContext } from '../context';
import { samlOrganisations } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../errors';
import { requireAccountAction } from '../access/accountAccess';
import { defineHandlers } from '../rest/handlers';
import { createAuthRequest, peekAuthRequest, useAuthRequest } from './authRequests';
import { identityUser, linkIdentity } from './identities';
import { throughAccount } from './memberships';
import { membershipsOfUser, userByEmail } from './records';
import { redirectTo, requireAppAddress, withFragment } from './redirects';
import { samlStandInKeys } from './secrets';
import { activeUser } from './signIn';

/** The feature flag of an account that signs in with SAML (the sso add-on). */
export const SAML_FLAG = 'saml_enabled';
/** The provider claim of SSO tokens from SAML sign-ins. */
export const SAML_PROVIDER = 'saml';
/** How long the IdP may take to answer an AuthnRequest. */
const SAML_REQUEST_LIFETIME_S = 10 * 60;
/** Clock difference tolerated between the IdP and this server. */
const ACCEPTED_CLOCK_SKEW_MS = 60_000;
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export type SamlOrganisationRow = typeof samlOrganisations.$inferSelect;
type Schemas = components['schemas'];

/** Identities are kept per organisation: the same NameID at two IdPs is two people. */
const identityProvider = (slug: string) => `saml:${slug}`;

/** The service provider's entity id for an organisation (the Audience its assertions must name). */
export const samlEntityId = (config: Pick<ServerConfig, 'publicOrigin'>, slug: string) => `${config.publicOrigin}/auth/saml/${slug}`;
export const samlAcsUrl = (config: Pick<ServerConfig, 'publicOrigin'>, slug: string) => `${config.publicOrigin}/auth/saml/${slug}/acs`;
export const samlStandInSsoUrl = (config: Pick<ServerConfig, 'publicOrigin'>, slug: string) => `${config.publicOrigin}/stand-in/saml/${slug}/sso`;
/** The stand-in IdP's entity id for an organisation. */
export const samlStandInEntityId = (config: Pick<ServerConfig, 'publicOrigin'>, slug: string) => `${config.publicOrigin}/stand-in/saml/${slug}`;

interface SamlRequestData {
  /** node-saml's record of when the request was made. */
  instant: string;
  slug: string;
  mode: 'login' | 'connect';
  returnTo: string;
  /** The user being connected (connect mode). */
  userId?: string;
}

export async function samlOrganisation(context: Pick<RequestContext, 'db'>, slug: string): Promise<SamlOrganisationRow | null> {
  const [row] = await context.db.select().from(samlOrganisations).where(eq(samlOrganisations.slug, slug));
  return row ?? null;
}

/** The organisation when its account may sign in with SAML; 404 for an unknown slug or without the add-on. */
async function requireSamlOrganisation(context: RequestContext, slug: string): Promise<SamlOrganisationRow> {
  const organisation = await samlOrganisation(context, slug);
  const account = organisation ? await context.loaders.account.load(organisation.accountId) : null;
  if (!organisation || !account || account.deactivated || !account.featureFlags.includes(SAML_FLAG)) throw notFound('SAML organisation');
  return organisation;
}

/** node-saml's request-id cache, kept in auth_requests; `pending` is what a new request carries along. */
function requestCache(context: RequestContext, pending?: Omit<SamlRequestData, 'instant'>): CacheProvider {
  return {
    async saveAsync(key, value) {
      if (!pending) throw new Error('No SAML request is being made');
      await createAuthRequest(context, 'saml_request', key, { ...pending, instant: value } satisfies SamlRequestData, SAML_REQUEST_LIFETIME_S);
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      return (await peekAuthRequest<SamlRequestData>(context, 'saml_request', key))?.instant ?? null;
    },
    // The request is used once the response has been checked (useAuthRequest below).
    removeAsync: async () => null,
  };
}

async function serviceProvider(context: RequestContext, organisation: SamlOrganisationRow, pending?: Omit<SamlRequestData, 'instant'>): Promise<SAML> {
  const { config } = context;
  const idpCert = organisation.idpCertificate ?? (await samlStandInKeys(context.db)).publicKey;
  return new SAML({
    issuer: samlEntityId(config, organisation.slug),
    audience: samlEntityId(config, organisation.slug),
    callbackUrl: samlAcsUrl(config, organisation.slug),
    entryPoint: organisation.idpSsoUrl ?? samlStandInSsoUrl(config, organisation.slug),
    idpCert,
    identifierFormat: EMAIL_NAME_ID,
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_S * 1000,
    acceptedClockSkewMs: ACCEPTED_CLOCK_SKEW_MS,
    generateUniqueId: () => `_${randomUUID()}`,
    cacheProvider: requestCache(context, pending),
  });
}

/** The IdP address to send the browser to, with a new AuthnRequest and returnTo as its RelayState. */
async function authnRequestUrl(context: RequestContext, organisation: SamlOrganisationRow, pending: Omit<SamlRequestData, 'instant'>): Promise<string> {
  const provider = await serviceProvider(context, organisation, pending);
  return provider.getAuthorizeUrlAsync(pending.returnTo, undefined, {});
}

const emailOf = (profile: Profile) => [profile.email, profile.mail, profile['urn:oid:0.9.2342.19200300.100.1.3'], profile.nameID].find((v): v is string => typeof v === 'string' && v.includes('@')) ?? null;

/** The user a valid SAML login stands for: the identity's, or a member of the organisation's account with its e-mail (then linked). */
async function loginUser(context: RequestContext, organisation: SamlOrganisationRow, profile: Profile) {
  const provider = identityProvider(organisation.slug);
  const linked = await identityUser(context, provider, profile.nameID);
  if (linked) return linked.deactivated ? null : linked;
  const email = emailOf(profile);
  const user = email ? await userByEmail(context.db, email) : null;
  if (!user || user.deactivated) return null;
  const memberships = await membershipsOfUser(context).load(user.id);
  if (!memberships.some((acl) => acl.accountId === organisation.accountId)) return null;
  return (await linkIdentity(context, provider, profile.nameID, user.id)) ? user : null;
}

// --- The SAML settings page (navigation.md 2.4, 2.9): the account's organisation, behind user.create (6) ---

/** The contract's field names for the form's. */
const SAVE_FIELDS = { slug: 'slug', name: 'name', idpSsoUrl: 'idp_sso_url', idpCertificate: 'idp_certificate' } as const;

/** The account's organisation: its first, as an account has one (the table does not forbid more). */
async function accountOrganisation(context: Pick<RequestContext, 'db'>, accountId: string): Promise<SamlOrganisationRow | null> {
  const [row] = await context.db.select().from(samlOrganisations).where(eq(samlOrganisations.accountId, accountId)).orderBy(asc(samlOrganisations.createdAt)).limit(1);
  return row ?? null;
}

/** Whether node can read the PEM as a certificate or a public key, as node-saml will when it checks a signature. */
function readableKey(pem: string): boolean {
  try {
    if (pem.includes('BEGIN CERTIFICATE')) new X509Certificate(pem);
    else createPublicKey(pem);
    return true;
  } catch {
    return false;
  }
}

function samlSettings(context: RequestContext, organisation: SamlOrganisationRow | null, featureFlags: readonly string[]): Schemas['SamlSettings'] {
  return {
    saml_enabled: featureFlags.includes(SAML_FLAG),
    organisation: organisation && {
      slug: organisation.slug,
      name: organisation.name,
      idp_sso_url: organisation.idpSsoUrl,
      idp_certificate: organisation.idpCertificate,
      sp_entity_id: samlEntityId(context.config, organisation.slug),
      acs_url: samlAcsUrl(context.config, organisation.slug),
    },
  };
}

export const samlHandlers = defineHandlers({
  async getAccountSamlOrganisation({ params }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'user.create');
    return { status: 200, body: samlSettings(context, await accountOrganisation(context, account.id), account.featureFlags) };
  },

  async saveAccountSamlOrganisation({ params, body }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'user.create');
    const input = { slug: body.slug, name: body.name, idpSsoUrl: body.idp_sso_url ?? '', idpCertificate: body.idp_certificate ?? '' };
    const errors: Record<string, string> = Object.fromEntries(Object.entries(samlOrganisationErrors(input)).map(([field, message]) => [SAVE_FIELDS[field as keyof typeof SAVE_FIELDS], message]));
    const certificate = input.idpCertificate.trim();
    if (!errors.idp_certificate && certificate && !readableKey(certificate)) errors.idp_certificate = samlMessages.certificateUnreadable;
    const slug = input.slug.trim();
    const current = await accountOrganisation(context, account.id);
    const holder = errors.slug ? null : await samlOrganisation(context, slug);
    if (holder && holder.accountId !== account.id) errors.slug = samlMessages.slugTaken;
    if (Object.keys(errors).length) throw badRequest(errors);
    const values = { slug, name: input.name.trim(), idpSsoUrl: input.idpSsoUrl.trim() || null, idpCertificate: certificate || null };
    // A new slug is a new key: the organisation's identities were linked under the old one, so its users connect again.
    const [saved] = current
      ? await context.db.update(samlOrganisations).set(values).where(eq(samlOrganisations.slug, current.slug)).returning()
      : await context.db.insert(samlOrganisations).values({ ...values, accountId: account.id }).returning();
    return { status: 200, body: samlSettings(context, saved!, account.featureFlags) };
  },

  async startSamlLogin(request, context) {
    const organisation = await requireSamlOrganisation(context, request.params.slug);
    const returnTo = requireAppAddress(context.config, request.query.returnTo, 'returnTo');
    return redirectTo(await authnRequestUrl(context, organisation, { slug: organisation.slug, mode: 'login', returnTo }));
  },

  async connectSamlOrganisation(request, context) {
    const { viewer } = context;
    if (viewer.kind !== 'user' || viewer.userId !== request.body.user) throw forbidden('Only the signed-in user may connect their own user');
    const organisation = await requireSamlOrganisation(context, request.params.slug);
    await throughAccount('SAML organisation', requireAccountAction(context, organisation.accountId, 'user.create'));
    const returnTo = requireAppAddress(context.config, request.body.returnTo, 'returnTo');
    const redirect = await authnRequestUrl(context, organisation, { slug: organisation.slug, mode: 'connect', returnTo, userId: viewer.userId });
    return { status: 200, body: { redirect } };
  },

  async consumeSamlAssertion(request, context) {
    const organisation = await requireSamlOrganisation(context, request.params.slug);
    const provider = await serviceProvider(context, organisation);
    const { SAMLResponse, RelayState } = request.body;
    const result = await provider.validatePostResponseAsync({ SAMLResponse, ...(RelayState ? { RelayState } : {}) }).catch((error: unknown) => {
      context.log.warn({ err: error, slug: organisation.slug }, 'SAML response rejected');
      return null;
    });
    const profile = result?.profile;
    const inResponseTo = typeof profile?.inResponseTo === 'string' ? profile.inResponseTo : null;
    // Each AuthnRequest is answered once: a replayed response finds its request used.
    const started = inResponseTo ? await useAuthRequest<SamlRequestData>(context, 'saml_request', inResponseTo) : null;
    if (!profile || !started || started.slug !== organisation.slug) throw unauthorized('Invalid SAML response');

    const back = (params: Record<string, string>) => redirectTo(withFragment(started.returnTo, params));
    let user;
    if (started.mode === 'connect') {
      user = started.userId ? await activeUser(context, started.userId) : null;
      if (!user) return back({ error: 'user_not_found' });
      if (!(await linkIdentity(context, identityProvider(organisation.slug), profile.nameID, user.id))) return back({ error: 'identity_in_use' });
    } else {
      user = await loginUser(context, organisation, profile);
      if (!user) return back({ error: 'unknown_user' });
    }
    return back({ token: await context.tokens.issueSsoToken({ sub: user.id, email: user.email, provider: SAML_PROVIDER }) });
  },
});
