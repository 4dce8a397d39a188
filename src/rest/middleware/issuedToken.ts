// A response may carry a fresh token in x-access-token-issued (the server reissues one that is about to
// expire); it replaces the session token so the next call uses it.
import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../../session/sessionPort';

export const ISSUED_TOKEN_HEADER = 'x-access-token-issued';

export function issuedToken(session: Pick<SessionPort, 'adoptIssuedToken'>): Middleware {
  return {
    onResponse({ response }) {
      const token = response.headers.get(ISSUED_TOKEN_HEADER);
      if (token) session.adoptIssuedToken(token);
      return undefined;
    },
  };
}
