// The few cookies the web app keeps itself (the signup voucher, consent, attribution, experiment
// overrides): read and written on the whole site, SameSite=Lax.

/** A cookie's value; undefined when it is not set (or set empty). */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
}
