// Social and SAML identities linked to users (user_identities): a provider's subject belongs to at most
// one user.
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { UserRow } from '../loaders';
import { userIdentities, users } from '../db/schema';

type IdentityContext = Pick<RequestContext, 'db' | 'now'>;

/** The user an identity is linked to, deactivated or not. */
export async function identityUser(context: IdentityContext, provider: string, subject: string): Promise<UserRow | null> {
  const [row] = await context.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.user ?? null;
}

/** Links an identity to a user; false when it already belongs to another user. */
export async function linkIdentity(context: IdentityContext, provider: string, subject: string, userId: string): Promise<boolean> {
  await context.db.insert(userIdentities).values({ provider, subject, userId, createdAt: context.now() }).onConflictDoNothing();
  const owner = await identityUser(context, provider, subject);
  return owner?.id === userId;
}
