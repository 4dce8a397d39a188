// Bringing people into an account (core.md 7, navigation.md 2): an invitation by e-mail (an invitee ACL
// and a mail linking to the app's /invitation/{token}), accepted by a new user or a signed-in one; or a
// user created and attached at once, with a welcome mail. Both need user.create (owners and admins).
import { eq } from 'drizzle-orm';
import { defineHandlers } from '../rest/handlers';
import type { RequestContext } from '../context';
import type { AclRow, UserRow } from '../loaders';
import { acls, users } from '../db/schema';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { badRequest, conflict, requiredText, unauthorized } from '../errors';
import { requireAccountAction } from '../access/accountAccess';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/sessions';
import { decodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import { compactTimestamp } from '../accounts/model';
import { EMAIL_TOKEN_LIFETIME_S, findEmailToken, issueEmailToken, useEmailToken, voidEmailTokens } from './emailTokens';
import type { EmailTokenRow } from './emailTokens';
import { publishAcls, publishUser } from './events';
import { sendInvitationMail, sendWelcomeMail } from './mails';
import { accountLocations, assertLocationLimit } from './memberships';
import { INVITATIONS_PER_ACCOUNT, TOKEN_FAILURES_PER_ADDRESS, assertWithinLimit, recordAttempt, takeAttempt } from './rateLimits';
import { aclById, aclForEmail, aclRecord, loadUserRecord, userByEmail, userRecord } from './records';
import { activeUser } from './signIn';
import { EMAIL_IN_USE, conflictOnDuplicate, invalidLink } from './users';

const ALREADY_MEMBER = 'You are already a member of this account';

type Flags = { owner?: boolean; admin?: boolean; finance?: boolean; contact?: boolean };
const flagsOf = (body: Flags) => ({ owner: body.owner ?? false, admin: body.admin ?? false, finance: body.finance ?? false, contact: body.contact ?? false });

const newAclId = (db: Db, accountId: string) => newId(db, 'Acl', decodeId(accountId) ?? []);

/** The signed-in user who acts (null for a device or an API client). */
const actingUser = async (context: RequestContext) => (context.viewer.kind === 'user' ? await context.loaders.user.load(context.viewer.userId) : null);

/** A pending invitation by its link token: the token's row and the invitee ACL; null when unusable. */
async function pendingInvitation(context: RequestContext, token: string): Promise<{ row: EmailTokenRow; acl: AclRow } | null> {
  const row = await findEmailToken(context, 'invitation', token);
  const acl = row?.aclId ? await aclById(context).load(row.aclId) : null;
  if (!row || !acl || acl.userId || !acl.pendingEmail) return null;
  const account = await context.loaders.account.load(acl.accountId);
  return account && !account.deactivated ? { row, acl } : null;
}

export const invitationHandlers = defineHandlers({
  async inviteUserToAccount(request, context) {
    const { account } = await requireAccountAction(context, request.params.accountId, 'user.create');
    const { body } = request;
    const locationIds = await accountLocations(context, account.id, body.locations);
    assertLocationLimit(body, locationIds);
    if (await aclForEmail(context.db, account.id, body.pending_email)) throw conflict('This e-mail address is already a member of the account or invited to it');
    await takeAttempt(context, INVITATIONS_PER_ACCOUNT, account.id);
    const inviter = await actingUser(context);
    const now = context.now();
    const [acl] = await context.db
      .insert(acls)
      .values({ id: await newAclId(context.db, account.id), accountId: account.id, pendingEmail: body.pending_email, ...flagsOf(body), locationIds, invitedBy: inviter?.id ?? null, createdAt: now, updatedAt: now })
      .returning();
    const { token, expiresAt } = await issueEmailToken(context, { kind: 'invitation', email: body.pending_email, aclId: acl!.id, lifetimeSeconds: EMAIL_TOKEN_LIFETIME_S.invitation });
    await sendInvitationMail(context, { email: body.pending_email, account: account.businessName, inviter: inviter?.name ?? null, token, expiresAt });
    await publishAcls(context, 'create', [acl!]);
    return { status: 201, body: aclRecord(acl!, null) };
  },

  async attachNewUserToAccount(request, context) {
    const { account } = await requireAccountAction(context, request.params.accountId, 'user.create');
    const { body } = request;
    const name = requiredText(body.name, 'name');
    const locationIds = await accountLocations(context, account.id, body.locations);
    assertLocationLimit(body, locationIds);
    if (await userByEmail(context.db, body.email)) throw conflict(EMAIL_IN_USE);
    const inviter = await actingUser(context);
    const now = context.now();
    const { user, acl } = await conflictOnDuplicate(() =>
      context.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ id: await newId(tx, 'User'), name, email: body.email, passwordHash: body.password ? await hashPassword(body.password) : null, createdAt: now, updatedAt: now })
          .returning();
        const [acl] = await tx
          .insert(acls)
          .values({ id: await newAclId(tx, account.id), accountId: account.id, userId: user!.id, ...flagsOf(body), locationIds, invitedBy: inviter?.id ?? null, createdAt: now, updatedAt: now })
          .returning();
        return { user: user!, acl: acl! };
      }),
    );
    // Without a password the welcome mail carries a link to choose one.
    const setPassword = body.password
      ? null
      : await issueEmailToken(context, { kind: 'reset_password', email: user.email, userId: user.id, lifetimeSeconds: EMAIL_TOKEN_LIFETIME_S.setPassword });
    await sendWelcomeMail(context, { email: user.email, name: user.name, account: account.businessName, inviter: inviter?.name ?? null, setPasswordToken: setPassword?.token ?? null });
    await publishUser(context, 'create', user.id);
    await publishAcls(context, 'create', [acl]);
    return { status: 201, body: aclRecord(acl, user) };
  },

  async getInvitation(request, context) {
    const { invitationToken } = request.params;
    const invitation = await pendingInvitation(context, invitationToken);
    if (!invitation) throw invalidLink();
    const { row, acl } = invitation;
    const [account, inviter, existing] = await Promise.all([
      context.loaders.account.load(acl.accountId),
      acl.invitedBy ? context.loaders.user.load(acl.invitedBy) : null,
      userByEmail(context.db, acl.pendingEmail!),
    ]);
    return {
      status: 200,
      body: {
        token: invitationToken,
        account: acl.accountId,
        account_name: account!.businessName,
        inviter: inviter ? { id: inviter.id, name: inviter.name, email: inviter.email } : null,
        email: acl.pendingEmail!,
        user_exists: !!existing && !existing.deactivated,
        expires_at: compactTimestamp(row.expiresAt),
      },
    };
  },

  async acceptInvitation(request, context) {
    const { viewer } = context;
    if (viewer.kind === 'device') throw unauthorized('Sign in as a user to accept the invitation');
    const address = context.clientAddress;
    await assertWithinLimit(context, TOKEN_FAILURES_PER_ADDRESS, address);
    const { invitationToken } = request.params;
    const invitation = await pendingInvitation(context, invitationToken);
    if (!invitation) {
      await recordAttempt(context, TOKEN_FAILURES_PER_ADDRESS, address);
      throw invalidLink();
    }
    const { acl } = invitation;
    const owner = await userByEmail(context.db, acl.pendingEmail!);
    let member: UserRow | null = null;
    if (viewer.kind === 'user') {
      member = await activeUser(context, viewer.userId);
      if (!member) throw unauthorized();
      if (owner && owner.id !== member.id) throw conflict('This invitation is for another user');
      if (await context.loaders.acl.load(`${member.id}:${acl.accountId}`)) throw conflict(ALREADY_MEMBER);
    } else {
      const { name, password } = request.body;
      const fields: Record<string, string> = {};
      if (!name?.trim()) fields.name = messages.required;
      if (!password) fields.password = messages.required;
      if (Object.keys(fields).length) throw badRequest(fields);
      if (owner) throw conflict('A user with this e-mail address already exists: sign in to accept the invitation');
    }
    if (!(await useEmailToken(context, 'invitation', invitationToken))) throw invalidLink();
    const now = context.now();
    const join = () =>
      context.db.transaction(async (tx) => {
        let user = member;
        if (!user) {
          // The link went to this address, so it counts as verified.
          const [inserted] = await tx
            .insert(users)
            .values({ id: await newId(tx, 'User'), name: request.body.name!.trim(), email: acl.pendingEmail!, passwordHash: await hashPassword(request.body.password!), emailVerified: true, createdAt: now, updatedAt: now })
            .returning();
          user = inserted!;
        }
        const [updated] = await tx.update(acls).set({ userId: user.id, pendingEmail: null, updatedAt: now }).where(eq(acls.id, acl.id)).returning();
        return { user, created: !member, updated: updated! };
      });
    const { user, created, updated } = await conflictOnDuplicate(join, member ? ALREADY_MEMBER : EMAIL_IN_USE);
    await voidEmailTokens(context, { aclId: acl.id });
    if (created) await publishUser(context, 'create', user.id);
    await publishAcls(context, 'update', [updated]);
    if (!created) {
      // The signed-in member keeps their session; they get a token for the new membership's data.
      return { status: 200, body: { token: (await context.tokens.issueAccessToken(user.id, 'user')).token, user: await loadUserRecord(context, user) } };
    }
    const session = await startSession(context, { userId: user.id });
    return { status: 200, body: { token: session.token, refresh_token: session.refreshToken, user: userRecord(user, [updated]) } };
  },
});
