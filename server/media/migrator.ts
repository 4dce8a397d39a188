// The domain migration service (navigation.md 7): the old domain stores a visitor's cookies and local
// storage and answers an id; the new domain fetches them once with that id. A bundle holds session
// tokens, so its id is random and unguessable, it is answered at most once, and it expires soon.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migratorBundles } from '../db/schema';

/** How long a stored bundle waits to be fetched: the redirect to the new domain takes seconds. */
export const MIGRATOR_BUNDLE_TTL_MS = 10 * 60 * 1000;

/** The answer when there was nothing to store. */
export const EMPTY_BUNDLE = 'empty';

export interface MigratorBundle {
  cookies: Record<string, string>;
  localStorage: Record<string, string>;
}

/** Stores the bundle and answers its id; 'empty' (storing nothing) when it has no cookies and no entries. Expired bundles are cleared on the way. */
export async function storeBundle(db: Db, bundle: MigratorBundle, now: Date): Promise<string> {
  await db.delete(migratorBundles).where(lte(migratorBundles.expiresAt, now));
  if (!Object.keys(bundle.cookies).length && !Object.keys(bundle.localStorage).length) return EMPTY_BUNDLE;
  const id = `m_${randomBytes(18).toString('base64url')}`;
  await db.insert(migratorBundles).values({ id, cookies: bundle.cookies, localStorage: bundle.localStorage, expiresAt: new Date(now.getTime() + MIGRATOR_BUNDLE_TTL_MS), createdAt: now });
  return id;
}

/** The bundle stored under the id, removed as it is read; null when unknown, already read or expired. */
export async function takeBundle(db: Db, id: string, now: Date): Promise<MigratorBundle | null> {
  const [row] = await db
    .delete(migratorBundles)
    .where(and(eq(migratorBundles.id, id), gt(migratorBundles.expiresAt, now)))
    .returning({ cookies: migratorBundles.cookies, localStorage: migratorBundles.localStorage });
  return row ?? null;
}
