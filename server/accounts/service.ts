// Changes to accounts: registration, company details and settings, deactivation, completing a
// registration, the onboarding flag and social profiles. Each checks its named rule, validates with the
// spec's messages, writes, and publishes an 'account' event once the change is committed.
import { asc, eq } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import type { Membership } from '../../src/domain/permissions';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { accounts, acls, socialProfiles } from '../db/schema';
import type { AccountSettings } from '../db/schema';
import type { DomainEvent } from '../realtime/pubsub';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { AccountRow } from '../loaders';
import { billingGroupOfAccount, makeDefaultBillingGroup } from '../billing/groups';
import { accountLoaders } from './loaders';
import type { SocialProfileRow } from './loaders';
import { ONBOARDING_FLAG, SETTING_KEYS, providerAccountFor } from './model';
import { checkAccountRules, requireAccountRules } from './rules';
import type { AccountRuleName } from './rules';
import { accountErrors } from './validation';
import { applySoundZoneSettingsPatch } from './zoneSettings';
import { getsFirstLocation, insertFirstLocation, publishFirstLocation, signupExtras } from '../signup/registration';
import type { components } from '../../src/rest/__generated__/rest';

type Schemas = components['schemas'];
export type AccountCreateBody = Schemas['AccountCreate'];
export type AccountUpdateBody = Schemas['AccountUpdate'];
export type AccountUpgradeBody = Schemas['AccountUpgrade'];

/** Every flag: the registering user becomes owner, admin, finance and contact (core.md 4). */
export const REGISTRANT_FLAGS = { owner: true, admin: true, finance: true, contact: true } as const;

/** Which rule each field of an account update needs. */
const UPDATE_FIELD_RULES: Record<keyof AccountUpdateBody, AccountRuleName> = {
  business_name: 'editCompanyDetails',
  business_type: 'editCompanyDetails',
  account_type: 'editCompanyDetails',
  address: 'editCompanyDetails',
  postal_code: 'editCompanyDetails',
  city: 'editCompanyDetails',
  state: 'editCompanyDetails',
  iso_country: 'editCompanyDetails',
  phone: 'editCompanyDetails',
  org_number: 'editCompanyDetails',
  terms_type: 'editCompanyDetails',
  settings: 'editSettings',
  added_channels: 'editSettings',
  sound_zone_settings: 'editSettings',
  schedule_settings: 'editSettings',
  default_billing_group: 'editBilling',
};

type Context = RequestContext;

async function publish(context: Pick<Context, 'pubsub'>, event: Omit<DomainEvent, 'parentIds'> & { parentIds?: string[] }) {
  await context.pubsub.publish({ parentIds: [], ...event });
}

/** The account_type the partner signup registers with (navigation.md 2.10). */
export const PARTNER_ACCOUNT_TYPE = 'partner';

/** Publishes the change of an account to its watchers (GraphQL accountUpdate, the account room). */
export const publishAccountUpdate = (context: Pick<Context, 'pubsub'>, accountId: string) => publish(context, { type: 'update', entity: 'account', id: accountId, accountId });

const trimmed = <T extends string | null | undefined>(value: T): T => (typeof value === 'string' ? (value.trim() as T) : value);
const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Restrictions after a change: only the keys sent change (a key present means it was chosen). */
function settingsAfter(current: AccountSettings, patch: Schemas['AccountSettingsPatch'] | undefined): AccountSettings {
  const next: AccountSettings = { ...current };
  for (const key of SETTING_KEYS) if (patch?.[key] !== undefined) next[key] = patch[key];
  return next;
}

/** A distributor the viewer may sell through: a partner or distributor account they own or administer. */
async function requireSellingDistributor(context: Context, userId: string, distributorId: string): Promise<AccountRow> {
  const [distributor, acl] = await Promise.all([context.loaders.account.load(distributorId), context.loaders.acl.load(`${userId}:${distributorId}`)]);
  const sells = distributor && !distributor.deactivated && (distributor.isPartner || distributor.isDistributor);
  if (!sells || !acl || !(acl.owner || acl.admin) || acl.locationIds.length) throw badRequest({ distributor: messages.invalid });
  return distributor;
}

/**
 * Registers an account for the signed-in user, who becomes owner, admin, finance and contact. An
 * incomplete registration needs only business_name and business_type.
 */
export async function registerAccount(context: Context, body: AccountCreateBody): Promise<{ account: AccountRow; membership: Membership }> {
  const { viewer } = context;
  if (viewer.kind !== 'user') throw forbidden('Only a signed-in user may register an account');
  const incomplete = body.incomplete ?? false;
  // Signup's voucher and referral code (server/signup/registration.ts) are checked with the account's fields.
  const signup = await signupExtras(context, body);
  const errors = { ...accountErrors(body, { incomplete }), ...signup.errors };
  if (Object.keys(errors).length) throw badRequest(errors);
  const distributor = body.distributor ? await requireSellingDistributor(context, viewer.userId, body.distributor) : null;

  const now = context.now();
  const registrant = await context.loaders.user.load(viewer.userId);
  const id = await newId(context.db, 'Account');
  const aclId = await newId(context.db, 'Acl', decodeId(id)!);
  const account = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        id,
        businessName: body.business_name.trim(),
        businessType: body.business_type,
        accountType: body.account_type ?? 'business',
        // The partner signup registers a partner account (navigation.md 2.10), which the partner portal admits (6 is_partner).
        isPartner: body.account_type === PARTNER_ACCOUNT_TYPE,
        address: orNull(body.address),
        postalCode: orNull(body.postal_code),
        city: orNull(body.city),
        state: orNull(body.state),
        ...(body.iso_country ? { isoCountry: body.iso_country } : {}),
        phone: orNull(body.phone),
        orgNumber: orNull(body.org_number),
        // Sold directly unless a distributor sells it: by the provider's own account for its country (billing.md 1), which activation needs (billing.md 4.8).
        distributorId: distributor?.id ?? providerAccountFor(body.iso_country ?? ''),
        incomplete,
        tryBeforeYouBuy: body.try_before_you_buy ?? false,
        billingVoucher: signup.extras.billingVoucher,
        referredBy: signup.extras.referredBy,
        settings: settingsAfter({}, body.settings),
        // A new account goes through checkout before it is billed (billing.md 4.7).
        checkoutState: 'setup',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(acls).values({ id: aclId, accountId: id, userId: viewer.userId, ...REGISTRANT_FLAGS, createdAt: now, updatedAt: now });
    return { row: row!, first: getsFirstLocation(row!) ? await insertFirstLocation(tx, row!, registrant?.email ?? null, now) : null };
  });

  await publish(context, { type: 'create', entity: 'account', id, accountId: id });
  await publish(context, { type: 'create', entity: 'acl', id: aclId, accountId: id, parentIds: [viewer.userId] });
  if (account.first) await publishFirstLocation(context, account.first);
  // The user's list of accounts changed.
  await publish(context, { type: 'update', entity: 'user', id: viewer.userId, accountId: null });
  return { account: account.row, membership: { ...REGISTRANT_FLAGS, locationIds: [] } };
}

export async function saveAccount(context: Context, accountId: string, values: Partial<typeof accounts.$inferInsert>): Promise<AccountRow> {
  const [row] = await context.db
    .update(accounts)
    .set({ ...values, updatedAt: context.now() })
    .where(eq(accounts.id, accountId))
    .returning();
  context.loaders.account.clear(accountId).prime(accountId, row!);
  await publishAccountUpdate(context, accountId);
  return row!;
}

/** Changes account fields; each field needs the rule of UPDATE_FIELD_RULES. */
export async function updateAccount(context: Context, accountId: string, body: AccountUpdateBody) {
  const fields = (Object.keys(body) as (keyof AccountUpdateBody)[]).filter((field) => body[field] !== undefined);
  const rules = [...new Set(['read' as const, ...fields.map((field) => UPDATE_FIELD_RULES[field])])];
  const { account, membership } = await requireAccountRules(context, accountId, rules);
  if (!fields.length) return { account, membership };

  const defaultGroup = body.default_billing_group !== undefined ? await billingGroupOfAccount(context.db, accountId, body.default_billing_group) : null;
  if (body.default_billing_group !== undefined && !defaultGroup) throw badRequest({ default_billing_group: messages.invalid });

  const after = {
    business_name: body.business_name ?? account.businessName,
    address: 'address' in body ? body.address : account.address,
    postal_code: 'postal_code' in body ? body.postal_code : account.postalCode,
    city: 'city' in body ? body.city : account.city,
    state: 'state' in body ? body.state : account.state,
    iso_country: body.iso_country ?? account.isoCountry,
    org_number: 'org_number' in body ? body.org_number : account.orgNumber,
    phone: 'phone' in body ? body.phone : account.phone,
  };
  const errors = accountErrors(after, { incomplete: account.incomplete, checked: new Set(fields) });
  if (Object.keys(errors).length) throw badRequest(errors);

  const values: Partial<typeof accounts.$inferInsert> = {};
  if (body.business_name !== undefined) values.businessName = body.business_name.trim();
  if (body.business_type !== undefined) values.businessType = body.business_type;
  if (body.account_type !== undefined) values.accountType = body.account_type;
  if (body.address !== undefined) values.address = trimmed(body.address);
  if (body.postal_code !== undefined) values.postalCode = trimmed(body.postal_code);
  if (body.city !== undefined) values.city = trimmed(body.city);
  if (body.state !== undefined) values.state = orNull(body.state);
  if (body.iso_country !== undefined) values.isoCountry = body.iso_country;
  if (body.phone !== undefined) values.phone = orNull(body.phone);
  if (body.org_number !== undefined) values.orgNumber = orNull(body.org_number);
  if (body.terms_type !== undefined) values.termsType = body.terms_type;
  if (body.settings !== undefined) values.settings = settingsAfter(account.settings, body.settings);
  if (body.added_channels !== undefined) values.addedChannels = [...new Set(body.added_channels)];
  if (body.sound_zone_settings !== undefined) values.soundZoneSettings = applySoundZoneSettingsPatch(account.soundZoneSettings, body.sound_zone_settings);
  if (body.schedule_settings !== undefined) values.scheduleSettings = { ...account.scheduleSettings, ...body.schedule_settings };
  if (defaultGroup) await makeDefaultBillingGroup(context, defaultGroup);
  // The default billing group lives on the groups: a change of it alone leaves the account's row as it is.
  return { account: Object.keys(values).length ? await saveAccount(context, accountId, values) : account, membership };
}

/** Deactivates (true) or activates (false) an account; a deactivated account may still be activated. */
export async function setAccountDeactivated(context: Context, accountId: string, deactivated: boolean) {
  const { account, membership } = await requireAccountRules(context, accountId, ['manageLifecycle'], { allowDeactivated: true });
  if (account.deactivated === deactivated) throw conflict(deactivated ? 'Account is already deactivated' : 'Account is not deactivated');
  return { account: await saveAccount(context, accountId, { deactivated }), membership };
}

/** Completes an incomplete registration: the full-account fields become required. */
export async function upgradeAccount(context: Context, accountId: string, body: AccountUpgradeBody) {
  const { account, membership } = await requireAccountRules(context, accountId, ['editCompanyDetails']);
  if (!account.incomplete) throw conflict('Account registration is already complete');
  const errors = accountErrors({ ...body, business_name: body.business_name ?? account.businessName }, { incomplete: false });
  if (Object.keys(errors).length) throw badRequest(errors);
  const values: Partial<typeof accounts.$inferInsert> = {
    incomplete: false,
    address: body.address.trim(),
    postalCode: body.postal_code.trim(),
    city: body.city.trim(),
    state: orNull(body.state),
    isoCountry: body.iso_country,
    ...(body.business_name !== undefined ? { businessName: body.business_name.trim() } : {}),
    ...(body.business_type !== undefined ? { businessType: body.business_type } : {}),
    ...(body.phone !== undefined ? { phone: orNull(body.phone) } : {}),
    ...(body.org_number !== undefined ? { orgNumber: orNull(body.org_number) } : {}),
  };
  return { account: await saveAccount(context, accountId, values), membership };
}

/** Turns the onboarding_enabled feature flag on or off. */
export async function setOnboardingEnabled(context: Context, accountId: string, enabled: boolean) {
  const { account, membership } = await requireAccountRules(context, accountId, ['editSettings']);
  if (account.featureFlags.includes(ONBOARDING_FLAG) === enabled) return { account, membership };
  const featureFlags = enabled ? [...account.featureFlags, ONBOARDING_FLAG] : account.featureFlags.filter((flag) => flag !== ONBOARDING_FLAG);
  return { account: await saveAccount(context, accountId, { featureFlags }), membership };
}

// --- Social profiles ------------------------------------------------------------------------------

export async function listSocialProfiles(context: Context, accountId: string): Promise<SocialProfileRow[]> {
  await requireAccountRules(context, accountId, ['read']);
  return context.db.select().from(socialProfiles).where(eq(socialProfiles.accountId, accountId)).orderBy(asc(socialProfiles.createdAt), asc(socialProfiles.id));
}

/** A social profile the viewer may see (404 otherwise, also when its account is hidden from them) and may act on by the rules. */
export async function requireSocialProfile(context: Context, profileId: string, rules: readonly AccountRuleName[]): Promise<SocialProfileRow> {
  const profile = await accountLoaders(context.loaders).socialProfile.load(profileId);
  if (!profile) throw notFound('Social profile');
  const { membership } = await requireAccountRules(context, profile.accountId, ['read']).catch(() => {
    throw notFound('Social profile');
  });
  checkAccountRules(membership, rules);
  return profile;
}

export async function createSocialProfile(context: Context, accountId: string, body: Schemas['SocialProfileCreate']): Promise<SocialProfileRow> {
  await requireAccountRules(context, accountId, ['editSettings']);
  const id = await newId(context.db, 'SocialProfile', decodeId(accountId) ?? []);
  const [row] = await context.db
    .insert(socialProfiles)
    .values({ id, accountId, type: body.type, url: body.url.trim(), username: orNull(body.username), createdAt: context.now() })
    .returning();
  await publishAccountUpdate(context, accountId);
  return row!;
}

export async function updateSocialProfile(context: Context, profileId: string, body: Schemas['SocialProfileUpdate']): Promise<SocialProfileRow> {
  const profile = await requireSocialProfile(context, profileId, ['editSettings']);
  const values: Partial<typeof socialProfiles.$inferInsert> = {};
  if (body.url !== undefined) values.url = body.url.trim();
  if (body.username !== undefined) values.username = orNull(body.username);
  if (!Object.keys(values).length) return profile;
  const [row] = await context.db.update(socialProfiles).set(values).where(eq(socialProfiles.id, profileId)).returning();
  await publishAccountUpdate(context, profile.accountId);
  return row!;
}

export async function deleteSocialProfile(context: Context, profileId: string): Promise<void> {
  const profile = await requireSocialProfile(context, profileId, ['editSettings']);
  await context.db.delete(socialProfiles).where(eq(socialProfiles.id, profileId));
  await publishAccountUpdate(context, profile.accountId);
}
