// Users over REST (core.md 7 Users): signup, reading and changing one's own user, password and e-mail
// changes, e-mail verification and password reset. A user may change only themself; a member of a
// shared account may read them; anyone else gets 404 'No User with id'.
import { eq } from 'drizzle-orm';
import { defineHandlers } from '../rest/handlers';
import type { RequestContext } from '../context';
import type { UserRow } from '../loaders';
import { ApiError, badRequest, conflict, forbidden, requiredText, unauthorized } from '../errors';
import { acls, userIdentities, users } from '../db/schema';
import { newId } from '../db/ids';
import { hashPassword } from '../auth/passwords';
import { endAllSessions, startSession } from '../auth/sessions';
import type { SsoClaims } from '../auth/tokens';
import { messages } from '../../src/domain/validation';
import { EMAIL_TOKEN_LIFETIME_S, issueEmailToken, useEmailToken, voidEmailTokens } from './emailTokens';
import { publishAcls, publishUser } from './events';
import { translate } from './i18n';
import { sendEmailChangeMail, sendResetPasswordMail, sendVerifyEmailMail } from './mails';
import {
  LOGIN_FAILURES_PER_EMAIL,
  PASSWORD_FAILURES_PER_USER,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  SIGNUPS_PER_ADDRESS,
  TOKEN_FAILURES_PER_ADDRESS,
  assertWithinLimit,
  recordAttempt,
  resetLimit,
  takeAttempt,
} from './rateLimits';
import { aclsOfAccount, loadUserRecord, membershipsOfUser, ownerCount, shareAnAccount, userByEmail, userRecord } from './records';
import { activeUser, noUserWithId, passwordMatches } from './signIn';

export const EMAIL_IN_USE = 'A user with this e-mail address already exists';
/** 404 for an unknown, used or expired link from an e-mail. */
export const invalidLink = () => new ApiError('not_found', translate('auth.invalidLink'));
const WRONG_PASSWORD = translate('auth.wrongPassword');
/** Links that open /reset-password/{token}: a requested reset, a welcome set-password link, an e-mail-change recovery. */
const RESET_LINK_KINDS = ['reset_password', 'email_change'] as const;

/** Whether a database error is a unique-key violation (two requests racing for one e-mail address). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Runs a write that may lose a race for a unique key (an e-mail address), answering 409 instead of failing. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message = EMAIL_IN_USE): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** The viewer's own, active user; 403 for another member's user, 404 for anyone else's. */
async function requireOwnUser(context: RequestContext, userId: string): Promise<UserRow> {
  const { viewer } = context;
  if (viewer.kind === 'user' && viewer.userId === userId) {
    const user = await activeUser(context, userId);
    if (user) return user;
  } else if (viewer.kind === 'user' && (await activeUser(context, userId)) && (await shareAnAccount(context, viewer.userId, userId))) {
    throw forbidden('Only the user themself may change their user');
  }
  throw noUserWithId(userId);
}

/** Checks the current password given to change the password or e-mail (401 when wrong, 429 past the limit). */
async function confirmPassword(context: RequestContext, user: UserRow, password: string): Promise<void> {
  await assertWithinLimit(context, PASSWORD_FAILURES_PER_USER, user.id);
  if (!(await passwordMatches(user, password))) {
    await recordAttempt(context, PASSWORD_FAILURES_PER_USER, user.id);
    throw unauthorized(WRONG_PASSWORD);
  }
  await resetLimit(context, PASSWORD_FAILURES_PER_USER, user.id);
}

async function sendVerification(context: RequestContext, user: UserRow): Promise<void> {
  const { token } = await issueEmailToken(context, { kind: 'verify_email', email: user.email, userId: user.id, lifetimeSeconds: EMAIL_TOKEN_LIFETIME_S.verifyEmail });
  await sendVerifyEmailMail(context, user, token);
}

/** The claims of an SSO token of type 'sso' (an identity without a user, for signup); 400 otherwise. */
async function signupIdentity(context: RequestContext, ssoToken: string): Promise<SsoClaims & { sso_id: string }> {
  const claims = await context.tokens.verifySsoToken(ssoToken).catch(() => null);
  if (!claims || claims.typ !== 'sso' || !claims.sso_id) throw badRequest({ sso_token: messages.invalid });
  return claims as SsoClaims & { sso_id: string };
}

export const userHandlers = defineHandlers({
  async createUser(request, context) {
    await takeAttempt(context, SIGNUPS_PER_ADDRESS, context.clientAddress);
    const { body } = request;
    const name = requiredText(body.name, 'name');
    if (!body.password && !body.sso_token) throw badRequest({ password: messages.required });
    const identity = body.sso_token ? await signupIdentity(context, body.sso_token) : null;
    if (await userByEmail(context.db, body.email)) throw conflict(EMAIL_IN_USE);
    const verified = !!identity && identity.email.toLowerCase() === body.email.toLowerCase();
    const now = context.now();
    const user = await conflictOnDuplicate(() =>
      context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            id: await newId(tx, 'User'),
            name,
            email: body.email,
            passwordHash: body.password ? await hashPassword(body.password) : null,
            emailVerified: verified,
            startOfWeek: body.start_of_week ?? 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (identity) await tx.insert(userIdentities).values({ provider: identity.provider, subject: identity.sso_id, userId: row!.id, createdAt: now });
        return row!;
      }),
    identity ? 'This e-mail address or sign-in is already in use' : EMAIL_IN_USE);
    if (!verified) await sendVerification(context, user);
    await publishUser(context, 'create', user.id);
    const session = await startSession(context, { userId: user.id });
    return { status: 201, body: { token: session.token, refresh_token: session.refreshToken, user: userRecord(user, []) } };
  },

  async getUser(request, context) {
    const { userId } = request.params;
    const { viewer } = context;
    const user = viewer.kind === 'user' ? await activeUser(context, userId) : null;
    if (!user || viewer.kind !== 'user' || (viewer.userId !== userId && !(await shareAnAccount(context, viewer.userId, userId)))) throw noUserWithId(userId);
    return { status: 200, body: await loadUserRecord(context, user) };
  },

  async updateUser(request, context) {
    const user = await requireOwnUser(context, request.params.userId);
    const { name, start_of_week, userColorModeSetting } = request.body;
    const [updated] = await context.db
      .update(users)
      .set({
        ...(name !== undefined ? { name: requiredText(name, 'name') } : {}),
        ...(start_of_week !== undefined ? { startOfWeek: start_of_week } : {}),
        ...(userColorModeSetting !== undefined ? { colorMode: userColorModeSetting } : {}),
        updatedAt: context.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    const memberships = await membershipsOfUser(context).load(user.id);
    await publishUser(context, 'update', user.id);
    if (updated!.name !== user.name) await publishAcls(context, 'update', memberships);
    return { status: 200, body: userRecord(updated!, memberships) };
  },

  async deleteUser(request, context) {
    const user = await requireOwnUser(context, request.params.userId);
    const memberships = await membershipsOfUser(context).load(user.id);
    for (const acl of memberships.filter((m) => m.owner)) {
      if (ownerCount(await aclsOfAccount(context).load(acl.accountId)) <= 1) throw conflict('Make another member an owner of the account before deleting your user');
    }
    await context.db.transaction(async (tx) => {
      await tx.delete(acls).where(eq(acls.userId, user.id));
      await tx.update(users).set({ deactivated: true, updatedAt: context.now() }).where(eq(users.id, user.id));
    });
    await endAllSessions(context, { userId: user.id });
    await publishUser(context, 'delete', user.id);
    await publishAcls(context, 'delete', memberships);
    return { status: 204 };
  },

  async changeUserPassword(request, context) {
    const user = await requireOwnUser(context, request.params.userId);
    await confirmPassword(context, user, request.body.old_password);
    await context.db
      .update(users)
      .set({ passwordHash: await hashPassword(request.body.password), updatedAt: context.now() })
      .where(eq(users.id, user.id));
    // Every other session ends; the caller keeps working with a fresh access token.
    await endAllSessions(context, { userId: user.id });
    context.reissuedToken = (await context.tokens.issueAccessToken(user.id, 'user')).token;
    return { status: 204 };
  },

  async changeUserEmail(request, context) {
    const user = await requireOwnUser(context, request.params.userId);
    await confirmPassword(context, user, request.body.password);
    const email = request.body.email;
    const memberships = await membershipsOfUser(context).load(user.id);
    if (email.toLowerCase() === user.email.toLowerCase()) return { status: 200, body: userRecord(user, memberships) };
    if (await userByEmail(context.db, email)) throw conflict(EMAIL_IN_USE);
    const [updated] = await conflictOnDuplicate(() =>
      context.db.update(users).set({ email, emailVerified: false, updatedAt: context.now() }).where(eq(users.id, user.id)).returning(),
    );
    // The old address gets a link that lets its owner take the account back (new password, old address).
    const recovery = await issueEmailToken(context, { kind: 'email_change', email: user.email, userId: user.id, lifetimeSeconds: EMAIL_TOKEN_LIFETIME_S.accountRecovery });
    await sendEmailChangeMail(context, { oldEmail: user.email, newEmail: email, name: user.name, recoveryToken: recovery.token });
    await sendVerification(context, updated!);
    await publishUser(context, 'update', user.id);
    await publishAcls(context, 'update', memberships);
    return { status: 200, body: userRecord(updated!, memberships) };
  },

  async verifyUserEmail(request, context) {
    const address = context.clientAddress;
    await assertWithinLimit(context, TOKEN_FAILURES_PER_ADDRESS, address);
    const token = await useEmailToken(context, 'verify_email', request.body.token);
    const user = token?.userId ? await activeUser(context, token.userId) : null;
    // A link to an address the user has since changed no longer verifies anything.
    if (!token || !user || user.email.toLowerCase() !== token.email.toLowerCase()) {
      await recordAttempt(context, TOKEN_FAILURES_PER_ADDRESS, address);
      throw invalidLink();
    }
    const [updated] = await context.db.update(users).set({ emailVerified: true, updatedAt: context.now() }).where(eq(users.id, user.id)).returning();
    await publishUser(context, 'update', user.id);
    return { status: 200, body: await loadUserRecord(context, updated!) };
  },

  async requestPasswordReset(request, context) {
    const { email } = request.body;
    await takeAttempt(context, RESET_REQUESTS_PER_EMAIL, email);
    await takeAttempt(context, RESET_REQUESTS_PER_ADDRESS, context.clientAddress);
    const user = await userByEmail(context.db, email);
    if (user && !user.deactivated) {
      await voidEmailTokens(context, { userId: user.id, kinds: 'reset_password' });
      const { token } = await issueEmailToken(context, { kind: 'reset_password', email: user.email, userId: user.id, lifetimeSeconds: EMAIL_TOKEN_LIFETIME_S.resetPassword });
      await sendResetPasswordMail(context, user, token);
    }
    return { status: 204 };
  },

  async resetPassword(request, context) {
    const address = context.clientAddress;
    await assertWithinLimit(context, TOKEN_FAILURES_PER_ADDRESS, address);
    const token = await useEmailToken(context, RESET_LINK_KINDS, request.body.token);
    const user = token?.userId ? await activeUser(context, token.userId) : null;
    if (!token || !user) {
      await recordAttempt(context, TOKEN_FAILURES_PER_ADDRESS, address);
      throw invalidLink();
    }
    const passwordHash = await hashPassword(request.body.password);
    const set = (values: Partial<typeof users.$inferInsert>) => context.db.update(users).set({ passwordHash, updatedAt: context.now(), ...values }).where(eq(users.id, user.id));
    if (token.kind === 'email_change' && token.email.toLowerCase() !== user.email.toLowerCase()) {
      // Taking the account back: the address the link went to becomes the user's again (unless it is taken).
      await set({ email: token.email, emailVerified: true }).catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        await set({});
      });
    } else {
      // The link proves the user owns their address, unless they have changed it since.
      await set({ emailVerified: user.emailVerified || token.email.toLowerCase() === user.email.toLowerCase() });
    }
    await voidEmailTokens(context, { userId: user.id, kinds: RESET_LINK_KINDS });
    await endAllSessions(context, { userId: user.id });
    await resetLimit(context, LOGIN_FAILURES_PER_EMAIL, user.email);
    await publishUser(context, 'update', user.id);
    return { status: 204 };
  },
});
