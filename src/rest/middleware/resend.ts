// Sends a request again through the client's fetch, called as a plain function: the browser's own fetch
// throws 'Illegal invocation' when called as a method of another object, as `options.fetch(...)` would be.
import type { MiddlewareCallbackParams } from 'openapi-fetch';

export function resend(options: MiddlewareCallbackParams['options'], request: Request): Promise<Response> {
  const { fetch } = options;
  return fetch(request);
}
