// Whether a GraphQL response (over HTTP or a websocket) succeeds, and the AppError when it does not.
import * as z from 'zod/mini';
import type { GraphQLResponse } from 'relay-runtime';
import type { AppError } from '../errors/AppError';
import { GraphqlErrorSchema, emptyResponseError, graphqlErrorToAppError } from './graphqlErrors';
import type { GraphqlError, GraphqlErrorContext } from './graphqlErrors';

export const GraphqlResponseSchema = z.looseObject({
  data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  errors: z.optional(z.array(GraphqlErrorSchema)),
});

/** Whether the body is a GraphQL response at all: it has data or at least one error. */
export function isGraphqlResponse(body: unknown): boolean {
  const parsed = GraphqlResponseSchema.safeParse(body);
  return parsed.success && (parsed.data.data != null || (parsed.data.errors?.length ?? 0) > 0);
}

/**
 * An error fails the whole operation when there is no data, or when it has no path or names a root
 * field (the thing the page or mutation asked for: 'account not found', invalid input). Errors deeper
 * in the tree travel with the partial data, where Relay's field error handling (@catch,
 * @throwOnFieldError) sees them.
 */
function failingError(data: Record<string, unknown> | null | undefined, errors: readonly GraphqlError[]): GraphqlError | undefined {
  return errors.find((error) => data == null || error.path === undefined || error.path.length <= 1);
}

export type Evaluation = { payload: GraphQLResponse } | { error: AppError };

export function evaluateResponse(body: unknown, context: GraphqlErrorContext): Evaluation {
  const parsed = GraphqlResponseSchema.safeParse(body);
  if (!parsed.success) return { error: emptyResponseError(context.operation) };
  const { data, errors = [] } = parsed.data;
  if (data == null && errors.length === 0) return { error: emptyResponseError(context.operation) };
  const failing = failingError(data, errors);
  if (failing) return { error: graphqlErrorToAppError(failing, context) };
  return { payload: body as GraphQLResponse };
}
