// Reading the claims of the tokens the session holds (core.md 3). The client never verifies a signature:
// the server does that on every call. It only reads what it needs to schedule refreshes and to know who
// and what the token is for, and treats anything unreadable as absent.
import * as z from 'zod/mini';

/** The default SSO provider (DECISIONS.md: {brand-abbrev}). */
export const DEFAULT_SSO_PROVIDER = 'cadence';

export const ACCESS_TOKEN_TYPES = ['user', 'interactive_device'] as const;
export type AccessTokenType = (typeof ACCESS_TOKEN_TYPES)[number];

/** Access tokens: sub, typ, exp and iat in seconds since the epoch. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  typ: z.enum(ACCESS_TOKEN_TYPES),
  exp: z.number(),
  iat: z.optional(z.number()),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/** SSO tokens from social or SAML login; the type follows from sso_id, whatever typ the token carries. */
export const SsoTokenClaimsSchema = z.pipe(
  z.object({
    sso_id: z.optional(z.string().check(z.minLength(1))),
    email: z.string(),
    iss: z.string(),
    provider: z._default(z.string().check(z.minLength(1)), DEFAULT_SSO_PROVIDER),
    sub: z.optional(z.string().check(z.minLength(1))),
    exp: z.optional(z.number()),
  }),
  z.transform((claims) => ({ ...claims, type: claims.sso_id ? ('sso' as const) : ('refresh' as const) })),
);
export type SsoTokenClaims = z.infer<typeof SsoTokenClaimsSchema>;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The JSON payload of a compact JWT, or undefined when the token is not one. */
export function decodeJwtPayload(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    return JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return undefined;
  }
}

export function readAccessToken(token: string): AccessTokenClaims | undefined {
  const parsed = AccessTokenClaimsSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : undefined;
}

export function readSsoToken(token: string): SsoTokenClaims | undefined {
  const parsed = SsoTokenClaimsSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : undefined;
}

/** What the session keeps of an access token: who (sub of a 'user' token only), its kind and its times in ms. */
export interface AccessTokenFacts {
  userId: string | undefined;
  type: AccessTokenType | undefined;
  expiresAt: number | undefined;
  issuedAt: number | undefined;
}

export function accessTokenFacts(token: string): AccessTokenFacts {
  const claims = readAccessToken(token);
  return {
    userId: claims?.typ === 'user' ? claims.sub : undefined,
    type: claims?.typ,
    expiresAt: claims ? claims.exp * 1000 : undefined,
    issuedAt: claims?.iat === undefined ? undefined : claims.iat * 1000,
  };
}
