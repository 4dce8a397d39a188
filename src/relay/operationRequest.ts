// The HTTP request for one GraphQL operation (core.md 7 'Conventions', DECISIONS.md 'Services'):
// where it goes, its body (persisted id or text) and its headers.
import type { RequestParameters, Variables } from 'relay-runtime';
import { AppError } from '../errors/AppError';

export type EndpointName = 'control' | 'playback';

export const GRAPHQL_PATHS: Readonly<Record<EndpointName, string>> = {
  control: '/lucy/control',
  playback: '/lucy/playback',
};

/** The origin without a trailing slash; '' keeps URLs relative to the page. */
export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** {origin}/lucy/control?op={operationName}: the operation name in the URL shows in access logs and devtools. */
export function operationUrl(origin: string, endpoint: EndpointName, operationName: string): string {
  return `${normalizeOrigin(origin)}${GRAPHQL_PATHS[endpoint]}?op=${encodeURIComponent(operationName)}`;
}

/** ws(s)://host/lucy/control/ws; `origin` must be absolute (http: gives ws:, https: gives wss:). */
export function websocketUrl(origin: string, endpoint: EndpointName): string {
  return `${normalizeOrigin(origin).replace(/^http/, 'ws')}${GRAPHQL_PATHS[endpoint]}/ws`;
}

export type OperationPayload =
  | { extensions: { persistedQuery: { version: 1; sha256Hash: string } }; variables: Variables; operationName: string }
  | { query: string; variables: Variables; operationName: string };

/**
 * The production server runs persisted operations only, so an artifact with an id (the Relay compiler's
 * SHA-256 of the text, listed in persisted-operations.json) is sent by id; the text only when there is no id.
 */
export function operationPayload(params: RequestParameters, variables: Variables): OperationPayload {
  if (params.id !== null) {
    return { extensions: { persistedQuery: { version: 1, sha256Hash: params.id } }, variables, operationName: params.name };
  }
  if (params.text === null) {
    throw new AppError(`GQL: Operation ${params.name} has neither an id nor a text`, { kind: 'client', operation: `GraphQL ${params.name}` });
  }
  return { query: params.text, variables, operationName: params.name };
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** W3C trace context ids; all zeros is invalid, so such a draw is redrawn. */
function nonZeroHex(bytes: number): string {
  let id: string;
  do id = randomHex(bytes);
  while (/^0+$/.test(id));
  return id;
}

/** One trace per operation, shared by its retries, so the server's logs tie the attempts together. */
export const newTraceId = (): string => nonZeroHex(16);

/** W3C traceparent (version 00, sampled) with a fresh span id for every HTTP request. */
export function traceparent(traceId: string): string {
  return `00-${traceId}-${nonZeroHex(8)}-01`;
}

export interface OperationHeaderValues {
  token: string | undefined;
  trackingId: string;
  traceId: string;
  /** The GraphQL User-Agent of core.md 7 (clientInfo's graphqlUserAgent). */
  userAgent: string;
}

/**
 * Browsers do not let a page set User-Agent (Chrome drops it), so the GraphQL User-Agent travels as
 * x-user-agent: on this endpoint it is the core.md 7 string (the server ignores it today). The REST API's
 * X-User-Agent (the editorial agent JSON) goes to other services and does not meet this one.
 */
export function operationHeaders({ token, trackingId, traceId, userAgent }: OperationHeaderValues): Record<string, string> {
  return {
    accept: 'application/graphql-response+json, application/json;q=0.9',
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'x-tracking-id': trackingId,
    traceparent: traceparent(traceId),
    'x-user-agent': userAgent,
  };
}

/** The fetch options of one attempt: the session's token travels in a header, never as a cookie. */
export function operationInit(headers: OperationHeaderValues, body: string, signal?: AbortSignal): RequestInit {
  return { method: 'POST', headers: operationHeaders(headers), body, credentials: 'omit', ...(signal ? { signal } : {}) };
}
