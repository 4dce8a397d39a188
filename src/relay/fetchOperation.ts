// One GraphQL operation over HTTP with the rules of core.md 8 'GraphQL': retries with back-off, one
// token refresh on 401, token adoption, the offline state, and every failure as an AppError.
import { Observable } from 'relay-runtime';
import type { CacheConfig, FetchFunction, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { AppError, isAppError } from '../errors/AppError';
import { setOffline } from '../app/connectivity';
import type { SessionPort } from '../session/sessionPort';
import type { Random } from './backoff';
import { httpErrorToAppError, emptyResponseError } from './graphqlErrors';
import { evaluateResponse, isGraphqlResponse } from './graphqlResponse';
import { logOperationFailure, operationPolicy } from './operationMetadata';
import type { OperationPolicy } from './operationMetadata';
import { takeEarlyResponse } from './earlyRequests';
import { newTraceId, operationInit, operationPayload, operationUrl } from './operationRequest';
import type { EndpointName } from './operationRequest';
import { MAX_ATTEMPTS, isNetworkFailureMessage, isRetryAllowed, retryDelay, retryReason } from './retryPolicy';
import type { RetryState } from './retryPolicy';

/** A fresh token in this response header replaces the session's (the server reissues one near expiry). */
export const ISSUED_TOKEN_HEADER = 'x-access-token-issued';

export interface OperationTransport {
  endpoint: EndpointName;
  /** Absolute origin, or '' for the page's own. */
  origin: string;
  session: SessionPort;
  fetch: typeof globalThis.fetch;
  trackingId: string;
  userAgent: string;
  random: Random;
  /** Receives unexpected failures of operations that ask to be reported (metadata.report). */
  onReport: (error: AppError) => void;
}

type Outcome = { payload: GraphQLResponse } | { error: AppError; httpStatus?: number };

function fetchFailureToAppError(error: unknown, operation: string): AppError {
  const message = error instanceof Error ? error.message : String(error);
  const network = isNetworkFailureMessage(message);
  if (network) setOffline(true);
  return new AppError(message, { kind: network ? 'offline' : 'client', operation, cause: error });
}

/** One HTTP request of the operation; `early` is the same request sent before Relay loaded (./earlyRequests.ts). */
async function attempt(transport: OperationTransport, params: RequestParameters, body: string, traceId: string, policy: OperationPolicy, signal: AbortSignal, early?: Promise<Response>): Promise<Outcome> {
  const operation = `GraphQL ${params.name}`;
  // Called detached: window.fetch called as a method of another object throws 'Illegal invocation'.
  const { fetch } = transport;
  let response: Response;
  try {
    const headers = { token: policy.usesSessionToken ? transport.session.token() : undefined, trackingId: transport.trackingId, traceId, userAgent: transport.userAgent };
    response = await (early ?? fetch(operationUrl(transport.origin, transport.endpoint, params.name), operationInit(headers, body, signal)));
  } catch (error) {
    if (signal.aborted) throw error;
    return { error: fetchFailureToAppError(error, operation) };
  }
  setOffline(false);
  const issued = response.headers.get(ISSUED_TOKEN_HEADER);
  if (issued) transport.session.adoptIssuedToken(issued);
  const json: unknown = await response.json().catch(() => undefined);
  const context = { httpStatus: response.status, operation, isExpected: policy.isExpected };
  if (!isGraphqlResponse(json)) {
    return { error: response.ok ? emptyResponseError(operation) : httpErrorToAppError(response.status, response.statusText, context), httpStatus: response.status };
  }
  const evaluation = evaluateResponse(json, context);
  return 'payload' in evaluation ? evaluation : { error: evaluation.error, httpStatus: response.status };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** Runs the operation to its payload, or rejects with the AppError of its last attempt. */
export async function runOperation(
  transport: OperationTransport,
  params: RequestParameters,
  variables: Variables,
  policy: OperationPolicy,
  signal: AbortSignal,
): Promise<GraphQLResponse> {
  const { session } = transport;
  const body = JSON.stringify(operationPayload(params, variables));
  const traceId = newTraceId();
  const retryAllowed = isRetryAllowed(params.operationKind, policy.allowRetries);
  const retries: RetryState = { failures: 0, rateLimited: 0 };
  let refreshed = false;
  let early = transport.endpoint === 'control' ? takeEarlyResponse(params.id, variables) : undefined;
  for (;;) {
    const outcome = await attempt(transport, params, body, traceId, policy, signal, early);
    early = undefined;
    if ('payload' in outcome) return outcome.payload;
    const { error } = outcome;

    const unauthenticated = outcome.httpStatus === 401 || error.code === 'UNAUTHENTICATED';
    if (unauthenticated && !error.expected && policy.usesSessionToken) {
      const wasLoggedIn = session.isLoggedIn();
      const token = refreshed ? undefined : await session.refresh().catch(() => undefined);
      refreshed = true;
      if (token) continue;
      if (wasLoggedIn) session.authFailed();
      throw error;
    }

    const reason = retryReason(error);
    if (!reason || !retryAllowed) throw error;
    retries.failures += 1;
    if (reason === 'rateLimited') retries.rateLimited += 1;
    if (retries.failures >= MAX_ATTEMPTS) throw error;
    await sleep(retryDelay(reason, retries, session.isLoggedIn(), transport.random), signal);
  }
}

function asAppError(error: unknown, operationName: string): AppError {
  if (isAppError(error)) return error;
  return new AppError(error instanceof Error ? error.message : String(error), { kind: 'unknown', operation: `GraphQL ${operationName}`, cause: error });
}

/** Relay's fetch function for one endpoint; unsubscribing aborts the request and any pending retry. */
export function createFetchFunction(transport: OperationTransport): FetchFunction {
  return (params: RequestParameters, variables: Variables, cacheConfig: CacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      const policy = operationPolicy(params.name, cacheConfig);
      const controller = new AbortController();
      runOperation(transport, params, variables, policy, controller.signal).then(
        (payload) => {
          sink.next(payload);
          sink.complete();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const appError = asAppError(error, params.name);
          logOperationFailure(appError, policy, transport.onReport);
          sink.error(appError);
        },
      );
      return () => controller.abort();
    });
}
