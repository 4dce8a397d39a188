// One-time tokens sent by e-mail, stored hashed with an expiry: verify_email, reset_password,
// invitation, and email_change (the 'secure your account' link sent to the old address after an e-mail
// change, which resets the password and restores that address). A token is used at most once.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { emailTokens } from '../db/schema';
import { hashSecret, newSecret } from '../auth/tokens';

export type EmailTokenKind = 'verify_email' | 'reset_password' | 'invitation' | 'email_change';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** How long each link works. */
export const EMAIL_TOKEN_LIFETIME_S = {
  /** The verify_email link after signup or an e-mail change. */
  verifyEmail: 7 * DAY,
  /** The reset_password link asked for on the forgot-password page. */
  resetPassword: 1 * HOUR,
  /** The set-password link in the welcome mail of a user created by an admin without a password. */
  setPassword: 7 * DAY,
  /** The 'secure your account' link in the email_change mail to the old address. */
  accountRecovery: 3 * DAY,
  /** The invitation link. */
  invitation: 14 * DAY,
} as const;

type TokenContext = Pick<RequestContext, 'db' | 'now'>;

export async function issueEmailToken(
  context: TokenContext,
  values: { kind: EmailTokenKind; email: string; userId?: string; aclId?: string; lifetimeSeconds: number },
): Promise<{ token: string; expiresAt: Date }> {
  const { secret, hash } = newSecret();
  const now = context.now();
  const expiresAt = new Date(now.getTime() + values.lifetimeSeconds * 1000);
  await context.db.insert(emailTokens).values({
    tokenHash: hash,
    kind: values.kind,
    email: values.email,
    userId: values.userId ?? null,
    aclId: values.aclId ?? null,
    createdAt: now,
    expiresAt,
  });
  return { token: secret, expiresAt };
}

type Kinds = EmailTokenKind | readonly EmailTokenKind[];
const ofKinds = (kinds: Kinds) => inArray(emailTokens.kind, typeof kinds === 'string' ? [kinds] : [...kinds]);

const usable = (context: TokenContext, kinds: Kinds, token: string) =>
  and(eq(emailTokens.tokenHash, hashSecret(token)), ofKinds(kinds), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, context.now()));

/** The token's row when it is unused and unexpired, without using it. */
export async function findEmailToken(context: TokenContext, kinds: Kinds, token: string): Promise<EmailTokenRow | null> {
  const [row] = await context.db.select().from(emailTokens).where(usable(context, kinds, token));
  return row ?? null;
}

/** Uses the token: its row when it was unused and unexpired (only one request ever gets it), else null. */
export async function useEmailToken(context: TokenContext, kinds: Kinds, token: string): Promise<EmailTokenRow | null> {
  const [row] = await context.db.update(emailTokens).set({ usedAt: context.now() }).where(usable(context, kinds, token)).returning();
  return row ?? null;
}

/** Voids the unused tokens of a user (of some kinds) or of an invitation. */
export async function voidEmailTokens(context: TokenContext, owner: { userId: string; kinds: Kinds } | { aclId: string }): Promise<void> {
  const where = 'aclId' in owner ? eq(emailTokens.aclId, owner.aclId) : and(eq(emailTokens.userId, owner.userId), ofKinds(owner.kinds));
  await context.db
    .update(emailTokens)
    .set({ usedAt: context.now() })
    .where(and(where, isNull(emailTokens.usedAt)));
}
