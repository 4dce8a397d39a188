// Signing in and keeping a session, for REST (/auth/login) and GraphQL (loginUser, refreshLogin,
// logoutUser) alike: e-mail and password, an auth-token (a user access token from another client), a
// refresh token (rotated by server/auth/sessions.ts) or an SSO token of type 'refresh' (single use).
import { randomBytes } from 'node:crypto';
import { ApiError, unauthorized } from '../errors';
import type { RequestContext } from '../context';
import type { UserRow } from '../loaders';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endAllSessions, refreshSession, startSession } from '../auth/sessions';
import type { Session } from '../auth/sessions';
import { InvalidTokenError, hashSecret } from '../auth/tokens';
import { markUsedOnce } from './authRequests';
import { translate } from './i18n';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_EMAIL, assertWithinLimit, recordAttempt, resetLimit } from './rateLimits';
import { userByEmail } from './records';

export const WRONG_CREDENTIALS = translate('auth.wrongCredentials');
export const AUTH_TOKEN_FAILED = translate('auth.authTokenFailed');
const INVALID_REFRESH_TOKEN = 'Invalid refresh token';

type SignInContext = Pick<RequestContext, 'db' | 'tokens' | 'now' | 'loaders'>;

/** A hash to verify against when the e-mail is unknown, so that the answer takes as long either way. */
let decoyHash: Promise<string> | null = null;

export const noUserWithId = (userId: string) => new ApiError('not_found', `No User with id ${userId}`);

/** The user when it exists and is not deactivated. */
export async function activeUser(context: Pick<RequestContext, 'loaders'>, userId: string): Promise<UserRow | null> {
  const user = await context.loaders.user.load(userId);
  return user && !user.deactivated ? user : null;
}

/** Checks a user's password (false for a user without one); takes the same time for an unknown user. */
export async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  return matches && !!user?.passwordHash;
}

async function failSignIn(context: SignInContext, subjects: { email?: string; address: string }, message: string): Promise<never> {
  if (subjects.email) await recordAttempt(context, LOGIN_FAILURES_PER_EMAIL, subjects.email);
  await recordAttempt(context, LOGIN_FAILURES_PER_ADDRESS, subjects.address);
  throw unauthorized(message);
}

/** Signs in with e-mail and password; 401 for wrong credentials, 429 past the failure limits. */
export async function signInWithPassword(context: SignInContext, email: string, password: string, address: string): Promise<{ user: UserRow; session: Session }> {
  await assertWithinLimit(context, LOGIN_FAILURES_PER_EMAIL, email);
  await assertWithinLimit(context, LOGIN_FAILURES_PER_ADDRESS, address);
  const user = await userByEmail(context.db, email);
  const matches = await passwordMatches(user, password);
  if (!user || !matches || user.deactivated) return failSignIn(context, { email, address }, WRONG_CREDENTIALS);
  await resetLimit(context, LOGIN_FAILURES_PER_EMAIL, email);
  return { user, session: await startSession(context, { userId: user.id }) };
}

/**
 * Exchanges an auth-token (a user's access token, typ 'user' only) for a session of its own. Each token
 * is exchanged once, so that a token seen in transit cannot mint sessions until it expires.
 */
export async function signInWithAuthToken(context: SignInContext, token: string, address: string): Promise<{ user: UserRow; session: Session }> {
  await assertWithinLimit(context, LOGIN_FAILURES_PER_ADDRESS, address);
  const claims = await context.tokens.verifyAccessToken(token).catch((error: unknown) => {
    if (error instanceof InvalidTokenError) return null;
    throw error;
  });
  const user = claims?.typ === 'user' ? await activeUser(context, claims.sub) : null;
  if (!user || !(await markUsedOnce(context, 'auth_token', hashSecret(token), new Date(claims!.exp * 1000)))) return failSignIn(context, { address }, AUTH_TOKEN_FAILED);
  return { user, session: await startSession(context, { userId: user.id }) };
}

const looksLikeJwt = (token: string) => token.split('.').length === 3;

/** An SSO token of type 'refresh' (social login or SAML of a known user), usable once, starts a session. */
async function exchangeSsoToken(context: SignInContext, token: string): Promise<Session> {
  const claims = await context.tokens.verifySsoToken(token).catch(() => null);
  if (!claims || claims.typ !== 'refresh' || !claims.sub) throw unauthorized(INVALID_REFRESH_TOKEN);
  const expiresAt = new Date(((claims as { exp?: number }).exp ?? 0) * 1000);
  if (!(await markUsedOnce(context, 'sso_token', hashSecret(token), expiresAt))) throw unauthorized(INVALID_REFRESH_TOKEN);
  return startSession(context, { userId: claims.sub });
}

/**
 * A new token pair for a refresh token (rotated; a reused one revokes its family) or for an SSO token
 * of type 'refresh'. The sessions of a deactivated user end here.
 */
export async function refreshSignIn(context: SignInContext, refreshToken: string): Promise<Session> {
  const session = looksLikeJwt(refreshToken) ? await exchangeSsoToken(context, refreshToken) : await refreshSession(context, refreshToken);
  if (session.typ === 'user' && !(await activeUser(context, session.subject))) {
    await endAllSessions(context, { userId: session.subject });
    throw unauthorized(INVALID_REFRESH_TOKEN);
  }
  return session;
}
