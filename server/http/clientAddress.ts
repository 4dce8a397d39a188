// The address a request comes from, for per-address rate limits: the socket's peer, or behind a
// trusted proxy (TRUST_PROXY) the first X-Forwarded-For entry, which such a proxy overwrites.
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | null | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? forwardedFor?.split(',')[0]?.trim() : undefined;
  return forwarded || socketAddress || 'unknown';
}
