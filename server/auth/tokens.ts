// Access tokens are short-lived JWTs (HS256); refresh tokens are random, stored hashed, rotated on
// every use and revoked on logout, with an absolute expiry. Claims follow core.md 3: sub, typ (user or
// interactive_device), exp, iat; SSO tokens carry sso_id, email, iss and provider.
import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { JWTPayload } from 'jose';

export const ACCESS_TOKEN_LIFETIME_S = 60 * 60;
/** A token with less than this left is replaced in the x-access-token-issued response header. */
export const REISSUE_BELOW_S = ACCESS_TOKEN_LIFETIME_S / 2;
export const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;
export const SSO_TOKEN_LIFETIME_S = 15 * 60;
/** A web tab's playback token works for a day; a takeover ends it sooner (the zone's client changes). */
export const PLAYBACK_TOKEN_LIFETIME_S = 24 * 60 * 60;
export const ISSUER = 'cadence';

export type TokenType = 'user' | 'interactive_device';

export interface AccessClaims {
  sub: string;
  typ: TokenType;
  exp: number;
  iat: number;
}

export interface SsoClaims {
  /** Set when the identity has no user yet (the token is then of type 'sso', for signup). */
  sso_id?: string;
  email: string;
  iss: string;
  provider: string;
  /** The user the identity belongs to, when it has one (the token is then of type 'refresh'). */
  sub?: string;
  typ: 'sso' | 'refresh';
}

/** A web tab playing a zone (core.md 3 'Player configuration': web {clientId, playbackToken}). */
export interface PlaybackClaims {
  /** The playback client's id. */
  sub: string;
  typ: 'playback';
  /** The zone the client plays. */
  zone: string;
  exp: number;
  iat: number;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
  }
}

/** Tokens whose signature has been checked, kept so it is not checked again (the oldest leave first). */
const VERIFIED_TOKENS_HELD = 10_000;

export function createTokenService(secret: string, now: () => number = Date.now) {
  // A KeyObject made once: jose would otherwise import raw key bytes on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const seconds = () => Math.floor(now() / 1000);

  // Checking a signature through WebCrypto costs about a millisecond of CPU, on every request. A token
  // whose signature checked out once is the same string next time: only its expiry is checked again.
  const verified = new Map<string, JWTPayload>();

  async function verifyJwt(token: string): Promise<JWTPayload> {
    const known = verified.get(token);
    if (known) {
      if (known.exp !== undefined && known.exp <= seconds()) throw new InvalidTokenError('expired');
      return known;
    }
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, currentDate: new Date(now()) });
      if (verified.size >= VERIFIED_TOKENS_HELD) verified.delete(verified.keys().next().value!);
      verified.set(token, payload);
      return payload;
    } catch (error) {
      throw new InvalidTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  }

  return {
    async issueAccessToken(subject: string, typ: TokenType): Promise<{ token: string; expiresAt: Date }> {
      const iat = seconds();
      const exp = iat + ACCESS_TOKEN_LIFETIME_S;
      const token = await new SignJWT({ typ }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuer(ISSUER).setIssuedAt(iat).setExpirationTime(exp).sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async verifyAccessToken(token: string): Promise<AccessClaims> {
      const payload = await verifyJwt(token);
      if ((payload.typ !== 'user' && payload.typ !== 'interactive_device') || !payload.sub) throw new InvalidTokenError('invalid');
      return payload as unknown as AccessClaims;
    },

    async issueSsoToken(claims: Omit<SsoClaims, 'iss' | 'typ'>): Promise<string> {
      const typ = claims.sso_id ? 'sso' : 'refresh';
      const jwt = new SignJWT({ ...claims, typ }).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setIssuedAt(seconds()).setExpirationTime(seconds() + SSO_TOKEN_LIFETIME_S);
      return (claims.sub ? jwt.setSubject(claims.sub) : jwt).sign(key);
    },

    async verifySsoToken(token: string): Promise<SsoClaims> {
      const payload = await verifyJwt(token);
      if (payload.typ !== 'sso' && payload.typ !== 'refresh') throw new InvalidTokenError('invalid');
      return payload as unknown as SsoClaims;
    },

    async issuePlaybackToken(clientId: string, zoneId: string): Promise<{ token: string; expiresAt: Date }> {
      const iat = seconds();
      const exp = iat + PLAYBACK_TOKEN_LIFETIME_S;
      const token = await new SignJWT({ typ: 'playback', zone: zoneId }).setProtectedHeader({ alg: 'HS256' }).setSubject(clientId).setIssuer(ISSUER).setIssuedAt(iat).setExpirationTime(exp).sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    /** The claims of a playback token; whether its client still plays the zone is the engine's to check. */
    async verifyPlaybackToken(token: string): Promise<PlaybackClaims> {
      const payload = await verifyJwt(token);
      if (payload.typ !== 'playback' || !payload.sub || typeof payload.zone !== 'string') throw new InvalidTokenError('invalid');
      return payload as unknown as PlaybackClaims;
    },

    /** Whether a verified token should be replaced with a fresh one in the response. */
    needsReissue(claims: AccessClaims): boolean {
      return claims.exp - seconds() < REISSUE_BELOW_S;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** A new opaque secret (refresh tokens, e-mail links, pairing) and the hash it is stored under. */
export function newSecret(bytes = 32): { secret: string; hash: string } {
  const secret = randomBytes(bytes).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
