// The legacy REST shape of accounts, distributors and social profiles (core.md 3, billing.md 3.1,
// navigation.md 3), with the `permissions` the viewer has and the links `include` asks to embed.
import type { components } from '../../src/rest/__generated__/rest';
import { ACCOUNT_ACTIONS, accountPermissions, can } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import type { AccountRow } from '../loaders';
import type { BillingLinks } from './billingLinks';
import { onboardingStepsOf } from './guide';
import type { SocialProfileRow } from './loaders';
import { compactTimestamp, featureFlagMap, isRoyaltyFree, isSoldDirectly, logoUrl, planOf, settingsOf, tierOf, isoDay } from './model';
import type { DistributorInfo } from './model';
import { soundZoneSettingsOf } from './zoneSettings';

export type RestAccount = components['schemas']['Account'];
export type RestAccountDistributor = components['schemas']['AccountDistributor'];
export type RestSocialProfile = components['schemas']['SocialProfile'];
type I18nBundle = components['schemas']['I18nBundle'];

/** The viewer's permission strings on an account: the AccountPermission names and the actions they may do. */
export function restPermissions(membership: Membership): string[] {
  return [...accountPermissions(membership), ...ACCOUNT_ACTIONS.filter((action) => can(membership, action))];
}

export function restDistributor(info: DistributorInfo): RestAccountDistributor {
  return { id: info.id, business_name: info.businessName, has_support: info.hasSupport, code: info.code };
}

export interface AccountEmbeds {
  /** The distributor, when `include` names distributor. */
  distributor?: DistributorInfo;
  /** The translations of the account's content provider, when `include` names i18n. */
  i18n?: I18nBundle;
  /** The billing links `include` names that the viewer may read. */
  billing?: BillingLinks;
}

export interface RestAccountInput {
  account: AccountRow;
  membership: Membership;
  /** The account's distributor row, when it has one and it was loaded (for the partner relation). */
  distributorRow: AccountRow | null;
  latestPaidUntil: Date | null;
  /** The id of the account's default billing group, or null. */
  defaultBillingGroup: string | null;
  /** The tier change the account subscription has scheduled (pricingAccount.scheduledTierChange). */
  tierChange: { upcomingTier: RestAccount['tier']; tierChangeDate: Date } | null;
  publicOrigin: string;
  embeds?: AccountEmbeds;
}

export function restAccount({ account, membership, distributorRow, latestPaidUntil, defaultBillingGroup, tierChange, publicOrigin, embeds = {} }: RestAccountInput): RestAccount {
  const settings = settingsOf(account);
  const checkoutCompleted = account.checkoutState === 'completed';
  const soldByPartner = !isSoldDirectly(account) && !!distributorRow?.isPartner;
  return {
    id: account.id,
    type: 'Account',
    account_type: account.accountType,
    business_name: account.businessName,
    business_type: account.businessType,
    address: account.address,
    postal_code: account.postalCode,
    city: account.city,
    state: account.state,
    iso_country: account.isoCountry,
    country: account.isoCountry,
    phone: account.phone,
    org_number: account.orgNumber,
    key_account_manager: account.keyAccountManager,
    distributor: embeds.distributor ? restDistributor(embeds.distributor) : (account.distributorId ?? ''),
    partner: soldByPartner ? { allow_deactivation: account.partnerAllowDeactivation } : null,
    deactivated: account.deactivated,
    suspended: account.suspended,
    demo: account.demo,
    incomplete: account.incomplete,
    try_before_you_buy: account.tryBeforeYouBuy,
    max_sound_zones: account.maxSoundZones,
    max_unbilled_sound_zones: account.maxUnbilledSoundZones,
    roles: { is_distributor: account.isDistributor, is_partner: account.isPartner },
    settings,
    schedule_settings: account.scheduleSettings,
    sound_zone_settings: soundZoneSettingsOf(account.soundZoneSettings),
    iso8601_created_at: account.createdAt.toISOString(),
    iso8601_updated_at: account.updatedAt.toISOString(),
    created_at: compactTimestamp(account.createdAt),
    added_channels: account.addedChannels,
    tier: tierOf(account),
    plan: planOf(account),
    billing_cycle: checkoutCompleted ? (account.billingCycle as RestAccount['billing_cycle']) : null,
    terms_type: account.termsType,
    legal_acceptance: account.legalAcceptedBy ? { accepted_by: account.legalAcceptedBy, terms_type: account.legalTermsType ?? account.termsType } : null,
    billing_voucher: account.billingVoucher,
    latest_paid_until: latestPaidUntil ? compactTimestamp(latestPaidUntil) : null,
    default_billing_group: defaultBillingGroup,
    checkout_state: checkoutCompleted ? 'completed' : 'setup',
    scheduledTierChange: tierChange && { upcomingTier: tierChange.upcomingTier, tierChangeDate: isoDay(tierChange.tierChangeDate) },
    feature_flags: featureFlagMap(account) as RestAccount['feature_flags'],
    content_provider: account.contentProvider,
    image: { url: logoUrl(publicOrigin, account.id, account.logoVersion) },
    permissions: restPermissions(membership),
    onboardingSteps: onboardingStepsOf(account),
    isRoyaltyFree: isRoyaltyFree(account),
    restrictedDiscoverMusic: settings.restrict_discover_music,
    restrictedEditMusic: settings.restrict_edit_music,
    restrictedUnpairing: settings.restrict_unpairing_from_paired_devices,
    restrictedBlockTracks: settings.restrict_block_tracks,
    ...(embeds.i18n ? { i18n: embeds.i18n } : {}),
    ...embeds.billing,
  };
}

export function restSocialProfile(profile: SocialProfileRow): RestSocialProfile {
  return {
    id: profile.id,
    account: profile.accountId,
    type: profile.type as RestSocialProfile['type'],
    url: profile.url,
    username: profile.username,
    created_at: compactTimestamp(profile.createdAt),
  };
}
