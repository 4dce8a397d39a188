// Rate limits on sign-in and on the calls that take a secret from an e-mail (core.md 7, issue 3): a
// fixed window per rule and subject (an e-mail address, a client address, a user or an account),
// counted in the rate_limits table so that every server process on the database shares the counts.
import { eq, lt, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { rateLimits } from '../db/schema';
import { rateLimited } from '../errors';

export interface RateLimitRule {
  /** Prefix of the counter's key. */
  name: string;
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Failed sign-ins (wrong password or auth-token) per e-mail address. */
export const LOGIN_FAILURES_PER_EMAIL: RateLimitRule = { name: 'login-failures:email', limit: 10, windowSeconds: 15 * MINUTE };
/** Failed sign-ins per client address, whatever the e-mail (credential stuffing). */
export const LOGIN_FAILURES_PER_ADDRESS: RateLimitRule = { name: 'login-failures:address', limit: 50, windowSeconds: 15 * MINUTE };
/** Password-reset mails asked for per e-mail address. */
export const RESET_REQUESTS_PER_EMAIL: RateLimitRule = { name: 'reset-requests:email', limit: 5, windowSeconds: HOUR };
/** Password-reset mails asked for per client address. */
export const RESET_REQUESTS_PER_ADDRESS: RateLimitRule = { name: 'reset-requests:address', limit: 20, windowSeconds: HOUR };
/** Unknown or expired e-mail tokens (reset, verification, invitation) tried per client address. */
export const TOKEN_FAILURES_PER_ADDRESS: RateLimitRule = { name: 'token-failures:address', limit: 30, windowSeconds: 15 * MINUTE };
/** Wrong current passwords given to change the password or e-mail, per user. */
export const PASSWORD_FAILURES_PER_USER: RateLimitRule = { name: 'password-failures:user', limit: 10, windowSeconds: 15 * MINUTE };
/** Sign-ups per client address. */
export const SIGNUPS_PER_ADDRESS: RateLimitRule = { name: 'signups:address', limit: 20, windowSeconds: HOUR };
/** Invitation mails sent per account. */
export const INVITATIONS_PER_ACCOUNT: RateLimitRule = { name: 'invitations:account', limit: 100, windowSeconds: HOUR };

/** Counters older than this are deleted when new ones start (longer than every window). */
const STALE_AFTER_SECONDS = 24 * HOUR;

type LimitContext = Pick<RequestContext, 'db' | 'now'>;

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.trim().toLowerCase()}`;
const windowFloor = (context: LimitContext, rule: RateLimitRule) => new Date(context.now().getTime() - rule.windowSeconds * 1000);
const secondsLeft = (context: LimitContext, rule: RateLimitRule, windowStart: Date) =>
  Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - context.now().getTime()) / 1000));

/** Throws 429 (with Retry-After) when the subject has used up the rule's window. */
export async function assertWithinLimit(context: LimitContext, rule: RateLimitRule, subject: string): Promise<void> {
  const [row] = await context.db.select().from(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
  if (row && row.windowStart > windowFloor(context, rule) && row.count >= rule.limit) throw rateLimited(secondsLeft(context, rule, row.windowStart));
}

/** Counts one attempt against the rule; returns the count in the current window. */
export async function recordAttempt(context: LimitContext, rule: RateLimitRule, subject: string): Promise<{ count: number; windowStart: Date }> {
  const now = context.now();
  const expired = sql`${rateLimits.windowStart} <= ${windowFloor(context, rule).toISOString()}::timestamptz`;
  const [row] = await context.db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  if (row!.count === 1) {
    await context.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_SECONDS * 1000)));
  }
  return row!;
}

/** Counts an attempt that is always counted (a mail asked for) and throws 429 once it is over the limit. */
export async function takeAttempt(context: LimitContext, rule: RateLimitRule, subject: string): Promise<void> {
  const { count, windowStart } = await recordAttempt(context, rule, subject);
  if (count > rule.limit) throw rateLimited(secondsLeft(context, rule, windowStart));
}

/** Forgets the subject's attempts (a successful sign-in clears its failures). */
export async function resetLimit(context: LimitContext, rule: RateLimitRule, subject: string): Promise<void> {
  await context.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}
