// REST operations of the accounts area (core.md 7 Accounts and memberships, social profiles).
import type { RequestContext } from '../context';
import { forbidden } from '../errors';
import type { AccountRow } from '../loaders';
import type { Membership } from '../../src/domain/permissions';
import { defineHandlers } from '../rest/handlers';
import type { RestHandler } from '../rest/handlers';
import { authHandlers } from '../people/auth';
import { scheduledTierChange } from '../billing/pricingAccount';
import { billingLinks } from './billingLinks';
import { accountLoaders, membershipsOfUser } from './loaders';
import { distributorIdOf, distributorInfo, isSoldDirectly } from './model';
import { restAccount, restDistributor, restSocialProfile } from './rest';
import type { AccountEmbeds, RestAccount } from './rest';
import { requireAccountRules } from './rules';
import * as service from './service';

/** The locale whose translations an account read embeds (the app's default locale). */
export const EMBEDDED_I18N_LOCALE = 'en';

/** The translation bundle of a content provider, as GET /auth/i18n/{locale} answers it (that operation's handler gives both). */
async function translationsFor(context: RequestContext, contentProvider: string): Promise<AccountEmbeds['i18n']> {
  const url = new URL(`/auth/i18n/${EMBEDDED_I18N_LOCALE}?content_provider=${encodeURIComponent(contentProvider)}`, context.config.publicOrigin);
  const getTranslations: RestHandler<'getTranslations'> = authHandlers.getTranslations;
  const answer = await getTranslations(
    { operationId: 'getTranslations', params: { locale: EMBEDDED_I18N_LOCALE }, query: { content_provider: contentProvider }, body: undefined, headers: {}, url },
    context,
  );
  return answer.status === 200 && 'body' in answer ? (answer.body as AccountEmbeds['i18n']) : undefined;
}

/**
 * The REST record of an account for the viewer, with the links `include` names (the distributor, the
 * translations and the billing links of billingLinks.ts), all read in parallel and only when named.
 */
export async function accountBody(context: RequestContext, account: AccountRow, membership: Membership, include: readonly string[] = []): Promise<RestAccount> {
  const wantsDistributor = include.includes('distributor');
  const [latestPaidUntil, defaultBillingGroup, accountSubscription, distributorRow, i18n, billing] = await Promise.all([
    accountLoaders(context.loaders).latestPaidUntil.load(account.id),
    accountLoaders(context.loaders).defaultBillingGroup.load(account.id),
    accountLoaders(context.loaders).accountSubscription.load(account.id),
    wantsDistributor || !isSoldDirectly(account) ? context.loaders.account.load(distributorIdOf(account)) : null,
    include.includes('i18n') ? translationsFor(context, account.contentProvider) : undefined,
    billingLinks(context, account, membership, include),
  ]);
  const embeds: AccountEmbeds = {
    ...(wantsDistributor ? { distributor: distributorInfo(account, distributorRow) } : {}),
    ...(i18n ? { i18n } : {}),
    billing,
  };
  return restAccount({ account, membership, distributorRow, latestPaidUntil, defaultBillingGroup, tierChange: scheduledTierChange(accountSubscription), publicOrigin: context.config.publicOrigin, embeds });
}

/** The 200 answer of a change: the account as it now is, for the viewer. */
const answer = async (context: RequestContext, change: Promise<{ account: AccountRow; membership: Membership }>) => {
  const { account, membership } = await change;
  return { status: 200 as const, body: await accountBody(context, account, membership) };
};

export const accountsHandlers = defineHandlers({
  async getAccount(request, context) {
    const { account, membership } = await requireAccountRules(context, request.params.accountId, ['read']);
    return { status: 200, body: await accountBody(context, account, membership, request.query.include ?? []) };
  },

  async createAccount(request, context) {
    const { account, membership } = await service.registerAccount(context, request.body);
    return { status: 201, body: await accountBody(context, account, membership) };
  },

  updateAccount: (request, context) => answer(context, service.updateAccount(context, request.params.accountId, request.body)),
  deactivateAccount: (request, context) => answer(context, service.setAccountDeactivated(context, request.params.accountId, true)),
  activateAccount: (request, context) => answer(context, service.setAccountDeactivated(context, request.params.accountId, false)),
  upgradeAccount: (request, context) => answer(context, service.upgradeAccount(context, request.params.accountId, request.body)),
  enableAccountOnboarding: (request, context) => answer(context, service.setOnboardingEnabled(context, request.params.accountId, true)),
  disableAccountOnboarding: (request, context) => answer(context, service.setOnboardingEnabled(context, request.params.accountId, false)),

  async getAccountDistributor(request, context) {
    const { account } = await requireAccountRules(context, request.params.accountId, ['read']);
    const distributorRow = await context.loaders.account.load(distributorIdOf(account));
    return { status: 200, body: restDistributor(distributorInfo(account, distributorRow)) };
  },

  /** Only the caller's own accounts: another user's id (or a device token) answers 403. */
  async listUserAccounts(request, context) {
    const { viewer } = context;
    if (viewer.kind !== 'user' || viewer.userId !== request.params.userId) throw forbidden('Only your own accounts can be listed');
    const rows = await membershipsOfUser(context.db, viewer.userId);
    rows.sort((a, b) => Number(b.account.isDistributor) - Number(a.account.isDistributor) || a.account.businessName.localeCompare(b.account.businessName) || a.account.id.localeCompare(b.account.id));
    const body = await Promise.all(
      rows.map(({ account, acl }) => accountBody(context, account, { owner: acl.owner, admin: acl.admin, finance: acl.finance, contact: acl.contact, locationIds: acl.locationIds })),
    );
    return { status: 200, body };
  },

  async listAccountSocialProfiles(request, context) {
    return { status: 200, body: (await service.listSocialProfiles(context, request.params.accountId)).map(restSocialProfile) };
  },

  async createAccountSocialProfile(request, context) {
    return { status: 201, body: restSocialProfile(await service.createSocialProfile(context, request.params.accountId, request.body)) };
  },

  async getSocialProfile(request, context) {
    return { status: 200, body: restSocialProfile(await service.requireSocialProfile(context, request.params.socialProfileId, ['read'])) };
  },

  async updateSocialProfile(request, context) {
    return { status: 200, body: restSocialProfile(await service.updateSocialProfile(context, request.params.socialProfileId, request.body)) };
  },

  async deleteSocialProfile(request, context) {
    await service.deleteSocialProfile(context, request.params.socialProfileId);
    return { status: 204 };
  },
});
