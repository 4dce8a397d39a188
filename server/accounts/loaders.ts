// Batched reads of the accounts area, one statement per batch however many accounts a request shows.
import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { accountSubscriptions, accounts, acls, billingGroups, socialProfiles } from '../db/schema';
import type { Loaders } from '../loaders';
import { rowsByKey } from '../loaders';
import { hasUsablePaymentMethodSql } from '../billing/usablePaymentMethod';

export type SocialProfileRow = typeof socialProfiles.$inferSelect;
type AccountSubscriptionRow = typeof accountSubscriptions.$inferSelect;

/** Device types of the Cadence apps (desktop and mobile), as opposed to hardware players (guide app-pairing). */
export const APP_DEVICE_TYPES = ['desktop', 'mobile'] as const;

/** What the setup guide reads from an account's data (see guide.ts for how each task uses it). */
export interface GuideFacts {
  /** A zone of the account, not deleted, has had a player: a device paired (set_up_at) or a browser playing it (a playback client). */
  zoneSetUp: boolean;
  /** The account owns a playlist imported from the streaming service. */
  spotifyImported: boolean;
  /** Someone besides the registering member: a second membership or a pending invitation. */
  invitedSomeone: boolean;
  /** A zone of the account is paired to one of the Cadence apps. */
  appPaired: boolean;
  /** The account has a payment method it can pay with (not missing by billing.md 4.9's rule). */
  paymentAdded: boolean;
}

function latestPaidUntilLoader(db: Db) {
  return new DataLoader<string, Date | null>(async (ids) => {
    // A max per account, not one grouped max: each is a single step down the (account_id, paid_until)
    // index, where grouping would read every zone of a 5,000-zone account.
    const rows = await db
      .select({ accountId: accounts.id, latest: sql<string | Date | null>`(SELECT max(z.paid_until) FROM sound_zones z WHERE z.account_id = ${accounts}.id)` })
      .from(accounts)
      .where(inArray(accounts.id, [...ids]));
    const byAccount = new Map(rows.map((row) => [row.accountId, row.latest ? new Date(row.latest) : null]));
    return ids.map((id) => byAccount.get(id) ?? null);
  });
}

/** The id of each account's one default billing group, or null. */
function defaultBillingGroupLoader(db: Db) {
  return new DataLoader<string, string | null>(async (ids) => {
    const rows = await db
      .select({ id: billingGroups.id, accountId: billingGroups.accountId })
      .from(billingGroups)
      .where(and(inArray(billingGroups.accountId, [...ids]), eq(billingGroups.isDefault, true)));
    const byAccount = new Map(rows.map((row) => [row.accountId, row.id]));
    return ids.map((id) => byAccount.get(id) ?? null);
  });
}

function guideFactsLoader(db: Db) {
  return new DataLoader<string, GuideFacts>(async (ids) => {
    const appTypes = sql.join(
      APP_DEVICE_TYPES.map((type) => sql`${type}`),
      sql`, `,
    );
    const rows = await queryRows<{ id: string; zone_set_up: boolean; spotify_imported: boolean; invited_someone: boolean; app_paired: boolean; payment_added: boolean }>(
      db,
      sql`select a.id,
        exists (select 1 from sound_zones z where z.account_id = a.id and not z.deactivated
                and (z.set_up_at is not null or exists (select 1 from playback_clients c where c.sound_zone_id = z.id))) as zone_set_up,
        exists (select 1 from playlists p where p.owner_account_id = a.id and lower(p.composer_type) like '%spotify%') as spotify_imported,
        (select count(*) from acls m where m.account_id = a.id) > 1 as invited_someone,
        exists (select 1 from sound_zones z join devices d on d.id = z.device_id
                where z.account_id = a.id and not z.deactivated and d.device_type in (${appTypes})) as app_paired,
        ${hasUsablePaymentMethodSql(sql`a.id`)} as payment_added
      from accounts a where a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return { zoneSetUp: !!row?.zone_set_up, spotifyImported: !!row?.spotify_imported, invitedSomeone: !!row?.invited_someone, appPaired: !!row?.app_paired, paymentAdded: !!row?.payment_added };
    });
  });
}

/** The accounts area's loaders, made once per request (or delivered event). */
export function accountLoaders(loaders: Loaders) {
  return {
    latestPaidUntil: loaders.memo('accounts.latestPaidUntil', latestPaidUntilLoader),
    defaultBillingGroup: loaders.memo('accounts.defaultBillingGroup', defaultBillingGroupLoader),
    guideFacts: loaders.memo('accounts.guideFacts', guideFactsLoader),
    accountSubscription: loaders.memo('accounts.accountSubscription', (db) => rowsByKey<AccountSubscriptionRow>(db, accountSubscriptions, accountSubscriptions.accountId, 'accountId')),
    socialProfile: loaders.memo('accounts.socialProfile', (db) => rowsByKey<SocialProfileRow>(db, socialProfiles, socialProfiles.id, 'id')),
  };
}

/** The accounts a user is a member of, with the membership rows (their own ACLs, not partner access). */
export async function membershipsOfUser(db: Db, userId: string) {
  return db
    .select({ account: accounts, acl: acls })
    .from(acls)
    .innerJoin(accounts, eq(accounts.id, acls.accountId))
    .where(eq(acls.userId, userId));
}
