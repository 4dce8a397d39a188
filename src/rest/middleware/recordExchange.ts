// Remembers, for the error mapping, what each response answered (see ../exchanges.ts). It must be the
// first middleware: responses pass through middleware in reverse order, so it sees the final response
// after any retry.
import type { Middleware } from 'openapi-fetch';
import { recordExchange } from '../exchanges';

/** basePath: the service's base path, which the client strips from contract paths before sending. */
export function recordExchanges(basePath: string): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      recordExchange(response, { operation: `${request.method} ${basePath}${schemaPath}`, authorizationSent: request.headers.has('Authorization') });
      return undefined;
    },
  };
}
