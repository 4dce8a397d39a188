// When campaigns play their messages in a zone (the minimal model of schema/rest.openapi.yaml Campaign):
// a published campaign is due every interval_minutes from the moment it was published, each time with
// the next of its messages in turn, as long as that moment falls, in the zone's time zone, on one of
// its weekdays between its start_date and end_date (inclusive). The engine plays each due message at
// the first track boundary at or after it (../engine/announcements.ts).
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { campaigns, messages } from '../db/schema';
import type { Db } from '../db/client';
import type { SoundZoneRow } from '../loaders';
import DataLoader from 'dataloader';

export interface PlanMessage {
  id: string;
  name: string;
  durationMs: number;
}

export interface CampaignPlan {
  id: string;
  /** Its messages in play order (those still there). */
  messages: readonly PlanMessage[];
  startDate: string;
  endDate: string | null;
  days: readonly string[];
  intervalMinutes: number;
  /** Epoch ms it was published: the first play is due then. */
  publishedAt: number;
}

export interface Due {
  at: number;
  campaignId: string;
  message: PlanMessage;
}

const WEEKDAY: Record<string, string> = { Sun: 'SU', Mon: 'MO', Tue: 'TU', Wed: 'WE', Thu: 'TH', Fri: 'FR', Sat: 'SA' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** The local day ('YYYY-MM-DD') and weekday (SU..SA) of a moment in a time zone. */
export function localDay(at: number, timeZone: string): { date: string; weekday: string } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: WEEKDAY[parts.weekday!]! };
}

/** The plays due in [from, to], oldest first, at most `limit`. */
export function duesBetween(plans: readonly CampaignPlan[], timeZone: string, from: number, to: number, limit = 5_000): Due[] {
  const dues: Due[] = [];
  for (const plan of plans) {
    if (!plan.messages.length) continue;
    const step = plan.intervalMinutes * 60_000;
    for (let k = Math.max(0, Math.ceil((from - plan.publishedAt) / step)); ; k++) {
      const at = plan.publishedAt + k * step;
      if (at > to || dues.length >= limit * 2) break;
      const { date, weekday } = localDay(at, timeZone);
      if (plan.endDate !== null && date > plan.endDate) break;
      if (date < plan.startDate || !plan.days.includes(weekday)) continue;
      dues.push({ at, campaignId: plan.id, message: plan.messages[k % plan.messages.length]! });
    }
  }
  return dues.sort((a, b) => a.at - b.at).slice(0, limit);
}

/** Each account's published campaigns with their messages, read once per request. */
const accountPlans = (db: Db) =>
  new DataLoader<string, (CampaignPlan & { soundZoneIds: readonly string[] })[]>(async (accountIds) => {
    const rows = await db
      .select()
      .from(campaigns)
      .where(and(inArray(campaigns.accountId, [...accountIds]), isNotNull(campaigns.publishedAt)));
    const messageIds = [...new Set(rows.flatMap((row) => row.messageIds))];
    const found = messageIds.length ? await db.select({ id: messages.id, name: messages.name, durationMs: messages.durationMs }).from(messages).where(inArray(messages.id, messageIds)) : [];
    const byId = new Map(found.map((message) => [message.id, message]));
    return accountIds.map((accountId) =>
      rows
        .filter((row) => row.accountId === accountId)
        .map((row) => ({
          id: row.id,
          messages: row.messageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
          startDate: row.startDate,
          endDate: row.endDate,
          days: row.days,
          intervalMinutes: row.intervalMinutes,
          publishedAt: row.publishedAt!.getTime(),
          soundZoneIds: row.soundZoneIds,
        })),
    );
  });

/** The published campaigns that play in a zone. */
export async function zoneCampaigns(context: RequestContext, zone: Pick<SoundZoneRow, 'id' | 'accountId'>): Promise<CampaignPlan[]> {
  const plans = await context.loaders.memo('campaignPlans', accountPlans).load(zone.accountId);
  return plans.filter((plan) => plan.soundZoneIds.includes(zone.id));
}

