// The session (core.md 3 'Session', 4 'Session'): what it holds, how each event changes it, and what
// 'logged in' means. Pure: the store in sessionStore.ts keeps, persists and broadcasts it.
import * as z from 'zod/mini';
import { accessTokenFacts } from './jwt';

/** 'login' for a user's own sign-in; 'tyson' when the token came from a paired player device session. */
export const TOKEN_SOURCES = ['login', 'tyson'] as const;
export type TokenSource = (typeof TOKEN_SOURCES)[number];

export const SessionSchema = z.object({
  token: z.optional(z.string().check(z.minLength(1))),
  tokenSource: z._default(z.enum(TOKEN_SOURCES), 'login'),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  /** ms since the epoch, from the JWT's exp. */
  expiresAt: z.optional(z.number()),
  /** The JWT's sub, only when its typ is 'user'. */
  userId: z.optional(z.string().check(z.minLength(1))),
  supportChatHash: z.optional(z.string()),
  loggingIn: z._default(z.boolean(), false),
  zoneId: z.optional(z.string().check(z.minLength(1))),
  tysonPaired: z._default(z.boolean(), false),
});
export type Session = z.infer<typeof SessionSchema>;

export const EMPTY_SESSION: Session = Object.freeze({ tokenSource: 'login', loggingIn: false, tysonPaired: false });

/** Login result (core.md 3): the user id comes from the token, which is the authority on who it is for. */
export interface LoginResult {
  token: string;
  refreshToken?: string | null;
  supportChatHash?: string | null;
}

/** RefreshLogin's answer. */
export interface RefreshResult {
  token: string;
  refreshToken: string;
  supportChatHash?: string | null;
}

export type SessionAction =
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded'; result: LoginResult }
  | { type: 'loginFailed' }
  | { type: 'reset' }
  | { type: 'logout' }
  /** x-access-token-issued: a fresh token for the same session. */
  | { type: 'tokenIssued'; token: string }
  | { type: 'refreshStarted' }
  | { type: 'refreshed'; result: RefreshResult }
  | { type: 'refreshFailed' }
  | { type: 'deviceTokenReceived'; token: string; refreshToken?: string }
  | { type: 'devicePaired'; zoneId: string }
  | { type: 'deviceUnpaired' }
  /** The server refused the token in a way a refresh may cure (a 4xx loading the session user). */
  | { type: 'markedExpired'; now: number }
  /** Another tab wrote the persisted session, or it was read back at start-up. */
  | { type: 'restored'; session: Session };

/** The session's view of a token: its expiry and, for a 'user' token only, the user id. */
function withToken(session: Session, token: string): Session {
  const facts = accessTokenFacts(token);
  return { ...session, token, expiresAt: facts.expiresAt, userId: facts.userId };
}

export function reduceSession(session: Session, action: SessionAction): Session {
  switch (action.type) {
    case 'loginStarted':
      return session.loggingIn ? session : { ...session, loggingIn: true };
    case 'loginSucceeded':
      return {
        ...withToken(session, action.result.token),
        tokenSource: 'login',
        refreshToken: action.result.refreshToken ?? undefined,
        supportChatHash: action.result.supportChatHash ?? undefined,
        loggingIn: false,
      };
    case 'loginFailed':
    case 'reset':
    case 'logout':
      return EMPTY_SESSION;
    case 'tokenIssued':
      // A late response must not bring back a session that was logged out or reset meanwhile.
      if (!session.token || session.token === action.token) return session;
      return withToken(session, action.token);
    case 'refreshStarted': {
      const loggingIn = session.token === undefined;
      return session.loggingIn === loggingIn ? session : { ...session, loggingIn };
    }
    case 'refreshed':
      return {
        ...withToken(session, action.result.token),
        refreshToken: action.result.refreshToken,
        supportChatHash: action.result.supportChatHash ?? session.supportChatHash,
        loggingIn: false,
      };
    case 'refreshFailed':
      return session.loggingIn ? { ...session, loggingIn: false } : session;
    case 'deviceTokenReceived':
      if (hasUserToken(session)) return session;
      return { ...withToken(session, action.token), tokenSource: 'tyson', refreshToken: action.refreshToken, supportChatHash: undefined, loggingIn: false };
    case 'devicePaired':
      return { ...session, zoneId: action.zoneId, tysonPaired: true };
    case 'deviceUnpaired':
      return { ...session, zoneId: undefined, tysonPaired: false };
    case 'markedExpired':
      return session.token ? { ...session, expiresAt: Math.min(session.expiresAt ?? action.now, action.now) } : session;
    case 'restored':
      return action.session;
  }
}

/** The same session as far as storage is concerned: every field but the transient loggingIn. */
export function sameStoredSession(a: Session, b: Session): boolean {
  return (Object.keys(SessionSchema.shape) as (keyof Session)[]).every((key) => key === 'loggingIn' || a[key] === b[key]);
}

/** A user's own token (as opposed to none, or a paired device's). */
export function hasUserToken(session: Session): boolean {
  return session.token !== undefined && session.tokenSource !== 'tyson';
}

/** Logged in: a token whose source is not the paired device (core.md 4). */
export const isLoggedIn = hasUserToken;

/** Route guards also let a paired player session through (navigation.md 2.9). */
export function passesLoginGuard(session: Session): boolean {
  return session.token !== undefined;
}

/** A token of typ 'interactive_device': a player device's own session, not a person's. */
export function isInteractiveDeviceSession(session: Session): boolean {
  return session.token !== undefined && accessTokenFacts(session.token).type === 'interactive_device';
}

/** A token that has not expired yet (one without a readable expiry counts as valid: the server decides). */
export function hasValidToken(session: Session, now: number): boolean {
  return session.token !== undefined && (session.expiresAt === undefined || session.expiresAt > now);
}

/** Legacy session shape (core.md 3): token and user; the REST login answers it too. */
export const LegacySessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  user: z.looseObject({ id: z.string().check(z.minLength(1)) }),
});
export type LegacySession = z.infer<typeof LegacySessionSchema>;

/** The legacy shape as a login result, for the REST login (auth-token exchange). */
export function loginResultFromLegacy(legacy: LegacySession): LoginResult {
  return { token: legacy.token, refreshToken: legacy.refresh_token };
}

/**
 * A stored session read back: the current shape, or the legacy one older versions wrote; anything else
 * is dropped. What the token says (expiry, user) is read from the token again rather than trusted, and
 * loggingIn never survives a reload: the sign-in it belonged to is gone.
 */
export function parseStoredSession(value: unknown): Session | undefined {
  const legacy = LegacySessionSchema.safeParse(value);
  if (legacy.success) return reduceSession(EMPTY_SESSION, { type: 'loginSucceeded', result: loginResultFromLegacy(legacy.data) });
  const parsed = SessionSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const session = { ...parsed.data, loggingIn: false };
  return session.token ? withToken(session, session.token) : { ...session, expiresAt: undefined, userId: undefined };
}
