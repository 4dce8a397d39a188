// Why a location or a sound zone was cancelled (billing.md 3.10, 5.2), sent as it is deactivated or
// unsubscribed; needs zone.deactivate. A zone's reasons are listed newest first (SUBSCRIPTION_READ).
import { desc, eq } from 'drizzle-orm';
import { can } from '../../src/domain/permissions';
import { cancellationReasonSchema, fieldMessages } from '../../src/domain/billing/validation';
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { cancellationReasons } from '../db/schema';
import { badRequest, forbidden } from '../errors';
import { requireLocation, requireSoundZone } from '../access/accountAccess';
import { compactTimestamp } from '../accounts/model';
import { billingEvent } from './groups';

type Schemas = components['schemas'];
type ReasonRow = typeof cancellationReasons.$inferSelect;

export const cancellationReasonRecord = (row: ReasonRow): Schemas['CancellationReason'] => ({
  id: row.id,
  name: row.name as Schemas['CancellationReasonName'],
  text: row.text,
  detailed_text: row.detailedText,
  feedback: row.feedback,
  location: row.locationId,
  sound_zone: row.soundZoneId,
  user: row.userId,
  created_at: compactTimestamp(row.createdAt),
});

/** The target: a location or a sound zone the viewer may deactivate (deactivated ones included). */
async function requireTarget(context: RequestContext, target: { locationId: string } | { soundZoneId: string }) {
  const access = 'locationId' in target ? await requireLocation(context, target.locationId, { allowDeactivated: true }) : await requireSoundZone(context, target.soundZoneId, { allowDeactivated: true });
  if (!can(access.membership, 'zone.deactivate')) throw forbidden('Not allowed to zone.deactivate');
  return 'location' in access ? { accountId: access.location.accountId, locationId: access.location.id, soundZoneId: null, event: { entity: 'location' as const, id: access.location.id } } : { accountId: access.zone.accountId, locationId: null, soundZoneId: access.zone.id, event: { entity: 'sound_zone' as const, id: access.zone.id } };
}

export async function createCancellationReason(context: RequestContext, target: { locationId: string } | { soundZoneId: string }, body: Schemas['CancellationReasonCreate']): Promise<ReasonRow> {
  const resolved = await requireTarget(context, target);
  const errors = fieldMessages(cancellationReasonSchema, body);
  if (errors) throw badRequest(errors);
  const reason = cancellationReasonSchema.parse(body);
  const [row] = await context.db
    .insert(cancellationReasons)
    .values({
      id: await newId(context.db, 'CancellationReason', decodeId(resolved.accountId) ?? []),
      accountId: resolved.accountId,
      locationId: resolved.locationId,
      soundZoneId: resolved.soundZoneId,
      userId: context.viewer.kind === 'user' ? context.viewer.userId : null,
      name: reason.name,
      text: reason.text,
      detailedText: reason.detailed_text || null,
      feedback: reason.feedback || null,
      createdAt: context.now(),
    })
    .returning();
  await context.pubsub.publish(billingEvent('update', resolved.event.entity, resolved.event.id, resolved.accountId));
  return row!;
}

export async function listZoneCancellationReasons(context: RequestContext, soundZoneId: string): Promise<ReasonRow[]> {
  const { zone, membership } = await requireSoundZone(context, soundZoneId, { allowDeactivated: true });
  if (!can(membership, 'zone.activate')) throw forbidden('Not allowed to read the subscription');
  return context.db.select().from(cancellationReasons).where(eq(cancellationReasons.soundZoneId, zone.id)).orderBy(desc(cancellationReasons.createdAt), desc(cancellationReasons.id));
}
