// Social login (navigation.md 2.9, 7): /auth/auth/{provider} sends the browser to the provider with a
// single-use state; the callback exchanges the code for the provider's identity, finds the user by that
// identity or by its e-mail address, and sends the browser to the app's /sso page with an SSO token:
// type 'refresh' with sub for a known user (exchanged with refreshLogin), type 'sso' with sso_id for an
// identity without a user yet (the app continues to signup, which links it).
import type { RequestContext } from '../context';
import { badRequest } from '../errors';
import { hashSecret, newSecret } from '../auth/tokens';
import { defineHandlers } from '../rest/handlers';
import { messages } from '../../src/domain/validation';
import { createAuthRequest, useAuthRequest } from './authRequests';
import { identityUser, linkIdentity } from './identities';
import { userByEmail } from './records';
import { redirectTo, requireAppAddress, withQuery } from './redirects';
import { OAUTH_CLIENT_ID, exchangeOAuthCode, oauthAuthorizeUri, socialCallbackUri } from './standIns/oauth';
import type { OAuthIdentity, SocialProvider } from './standIns/oauth';

/** How long a started social login may come back. */
const SOCIAL_STATE_LIFETIME_S = 10 * 60;
const SCOPE = 'openid email profile';

interface StateData {
  provider: SocialProvider;
  callbackURL: string;
}

/** The SSO token for an identity: its user's (type 'refresh'), or the identity's own for signup (type 'sso'). */
async function ssoTokenFor(context: RequestContext, provider: SocialProvider, identity: OAuthIdentity): Promise<{ token: string } | { error: string }> {
  let user = await identityUser(context, provider, identity.subject);
  if (!user && identity.emailVerified) {
    // The provider vouches for the address: the user with it gets this identity linked.
    const owner = await userByEmail(context.db, identity.email);
    if (owner && !owner.deactivated && (await linkIdentity(context, provider, identity.subject, owner.id))) user = owner;
  }
  if (user?.deactivated) return { error: 'user_deactivated' };
  if (user) return { token: await context.tokens.issueSsoToken({ sub: user.id, email: user.email, provider }) };
  return { token: await context.tokens.issueSsoToken({ sso_id: identity.subject, email: identity.email, provider }) };
}

export const socialHandlers = defineHandlers({
  async startSocialLogin(request, context) {
    const { provider } = request.params;
    const callbackURL = requireAppAddress(context.config, request.query.callbackURL, 'callbackURL');
    const { secret: state, hash } = newSecret();
    await createAuthRequest(context, 'oauth_state', hash, { provider, callbackURL } satisfies StateData, SOCIAL_STATE_LIFETIME_S);
    return redirectTo(
      withQuery(oauthAuthorizeUri(context.config, provider), {
        client_id: OAUTH_CLIENT_ID,
        redirect_uri: socialCallbackUri(context.config, provider),
        state,
        response_type: 'code',
        scope: SCOPE,
      }),
    );
  },

  async completeSocialLogin(request, context) {
    const { provider } = request.params;
    const { code, state, error } = request.query;
    const started = await useAuthRequest<StateData>(context, 'oauth_state', hashSecret(state));
    if (!started || started.provider !== provider) throw badRequest({ state: messages.invalid }, 'The sign-in is unknown or has expired; start it again');
    const back = (params: Record<string, string>) => redirectTo(withQuery(started.callbackURL, params));
    if (error) return back({ error });
    if (!code) return back({ error: 'invalid_request' });
    const identity = await exchangeOAuthCode(context, provider, { code, clientId: OAUTH_CLIENT_ID, redirectUri: socialCallbackUri(context.config, provider) });
    if (!identity) return back({ error: 'invalid_grant' });
    return back(await ssoTokenFor(context, provider, identity));
  },
});
