// Idempotency keys (Idempotency-Key header): the first request with a key runs and its answer is kept;
// a retry with the same key and the same request gets that answer without running again, so a retried
// purchase or payment never charges twice. The same key with another request, or while the first is
// still running, answers 409.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { idempotencyKeys } from '../db/schema';
import { conflict } from '../errors';

export const fingerprintOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('base64url');

/**
 * Runs `run` once per (scope, key) and keeps what it returns; without a key it simply runs. A failure
 * (thrown) keeps nothing, so a retry may try again.
 */
export async function idempotent<T>(context: Pick<RequestContext, 'db'>, scope: string, key: string | undefined, request: unknown, run: () => Promise<T>): Promise<T> {
  if (!key) return run();
  const fingerprint = fingerprintOf(request);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const [claimed] = await context.db.insert(idempotencyKeys).values({ scope, key, fingerprint }).onConflictDoNothing().returning();
  if (!claimed) {
    const [earlier] = await context.db.select().from(idempotencyKeys).where(where);
    if (!earlier || earlier.fingerprint !== fingerprint) throw conflict('This Idempotency-Key was used for another request');
    if (earlier.status === null) throw conflict('A request with this Idempotency-Key is still running');
    return earlier.answer as T;
  }
  try {
    const answer = await run();
    await context.db.update(idempotencyKeys).set({ status: 200, answer: answer as object }).where(where);
    return answer;
  } catch (error) {
    await context.db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
