// The error catalogue of core.md 8, one table for the server and the web app: the server answers each
// outcome with its name and status (REST) or its code (GraphQL); the web app reads statuses and codes
// back into the kinds its error screens, toasts and forms show.

export const ERROR_CATALOGUE = {
  bad_request: { status: 400, graphqlCode: 'BAD_USER_INPUT' },
  unauthorized: { status: 401, graphqlCode: 'UNAUTHENTICATED', restKind: 'unauthorized' },
  forbidden: { status: 403, graphqlCode: 'FORBIDDEN', restKind: 'forbidden' },
  not_found: { status: 404, graphqlCode: 'NOT_FOUND', restKind: 'notFound' },
  // GraphQL has no code of its own for a conflict: the input conflicts with what exists.
  conflict: { status: 409, graphqlCode: 'BAD_USER_INPUT' },
  rate_limited: { status: 429, graphqlCode: 'RATE_LIMITED' },
  server_error: { status: 500, graphqlCode: 'INTERNAL_SERVER_ERROR', restKind: 'server' },
  unavailable: { status: 503, graphqlCode: 'DOWNSTREAM_SERVICE_ERROR', restKind: 'unavailable' },
} as const satisfies Record<string, { status: number; graphqlCode: string; restKind?: string }>;

export type ErrorName = keyof typeof ERROR_CATALOGUE;

/**
 * What an answer's errorType says beyond its status, so the app can offer the way on: a deactivated
 * entity; a zone that may not play because it has no subscription ('zone has no subscription' dialog);
 * a chosen track the account's tier may not play on demand (the insufficient-tier dialog; core.md 4 'Playback').
 */
export type ErrorType = 'deactivated' | 'no_subscription' | 'insufficient_tier';
type Entry = (typeof ERROR_CATALOGUE)[ErrorName];
export type RestStatusKind = Extract<Entry, { restKind: string }>['restKind'];

const entries = Object.values(ERROR_CATALOGUE) as readonly Entry[];

/** Statuses no Cadence server sends but a gateway in front of one does (502, 504): the service is unavailable. */
const GATEWAY_STATUS_KINDS: ReadonlyMap<number, RestStatusKind> = new Map([
  [502, 'unavailable'],
  [504, 'unavailable'],
]);

/** core.md 8 'REST': the kind a status stands for; undefined where only the body can say (client otherwise). */
export function restStatusKind(status: number): RestStatusKind | undefined {
  const entry = entries.find((candidate) => candidate.status === status);
  return (entry && 'restKind' in entry ? entry.restKind : undefined) ?? GATEWAY_STATUS_KINDS.get(status);
}

/** The codes by which the server says a failure was its own, not the request's. */
export const SERVER_ERROR_CODES: readonly string[] = entries.filter((entry) => entry.status >= 500).map((entry) => entry.graphqlCode);

/**
 * core.md 8 'GraphQL': the status each request error code stands for (a code two outcomes share stands
 * for the first), with UNAUTHORIZED, another server's name for UNAUTHENTICATED.
 */
export const GRAPHQL_CODE_STATUS: Readonly<Record<string, number>> = Object.fromEntries([
  ...entries
    .filter((entry) => entry.status < 500)
    .reverse()
    .map((entry) => [entry.graphqlCode, entry.status] as const),
  ['UNAUTHORIZED', ERROR_CATALOGUE.unauthorized.status],
]);
