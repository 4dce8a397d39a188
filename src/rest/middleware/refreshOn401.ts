// A 401 that refused the session's token means the token expired: refresh it once and send the
// call again once with the new one (openapi-fetch's refresh pattern). Calls failing together share one
// refresh. Without a new token the 401 stands, and the error mapping reads it as an expired session.
import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../../session/sessionPort';
import { resend } from './resend';

export type Refresh = () => Promise<string | undefined>;

/** One refresh in flight at a time, whatever the session does: the calls that fail while it runs wait on it. */
export function sharedRefresh(session: Pick<SessionPort, 'refresh'>): Refresh {
  let inFlight: Promise<string | undefined> | undefined;
  return () => {
    inFlight ??= session.refresh().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/**
 * Whether a 401 refused the token itself. Our server says so with RFC 6750's
 * `WWW-Authenticate: Bearer error="invalid_token"`; a 401 without it is about the request's own
 * credentials (a wrong current password) and refreshing would only send them again.
 */
export function refusedToken(response: Response): boolean {
  return /error="invalid_token"/.test(response.headers.get('WWW-Authenticate') ?? '');
}

function bearerOf(authorization: string | null): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

export function refreshOn401(session: Pick<SessionPort, 'token'>, refresh: Refresh): Middleware {
  const sent = new WeakMap<Request, { copy: Request; token: string }>();
  return {
    onRequest({ request }) {
      const token = bearerOf(request.headers.get('Authorization'));
      // A credential the caller set itself is not the session's to refresh.
      if (token && token === session.token()) sent.set(request, { copy: request.clone(), token });
      return undefined;
    },
    async onResponse({ request, response, options }) {
      const attempt = response.status === 401 && refusedToken(response) ? sent.get(request) : undefined;
      if (!attempt) return undefined;
      // Another call may have refreshed while this one was on its way: use that token, don't refresh again.
      const current = session.token();
      const token = current && current !== attempt.token ? current : await refresh().catch(() => undefined);
      if (!token || token === attempt.token) return undefined;
      attempt.copy.headers.set('Authorization', `Bearer ${token}`);
      const retried = await resend(options, attempt.copy);
      void response.body?.cancel().catch(() => undefined);
      return retried;
    },
  };
}
