// The engagement area of the control schema: feature flags resolved for a viewer (navigation.md 7
// AllFlags), the exposures a client applied (ApplyFlags) and survey or feedback entries (writeFeedback).
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Resolvers } from '../graphql/control/__generated__/types';
import type { RequestContext } from '../context';
import { feedback, flagExposures, userKeyValues } from '../db/schema';
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

/** The message of navigation.md 8 for an apply without the resolution's token. */
export const MISSING_RESOLVE_TOKEN = 'Could not apply flags, missing required resolveToken';

/** How far ahead of the server a corrected apply time may be: clocks and transit disagree a little. */
const APPLY_TIME_TOLERANCE_MS = 60 * 1000;

const resolveKey = (context: RequestContext) => storedSecret(context.db, 'flag_resolve_hmac', () => randomBytes(32).toString('base64url'));
const sign = (key: string, claims: string) => createHmac('sha256', key).update(claims).digest('base64url');

/** The tracking key a resolve token was issued for; null when the token was not made by this server. */
function trackingKeyOf(key: string, token: string): string | null {
  const [claims, signature, ...rest] = token.split('.');
  if (!claims || !signature || rest.length) return null;
  const expected = Buffer.from(sign(key, claims));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const { k } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { k?: unknown };
  return typeof k === 'string' ? k : null;
}

/** What the server keeps for a signed-in user (promo interactions, through setUserKeyValue) counts as stored context, over what the client sent. */
async function storedContext(context: RequestContext, sent: readonly { key: string; value: string }[]) {
  const { viewer } = context;
  if (viewer.kind !== 'user') return sent;
  const kept = await context.db
    .select({ key: userKeyValues.key, value: userKeyValues.value })
    .from(userKeyValues)
    .where(and(eq(userKeyValues.userId, viewer.userId), or(isNull(userKeyValues.expiresAt), gt(userKeyValues.expiresAt, context.now()))));
  const keys = new Set(kept.map((entry) => entry.key));
  return [...sent.filter((entry) => !keys.has(entry.key)), ...kept];
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
      const stored = await storedContext(context, flagContext.stored);
      const entries = [...flagContext.ephemeral, ...stored].map(({ key, value }) => `${key}=${value}`).sort();
      const trackingKey = createHash('sha256').update(`${viewerKey(context)}\n${entries.join('\n')}`).digest('base64url').slice(0, 22);
      const expiresAt = new Date(context.now().getTime() + FLAG_RESOLUTION_LIFETIME_MS).toISOString();
      // applyFlags must send back what this resolution was: the token is signed so it cannot be made up.
      const claims = Buffer.from(JSON.stringify({ k: trackingKey, e: expiresAt })).toString('base64url');
      const resolveToken = `${claims}.${sign(await resolveKey(context), claims)}`;
      const flags = resolveFlags(context.config.FLAG_OVERRIDES, [...flagContext.ephemeral, ...stored]).map(({ name, properties }) => ({ name, properties: JSON.stringify(properties) }));
      return { trackingKey, expiresAt, resolveToken, flags };
    },
  },
  Mutation: {
    async applyFlags(_parent, { input }, context) {
      if (!input.resolveToken.trim()) throw badRequest({ 'input.resolveToken': MISSING_RESOLVE_TOKEN });
      // A re-queued event may come after its resolution expired; the signature alone says the server issued it.
      const trackingKey = trackingKeyOf(await resolveKey(context), input.resolveToken);
      if (!trackingKey) throw badRequest({ 'input.resolveToken': messages.invalid });
      const now = context.now().getTime();
      // The client's clock may be off: its apply times are moved by the difference its currentClientTime shows.
      const offset = now - new Date(input.currentClientTime).getTime();
      const invalid: Record<string, string> = {};
      const rows = input.events.map((event, index) => {
        const appliedAt = new Date(new Date(event.applyTime).getTime() + offset);
        if (appliedAt.getTime() > now + APPLY_TIME_TOLERANCE_MS) invalid[`input.events.${index}.applyTime`] = messages.invalid;
        const { viewer } = context;
        return { id: randomUUID(), trackingKey, flag: event.flag, appliedAt, userId: viewer.kind === 'user' ? viewer.userId : null, deviceId: viewer.kind === 'device' ? viewer.deviceId : null, createdAt: context.now() };
      });
      if (Object.keys(invalid).length) throw badRequest(invalid);
      await context.db.insert(flagExposures).values(rows);
      return { applied: true };
    },
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
