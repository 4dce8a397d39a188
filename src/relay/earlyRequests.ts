// A first visit's page query leaves when its route matches, not once Relay and the page's code have
// loaded: on a cold load that wait was most of the time to the zone list's first row (bench/zones).
// The route's loader sends the query by its persisted id (the @preloadable query's $parameters
// artifact, a few bytes in the entry) and Relay's network, once loaded, takes the response instead of
// sending the same request again. Only the request is early: its answer goes through the network's
// usual handling (token refresh, retries, errors) as if the network had sent it.
import type { PreloadableConcreteRequest, OperationType, Variables } from 'relay-runtime';
import { TRACKING_ID, graphqlUserAgent, webIdentity } from '../app/clientInfo';
import type { EnvironmentOptions } from './environment';
import { newTraceId, normalizeOrigin, operationInit, operationPayload, operationUrl } from './operationRequest';

/** An answer nobody takes within this long is dropped: the page it was for has gone, or the data is stale. */
export const EARLY_RESPONSE_TTL_MS = 10_000;

interface EarlyResponse {
  response: Promise<Response>;
  sentAt: number;
}

const pending = new Map<string, EarlyResponse>();

/** Variables as JSON with sorted keys and without nulls: Relay adds the operation's missing variables as null, in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== null && item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const keyOf = (id: string, variables: Variables) => `${id}\n${canonical(variables)}`;

/** Sends a query of the control API now, for Relay's network to take (takeEarlyResponse). */
export function sendEarlyQuery<T extends OperationType>(options: EnvironmentOptions, { params }: PreloadableConcreteRequest<T>, variables: T['variables'], now = Date.now()): void {
  if (params.id === null) return;
  const origin = normalizeOrigin(options.origin ?? location.origin);
  const fetch = options.fetch ?? globalThis.fetch;
  const init = operationInit(
    { token: options.session.token(), trackingId: TRACKING_ID, traceId: newTraceId(), userAgent: graphqlUserAgent(options.identity ?? webIdentity()) },
    JSON.stringify(operationPayload(params, variables)),
  );
  const response = fetch(operationUrl(origin, 'control', params.name), init);
  // A failure is the network's to report once it takes the response; none takes it, none to report.
  response.catch(() => undefined);
  pending.set(keyOf(params.id, variables), { response, sentAt: now });
}

/** The response of the same query sent early and not yet taken, if one is; each is taken once. */
export function takeEarlyResponse(id: string | null, variables: Variables, now = Date.now()): Promise<Response> | undefined {
  if (id === null) return undefined;
  for (const [key, early] of pending) if (now - early.sentAt > EARLY_RESPONSE_TTL_MS) pending.delete(key);
  const key = keyOf(id, variables);
  const early = pending.get(key);
  pending.delete(key);
  return early?.response;
}
