// Calls to the product's API (the 'api' service) also say who is calling and how (core.md 7): the canary
// marker, the editorial agent as X-User-Agent, and X-Request-Flags when a flag is set. Flags and platform
// are read per request because they change while the app runs (a developer toggles nocache, the account's
// tier changes the platform).
import type { Middleware } from 'openapi-fetch';
import { editorialAgent, requestFlags, requestFlagsHeader } from '../../app/clientInfo';
import type { ClientIdentity } from '../../app/clientInfo';

export type EditorialPlatform = 'business' | 'business-t2';

export interface ApiHeadersOptions {
  identity: ClientIdentity;
  /** 'business' for tier 3, else 'business-t2' (core.md 9); asked on every call. */
  platform: () => EditorialPlatform;
}

export function apiHeaders({ identity, platform }: ApiHeadersOptions): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-Canary', String(requestFlags.canary));
      request.headers.set('X-User-Agent', editorialAgent(identity, platform()));
      const flags = requestFlagsHeader();
      if (flags) request.headers.set('X-Request-Flags', flags);
      return request;
    },
  };
}
