// The engagement area of the control schema: feature flags resolved for a viewer (navigation.md 7
// AllFlags) and survey or feedback entries (writeFeedback).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../graphql/control/__generated__/types';
import type { RequestContext } from '../context';
import { feedback } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../errors';
import { storedSecret } from '../people/secrets';
import { resolveFlags } from '../../src/domain/flags';
import { messages } from '../../src/domain/validation';

/** How long a resolution holds before the client asks again. */
export const FLAG_RESOLUTION_LIFETIME_MS = 60 * 60 * 1000;

function viewerKey(context: RequestContext): string {
  const { viewer } = context;
  return viewer.kind === 'user' ? `user:${viewer.userId}` : viewer.kind === 'device' ? `device:${viewer.deviceId}` : 'anonymous';
}

/** A JSON text that holds an object; the field's message otherwise. */
function jsonObject(text: string, field: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest({ [field]: messages.invalid });
}

export const engagementResolvers: Resolvers = {
  Query: {
    async flags(_parent, { context: flagContext }, context) {
      const entries = [...flagContext.ephemeral, ...flagContext.stored].map(({ key, value }) => `${key}=${value}`).sort();
      const trackingKey = createHash('sha256').update(`${viewerKey(context)}\n${entries.join('\n')}`).digest('base64url').slice(0, 22);
      const expiresAt = new Date(context.now().getTime() + FLAG_RESOLUTION_LIFETIME_MS).toISOString();
      // applyFlags must send back what this resolution was: the token is signed so it cannot be made up.
      const key = await storedSecret(context.db, 'flag_resolve_hmac', () => randomBytes(32).toString('base64url'));
      const claims = Buffer.from(JSON.stringify({ k: trackingKey, e: expiresAt })).toString('base64url');
      const resolveToken = `${claims}.${createHmac('sha256', key).update(claims).digest('base64url')}`;
      const flags = resolveFlags(context.config.FLAG_OVERRIDES).map(({ name, properties }) => ({ name, properties: JSON.stringify(properties) }));
      return { trackingKey, expiresAt, resolveToken, flags };
    },
  },
  Mutation: {
    async writeFeedback(_parent, { feedbackInput: input }, context) {
      const { viewer } = context;
      if (viewer.kind === 'anonymous') throw unauthorized();
      const row = {
        id: input.feedbackId,
        userId: viewer.kind === 'user' ? viewer.userId : null,
        deviceId: viewer.kind === 'device' ? viewer.deviceId : null,
        formName: input.feedbackFormName,
        givenAt: new Date(input.feedbackDatetime),
        payload: jsonObject(input.payload, 'feedbackInput.payload'),
        metadata: jsonObject(input.metadata, 'feedbackInput.metadata'),
        createdAt: context.now(),
      };
      // A client may send an entry again (a retry); it is the same entry, unless someone else wrote that id.
      const [written] = await context.db.insert(feedback).values(row).onConflictDoNothing().returning({ id: feedback.id });
      if (!written) {
        const [existing] = await context.db.select({ userId: feedback.userId, deviceId: feedback.deviceId }).from(feedback).where(eq(feedback.id, input.feedbackId));
        if (existing?.userId !== row.userId || existing?.deviceId !== row.deviceId) throw conflict(`Feedback ${input.feedbackId} exists`);
      }
      return { feedbackId: input.feedbackId };
    },
  },
};
