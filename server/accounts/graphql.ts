// Control API resolvers of the accounts area: Query.account, node and nodes, the Account type's own
// fields (access, zones, locations and the music library belong to other areas) and accountUpdate.
import { accountPermissions } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import { membershipOf, requireAccount } from '../access/accountAccess';
import type { RequestContext } from '../context';
import type { AccountRow } from '../loaders';
import { watch } from '../graphql/subscriptions';
import { selectsPath } from '../graphql/selection';
import { zoneScope } from '../access/premisesAccess';
import { changesPremisesIn } from '../premises/events';
import type {
  Image,
  OnboardingStepName,
  OnboardingStepStatus,
  Plan,
  Resolvers,
  SetupGuideStepName,
  SubscriptionAccountUpdateArgs,
  Tier,
} from '../graphql/control/__generated__/types';
import { scheduledTierChange } from '../billing/pricingAccount';
import { onboardingStepsOf, setupGuide } from './guide';
import { accountLoaders } from './loaders';
import { distributorIdOf, distributorInfo, isRoyaltyFree, isSoldDirectly, logoUrl, planOf, settingsOf, sizedImageUrl, tierOf, isoDay } from './model';
import { nodeOrNull, nodeTypename } from './nodes';
import { onboardingMutations } from './onboarding';
import { accountPaymentMethod } from './paymentMethodNode';

/** A membership without any flag, for an account reached without one (nothing beyond reading). */
const NO_FLAGS: Membership = { owner: false, admin: false, finance: false, contact: false, locationIds: [] };

const membershipFor = async (context: RequestContext, account: AccountRow) => (await membershipOf(context, account.id)) ?? NO_FLAGS;

/** The account's fields made of its zones and locations. */
const PREMISES_FIELDS = ['soundZones', 'locations'] as const;
/** A watcher of an account's zones hears of their changes at most once this often (and of a single change at once). */
export const ACCOUNT_PREMISES_WINDOW_MS = 1000;

/** 'royalty-free' to ROYALTY_FREE, 'tier-3' to TIER_3, 'spotify-import' to SPOTIFY_IMPORT. */
const enumValue = <T extends string>(value: string) => value.toUpperCase().replace(/-/g, '_') as T;

export const accountsResolvers: Resolvers = {
  Query: {
    account: async (_parent, { id }, context) => (await requireAccount(context, id)).account,
    node: (_parent, { id }, context, info) => nodeOrNull(context, id, info),
    nodes: (_parent, { ids }, context, info) => Promise.all(ids.map((id) => nodeOrNull(context, id, info))),
  },

  Node: {
    __resolveType: (node) => nodeTypename(node),
  },

  Account: {
    businessName: (account) => account.businessName,
    businessType: (account) => account.businessType,
    country: (account) => account.isoCountry,
    permissions: async (account, _args, context) => accountPermissions(await membershipFor(context, account)),
    plan: (account) => enumValue<Plan>(planOf(account)),
    tier: (account) => enumValue<Tier>(tierOf(account)),
    isRoyaltyFree: (account) => isRoyaltyFree(account),
    roles: (account) => ({ isDistributor: account.isDistributor, isPartner: account.isPartner }),
    distributor: async (account, _args, context) => {
      if (isSoldDirectly(account)) return null;
      const info = distributorInfo(account, await context.loaders.account.load(distributorIdOf(account)));
      return info.provider ? null : { id: info.id, businessName: info.businessName, hasSupport: info.hasSupport };
    },
    onboardingSteps: (account) =>
      onboardingStepsOf(account).map((step) => ({ name: enumValue<OnboardingStepName>(step.name), status: enumValue<OnboardingStepStatus>(step.status), updatedAt: step.updatedAt, choice: step.choice ?? null })),
    guide: async (account, _args, context) => {
      const guide = await setupGuide(context, account, await membershipFor(context, account));
      return {
        remainingTasks: guide.remainingTasks,
        steps: guide.steps.map((step) => ({ name: enumValue<SetupGuideStepName>(step.id), completed: step.completed, available: step.available })),
      };
    },
    legalCertificate: async (account, _args, context) => {
      if (account.isoCountry !== 'US') return null;
      const paidUntil = await accountLoaders(context.loaders).latestPaidUntil.load(account.id);
      const { businessName, address, postalCode, city, state } = account;
      return { businessName, address: address ?? '', postalCode: postalCode ?? '', city: city ?? '', state, country: account.isoCountry, validFrom: account.createdAt.toISOString(), validUntil: paidUntil?.toISOString() ?? null };
    },
    filterExplicit: (account) => settingsOf(account).filter_explicit,
    restrictedDiscoverMusic: (account) => settingsOf(account).restrict_discover_music,
    restrictedEditMusic: (account) => settingsOf(account).restrict_edit_music,
    restrictedUnpairing: (account) => settingsOf(account).restrict_unpairing_from_paired_devices,
    restrictedBlockTracks: (account) => settingsOf(account).restrict_block_tracks,
    paymentMethod: (account, _args, context) => accountPaymentMethod(context, account),
    trialExpiresAt: (account) => account.trialExpiresAt?.toISOString() ?? null,
    scheduledTierChange: async (account, _args, context) => {
      const change = scheduledTierChange(await accountLoaders(context.loaders).accountSubscription.load(account.id));
      return change && { upcomingTier: enumValue<Tier>(change.upcomingTier), tierChangeDate: isoDay(change.tierChangeDate) };
    },
    checkoutState: (account) => (account.checkoutState === 'completed' ? 'COMPLETED' : 'SETUP'),
    featureFlags: (account) => account.featureFlags,
    deactivated: (account) => account.deactivated,
    suspended: (account) => account.suspended,
    demo: (account) => account.demo,
    incomplete: (account) => account.incomplete,
    tryBeforeYouBuy: (account) => account.tryBeforeYouBuy,
    maxSoundZones: (account) => account.maxSoundZones,
    // `sized` is resolved from the template by Image.sized.
    image: (account, _args, context) => ({ url: logoUrl(context.config.publicOrigin, account.id, account.logoVersion), placeholder: null }) as Image,
    createdAt: (account) => account.createdAt.toISOString(),
  },

  PaymentMethod: {
    __resolveType: (method) => method.__typename!,
  },

  Mutation: onboardingMutations,

  Image: {
    sized: (image, { width, height }) => sizedImageUrl(image.url, width, height),
  },

  Subscription: {
    accountUpdate: watch<SubscriptionAccountUpdateArgs, { account: AccountRow }>({
      // A watcher keeps seeing the account when it is deactivated (the change it must learn about).
      authorize: async ({ input }, context) => void (await requireAccount(context, input.account, { allowDeactivated: true })),
      matches: (event, { input }) => event.entity === 'account' && event.id === input.account,
      payload: async (_event, { input }, context) => ({ account: (await context.loaders.account.load(input.account))! }),
      // The account's zones and locations are part of it (Account.soundZones and its totals per state):
      // a watcher that reads them hears of the changes of those it sees, throttled, as a whole chain's
      // players may drop out at once. One that reads neither is not woken by them.
      bulk: {
        events: async ({ input }, context, info) => {
          if (!PREMISES_FIELDS.some((field) => selectsPath(info, ['account', field]))) return null;
          const { membership } = await requireAccount(context, input.account, { allowDeactivated: true });
          return changesPremisesIn(await zoneScope(context, input.account, membership));
        },
        windowMs: ACCOUNT_PREMISES_WINDOW_MS,
      },
    }),
  },
};
