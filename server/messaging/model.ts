// In-store messaging (schema/rest.openapi.yaml: messages and campaigns; navigation.md 2.4): an account's
// messages, each a text read out in a voice (rendered once, ./tts.ts through the audio library), and its
// campaigns, which play messages in chosen zones (./campaignPlays.ts, ../engine/announcements.ts).
// Everything needs the messaging add-on (feature_flags.messaging_enabled, 403 otherwise); any member
// may read, users who may change zones may write, and a location user names only zones they see.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { can } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import { campaignStatus, defaultVoice } from '../../src/domain/messaging';
import type { CampaignStatus, Voice } from '../../src/domain/messaging';
import { requireAccount } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { campaigns, messages } from '../db/schema';
import { newId } from '../db/ids';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { publish } from '../premises/events';
import { playbackEvent } from '../engine/players';
import type { AccountRow } from '../loaders';

export type MessageRow = typeof messages.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;

export const MESSAGING_FLAG = 'messaging_enabled';
const WRITE_ACTION = 'zone.update';

/** The account, when the viewer has access and the account has the messaging add-on; for a write, the right to change zones. */
async function requireMessaging(context: RequestContext, accountId: string, write: boolean): Promise<{ account: AccountRow; membership: Membership }> {
  const access = await requireAccount(context, accountId);
  if (!access.account.featureFlags.includes(MESSAGING_FLAG)) throw forbidden('Messaging needs the messaging add-on');
  if (write && (context.viewer.kind !== 'user' || !can(access.membership, WRITE_ACTION))) throw forbidden('Not allowed to change messaging');
  return access;
}

/** Today as the server tells campaign statuses: the UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export const statusOf = (campaign: CampaignRow, at: Date): CampaignStatus =>
  campaignStatus({ published: campaign.publishedAt !== null, startDate: campaign.startDate, endDate: campaign.endDate }, utcDay(at));

export type ListSort = 'date' | 'updated' | 'alphabetical' | 'status';
export interface ListQuery {
  q?: string;
  sort?: ListSort;
  asc?: boolean;
}

/** Filters by name (lowercased, leading spaces trimmed) and sorts: date created, updated, name, status; newest or last first unless asc. */
function listed<T extends { id: string; name: string; createdAt: Date; updatedAt: Date }>(rows: T[], query: ListQuery, statusKey: (row: T) => string): T[] {
  const q = (query.q ?? '').trimStart().toLowerCase();
  const keyOf: Record<ListSort, (row: T) => string | number> = {
    date: (row) => row.createdAt.getTime(),
    updated: (row) => row.updatedAt.getTime(),
    alphabetical: (row) => row.name.toLowerCase(),
    status: statusKey,
  };
  const key = keyOf[query.sort ?? 'date'];
  const direction = query.asc ? 1 : -1;
  return rows
    .filter((row) => row.name.toLowerCase().includes(q))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1) * direction;
    });
}

// --- Messages --------------------------------------------------------------------------------------

export interface MessageFields {
  name?: string;
  type?: string;
  text?: string;
  voice?: string;
  asset?: string;
}

/** Uploaded audio is not part of this model: every message is a text read out. */
function refuseAsset(fields: MessageFields) {
  if (fields.asset !== undefined) throw badRequest({ asset: 'Uploaded audio is not supported: give the text to read out' });
}

const rendered = (context: RequestContext, text: string, voice: string) => context.audio.speech({ text, voice });

export async function listMessages(context: RequestContext, accountId: string, query: ListQuery): Promise<MessageRow[]> {
  await requireMessaging(context, accountId, false);
  const rows = await context.db.select().from(messages).where(eq(messages.accountId, accountId));
  return listed(rows, query, (row) => row.type);
}

export async function createMessage(context: RequestContext, accountId: string, fields: Required<Pick<MessageFields, 'name' | 'type'>> & MessageFields): Promise<MessageRow> {
  const { account } = await requireMessaging(context, accountId, true);
  refuseAsset(fields);
  if (fields.text === undefined) throw badRequest({ text: 'Cannot be empty' });
  const voice = fields.voice ?? defaultVoice(account.isoCountry);
  const { durationMs } = await rendered(context, fields.text, voice);
  const id = await newId(context.db, 'Message', decodeId(account.id) ?? []);
  const now = context.now();
  const [row] = await context.db
    .insert(messages)
    .values({ id, accountId: account.id, name: fields.name, type: fields.type, text: fields.text, voice, durationMs, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** The message, when the viewer may see its account's messaging (404 otherwise). */
export async function requireMessage(context: RequestContext, id: string, write = false): Promise<MessageRow> {
  const [row] = await context.db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw notFound('Message');
  await requireMessaging(context, row.accountId, write).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 403 ? error : notFound('Message');
  });
  return row;
}

export async function updateMessage(context: RequestContext, id: string, fields: MessageFields): Promise<MessageRow> {
  const message = await requireMessage(context, id, true);
  refuseAsset(fields);
  const text = fields.text ?? message.text;
  const voice = fields.voice ?? message.voice;
  const durationMs = text === message.text && voice === message.voice ? message.durationMs : (await rendered(context, text, voice)).durationMs;
  const [row] = await context.db
    .update(messages)
    .set({ name: fields.name ?? message.name, type: fields.type ?? message.type, text, voice, durationMs, updatedAt: context.now() })
    .where(eq(messages.id, id))
    .returning();
  if (durationMs !== message.durationMs || text !== message.text || voice !== message.voice) await publishZonesOf(context, await campaignsUsing(context, message));
  return row!;
}

const campaignsUsing = (context: RequestContext, message: MessageRow) =>
  context.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, message.accountId), sql`${campaigns.messageIds} @> ${JSON.stringify([message.id])}::jsonb`));

export async function deleteMessage(context: RequestContext, id: string): Promise<void> {
  const message = await requireMessage(context, id, true);
  const now = context.now();
  const using = (await campaignsUsing(context, message)).filter((campaign) => ['scheduled', 'active'].includes(statusOf(campaign, now)));
  if (using.length) throw conflict(`The message is used by the campaign '${using[0]!.name}'`);
  await context.db.delete(messages).where(eq(messages.id, id));
}

/** The speech of a message, rendered when not on disk (a cache emptied since), at the length the engine plays it. */
export const messageAudio = (context: RequestContext, message: MessageRow) => rendered(context, message.text, message.voice);

export type { Voice };

// --- Campaigns -------------------------------------------------------------------------------------

export interface CampaignFields {
  name?: string;
  messages?: string[];
  sound_zones?: string[];
  start_date?: string;
  end_date?: string | null;
  days?: string[];
  interval_minutes?: number;
  /** true publishes, false makes a draft, undefined keeps it. */
  publish?: boolean;
}

/** Messages and zones must be the account's (zones the viewer sees); end_date not before start_date; publishing needs a message and a zone. */
async function checkedCampaign(context: RequestContext, accountId: string, membership: Membership, fields: Required<Omit<CampaignFields, 'publish'>>, published: boolean) {
  const errors: Record<string, string> = {};
  if (fields.end_date !== null && fields.end_date < fields.start_date) errors.end_date = 'Cannot be before the start date';
  const messageIds = [...new Set(fields.messages)];
  if (messageIds.length) {
    const found = await context.db.select({ id: messages.id }).from(messages).where(and(eq(messages.accountId, accountId), inArray(messages.id, messageIds)));
    if (found.length !== messageIds.length) errors.messages = 'Must be messages of the account';
  }
  const zoneIds = [...new Set(fields.sound_zones)];
  const zones = await Promise.all(zoneIds.map((zoneId) => context.loaders.soundZone.load(zoneId)));
  const seen = (zone: (typeof zones)[number]) => zone && zone.accountId === accountId && !zone.deactivated && (membership.locationIds.length === 0 || membership.locationIds.includes(zone.locationId));
  if (!zones.every(seen)) errors.sound_zones = 'Must be sound zones of the account';
  if (published && !errors.messages && !messageIds.length) errors.messages = 'A published campaign needs a message';
  if (published && !errors.sound_zones && !zoneIds.length) errors.sound_zones = 'A published campaign needs a sound zone';
  if (Object.keys(errors).length) throw badRequest(errors);
  return { name: fields.name, messageIds, soundZoneIds: zoneIds, startDate: fields.start_date, endDate: fields.end_date, days: [...new Set(fields.days)], intervalMinutes: fields.interval_minutes };
}

/** Every zone a campaign plays in (before or after a change) hears of it: what it plays next may change. */
async function publishZonesOf(context: RequestContext, rows: readonly Pick<CampaignRow, 'soundZoneIds'>[]) {
  const zoneIds = [...new Set(rows.flatMap((row) => row.soundZoneIds))];
  const zones = await Promise.all(zoneIds.map((zoneId) => context.loaders.soundZone.load(zoneId)));
  await publish(context, zones.flatMap((zone) => (zone ? [playbackEvent(zone)] : [])));
}

export async function listCampaigns(context: RequestContext, accountId: string, query: ListQuery): Promise<CampaignRow[]> {
  await requireMessaging(context, accountId, false);
  const rows = await context.db.select().from(campaigns).where(eq(campaigns.accountId, accountId));
  const order: Record<CampaignStatus, number> = { draft: 0, scheduled: 1, active: 2, ended: 3 };
  const now = context.now();
  return listed(rows, query, (row) => String(order[statusOf(row, now)]));
}

export async function createCampaign(context: RequestContext, accountId: string, fields: CampaignFields & Pick<Required<CampaignFields>, 'name' | 'start_date' | 'days' | 'interval_minutes'>): Promise<CampaignRow> {
  const { account, membership } = await requireMessaging(context, accountId, true);
  const publishNow = fields.publish ?? false;
  const values = await checkedCampaign(context, account.id, membership, { messages: [], sound_zones: [], end_date: null, ...fields }, publishNow);
  const id = await newId(context.db, 'Campaign', decodeId(account.id) ?? []);
  const now = context.now();
  const [row] = await context.db
    .insert(campaigns)
    .values({ id, accountId: account.id, ...values, publishedAt: publishNow ? now : null, createdAt: now, updatedAt: now })
    .returning();
  await publishZonesOf(context, [row!]);
  return row!;
}

export async function requireCampaign(context: RequestContext, id: string, write = false): Promise<{ campaign: CampaignRow; membership: Membership }> {
  const [campaign] = await context.db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw notFound('Campaign');
  const { membership } = await requireMessaging(context, campaign.accountId, write).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 403 ? error : notFound('Campaign');
  });
  return { campaign, membership };
}

/** A change restarts a published campaign's plays from now; an ended campaign cannot be changed. */
export async function updateCampaign(context: RequestContext, id: string, fields: CampaignFields): Promise<CampaignRow> {
  const { campaign, membership } = await requireCampaign(context, id, true);
  const now = context.now();
  if (statusOf(campaign, now) === 'ended') throw conflict('An ended campaign cannot be changed');
  const published = fields.publish ?? campaign.publishedAt !== null;
  const values = await checkedCampaign(
    context,
    campaign.accountId,
    membership,
    {
      name: fields.name ?? campaign.name,
      messages: fields.messages ?? campaign.messageIds,
      sound_zones: fields.sound_zones ?? campaign.soundZoneIds,
      start_date: fields.start_date ?? campaign.startDate,
      end_date: fields.end_date === undefined ? campaign.endDate : fields.end_date,
      days: fields.days ?? campaign.days,
      interval_minutes: fields.interval_minutes ?? campaign.intervalMinutes,
    },
    published,
  );
  const [row] = await context.db
    .update(campaigns)
    .set({ ...values, publishedAt: published ? now : null, updatedAt: now })
    .where(eq(campaigns.id, id))
    .returning();
  await publishZonesOf(context, [campaign, row!]);
  return row!;
}

export async function deleteCampaign(context: RequestContext, id: string): Promise<void> {
  const { campaign } = await requireCampaign(context, id, true);
  await context.db.delete(campaigns).where(eq(campaigns.id, id));
  await publishZonesOf(context, [campaign]);
}
