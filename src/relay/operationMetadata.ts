// What an operation tells the network layer, through Relay's cacheConfig.metadata:
//   commitMutation(environment, { mutation, variables, cacheConfig: { metadata: { allowRetries: true } } })
import * as z from 'zod/mini';
import type { CacheConfig } from 'relay-runtime';
import type { AppError } from '../errors/AppError';

export const OperationMetadataSchema = z.looseObject({
  /** A mutation that is safe to send twice (core.md 8: retries are for queries, or when allowRetries is set). */
  allowRetries: z.optional(z.boolean()),
  /** Error codes the caller handles itself (e.g. 'UNAUTHENTICATED'): logged as warnings, never reported. */
  expectedErrors: z.optional(z.array(z.string())),
  /** Report an unexpected failure (console.error or the environment's onReport hook). */
  report: z.optional(z.boolean()),
});
export type OperationMetadata = z.infer<typeof OperationMetadataSchema>;

/** core.md 8 'Auth': UNAUTHENTICATED on login is a wrong email or password, an expected error. */
export const EXPECTED_ERRORS_BY_OPERATION: Readonly<Record<string, readonly string[]>> = {
  LoginUserMutation: ['UNAUTHENTICATED'],
};

/**
 * The session's own operations (src/session/relayAuthCalls.ts). They authenticate by their input, so
 * they go without the bearer token: an expired access token in the header would have the server refuse
 * them with 401 'Token expired' before they run, and the refresh after a laptop wakes would fail. A 401
 * on them is never answered with a refresh either: RefreshLogin would wait for itself.
 */
export const SESSION_OPERATIONS: readonly string[] = ['LoginUserMutation', 'RefreshLoginMutation', 'LogoutUserMutation'];

export interface OperationPolicy {
  allowRetries: boolean;
  report: boolean;
  isExpected: (code: string | undefined) => boolean;
  /** Sends the session's bearer token and, on a 401, refreshes it once and tries again. */
  usesSessionToken: boolean;
}

export function operationPolicy(operationName: string, cacheConfig: CacheConfig | undefined): OperationPolicy {
  const metadata = OperationMetadataSchema.parse(cacheConfig?.metadata ?? {});
  const expected = new Set([...(EXPECTED_ERRORS_BY_OPERATION[operationName] ?? []), ...(metadata.expectedErrors ?? [])]);
  return {
    allowRetries: metadata.allowRetries ?? false,
    report: metadata.report ?? false,
    isExpected: (code) => code !== undefined && expected.has(code),
    usesSessionToken: !SESSION_OPERATIONS.includes(operationName),
  };
}

/** Expected errors are warnings; others go to the report hook only when the operation asks (core.md 8). */
export function logOperationFailure(error: AppError, policy: OperationPolicy, onReport: (error: AppError) => void): void {
  if (error.expected) console.warn(error);
  else if (policy.report) onReport(error);
}
