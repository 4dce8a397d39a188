// Stand-in of the social login providers (google, apple) at /stand-in/oauth/{provider}: the authorise
// page where a person signs in and consents, which sends the browser back to the product's callback
// with a one-time code (or error=access_denied), and the code exchange the callback makes, answering the
// identity signed in with. Like the real providers, only a registered client and redirect URI are served.
import { createHash } from 'node:crypto';
import type { ServerConfig } from '../../config';
import type { RequestContext } from '../../context';
import { badRequest } from '../../errors';
import { hashSecret, newSecret } from '../../auth/tokens';
import { defineHandlers } from '../../rest/handlers';
import { messages } from '../../../src/domain/validation';
import { createAuthRequest, useAuthRequest } from '../authRequests';
import { escapeHtml, hiddenFields, htmlPage } from '../html';
import { redirectTo, withQuery } from '../redirects';

export type SocialProvider = 'google' | 'apple';

/** The product's client id at the providers. */
export const OAUTH_CLIENT_ID = 'cadence-web';
/** How long an authorisation code may be exchanged. */
const CODE_LIFETIME_S = 5 * 60;

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

/** The product's callback, the one redirect URI registered for its client. */
export const socialCallbackUri = (config: Pick<ServerConfig, 'publicOrigin'>, provider: SocialProvider) => `${config.publicOrigin}/auth/auth/${provider}/callback`;
export const oauthAuthorizeUri = (config: Pick<ServerConfig, 'publicOrigin'>, provider: SocialProvider) => `${config.publicOrigin}/stand-in/oauth/${provider}/authorize`;

/** An identity the provider vouches for. */
export interface OAuthIdentity {
  /** The provider's stable id of the person. */
  subject: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

interface CodeData {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  email: string;
  name: string;
}

/** The provider's id for a person, stable per e-mail address, like a real provider's account id. */
const subjectFor = (provider: SocialProvider, email: string) => createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 24);

function checkClient(config: ServerConfig, provider: SocialProvider, clientId: string, redirectUri: string): void {
  if (clientId !== OAUTH_CLIENT_ID) throw badRequest({ client_id: 'Unknown client' });
  if (redirectUri !== socialCallbackUri(config, provider)) throw badRequest({ redirect_uri: 'Not registered for this client' });
}

/** Exchanges an authorisation code (once, within its lifetime) for the identity it stands for. */
export async function exchangeOAuthCode(context: Pick<RequestContext, 'db' | 'now'>, provider: SocialProvider, grant: { code: string; clientId: string; redirectUri: string }): Promise<OAuthIdentity | null> {
  const data = await useAuthRequest<CodeData>(context, 'oauth_code', hashSecret(grant.code));
  if (!data || data.provider !== provider || data.clientId !== grant.clientId || data.redirectUri !== grant.redirectUri) return null;
  return { subject: subjectFor(provider, data.email), email: data.email, name: data.name || null, emailVerified: true };
}

function consentPage(provider: SocialProvider, query: { client_id: string; redirect_uri: string; state: string; scope?: string }): string {
  const name = PROVIDER_NAMES[provider];
  return htmlPage(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escapeHtml(name)}</h1>
<p class="note">Stand-in of ${escapeHtml(name)}'s sign-in page: no password is checked. Enter the e-mail address of the ${escapeHtml(name)} account to continue with.</p>
<div class="card">
<p><strong>Cadence</strong> wants your name and e-mail address${query.scope ? ` <span class="meta">(${escapeHtml(query.scope)})</span>` : ''}.</p>
<form method="post" action="/stand-in/oauth/${provider}/authorize">
${hiddenFields({ client_id: query.client_id, redirect_uri: query.redirect_uri, state: query.state, scope: query.scope })}
<label>E-mail address <input type="email" name="email" autocomplete="email" required autofocus></label>
<label>Name <input type="text" name="name" autocomplete="name" maxlength="255"></label>
<div><button type="submit" name="decision" value="allow">Continue</button> <button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button></div>
</form>
</div>`,
  );
}

export const oauthStandInHandlers = defineHandlers({
  async oauthAuthorize(request, context) {
    const { provider } = request.params;
    checkClient(context.config, provider, request.query.client_id, request.query.redirect_uri);
    return { status: 200, raw: consentPage(provider, request.query), contentType: 'text/html; charset=utf-8' };
  },

  async oauthConsent(request, context) {
    const { provider } = request.params;
    const form = request.body;
    checkClient(context.config, provider, form.client_id, form.redirect_uri);
    if (form.decision === 'deny') return redirectTo(withQuery(form.redirect_uri, { error: 'access_denied', state: form.state }));
    if (!form.email) throw badRequest({ email: messages.required });
    const { secret: code, hash } = newSecret();
    const data: CodeData = { provider, clientId: form.client_id, redirectUri: form.redirect_uri, email: form.email, name: form.name?.trim() ?? '' };
    await createAuthRequest(context, 'oauth_code', hash, { ...data }, CODE_LIFETIME_S);
    return redirectTo(withQuery(form.redirect_uri, { code, state: form.state }));
  },
});
