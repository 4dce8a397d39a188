// Unsigned JWTs for tests: the client only reads claims, so any signature will do.

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** An access token issued at `issuedAt` (ms) that lives `lifetimeMs`. */
export function accessToken({ sub = 'user-1', typ = 'user', issuedAt = Date.now(), lifetimeMs = 60 * 60 * 1000 }: { sub?: string; typ?: 'user' | 'interactive_device'; issuedAt?: number; lifetimeMs?: number } = {}): string {
  return fakeJwt({ sub, typ, iat: Math.floor(issuedAt / 1000), exp: Math.floor((issuedAt + lifetimeMs) / 1000), iss: 'cadence' });
}
