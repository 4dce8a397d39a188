// Authenticated calls send the session's token (core.md 7). A caller that sets its own Authorization
// (another credential for the same service) keeps it.
import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../../session/sessionPort';

export function bearerToken(session: Pick<SessionPort, 'token'>): Middleware {
  return {
    onRequest({ request }) {
      const token = session.token();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
