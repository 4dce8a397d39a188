// The headers of core.md 7 that every call to the product's own services carries. Third-party stand-ins
// get none of them: they imitate services that know nothing of Cadence's versions or tracking.
import type { Middleware } from 'openapi-fetch';

/** The REST contract version the app speaks (core.md 9). */
export const API_VERSION = '13';

export function productHeaders(trackingId: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-API-Version', API_VERSION);
      request.headers.set('X-Tracking-Id', trackingId);
      return request;
    },
  };
}
