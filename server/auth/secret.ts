// The token signing secret: made once and kept in the database, so tokens survive restarts and every
// server process on the database signs and verifies alike.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

export async function tokenSecret(db: Db): Promise<string> {
  await db.insert(serverSecrets).values({ name: 'jwt', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  return row!.value;
}
