// Where sign-in flows may send a browser back to. A token travels in that address, so only the app's
// own origin is allowed (and, outside production, any loopback origin for local development).
import type { ServerConfig } from '../config';
import { badRequest } from '../errors';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isAppAddress(config: Pick<ServerConfig, 'publicOrigin' | 'NODE_ENV'>, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.publicOrigin).origin) return true;
  return config.NODE_ENV !== 'production' && (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
}

/** 400 unless the address is one of the app's. */
export function requireAppAddress(config: Pick<ServerConfig, 'publicOrigin' | 'NODE_ENV'>, address: string, field: string): string {
  if (!isAppAddress(config, address)) throw badRequest({ [field]: 'Must be an address of the app' });
  return address;
}

/** The address with search parameters set. */
export function withQuery(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The address with the parameters as its fragment (#token=...), which browsers never send to servers. */
export function withFragment(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

export const redirectTo = (location: string) => ({ status: 302, headers: { location } });
