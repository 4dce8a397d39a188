// The setup guide of an account (navigation.md 2.11 and 4): its tasks in order, each completed from the
// account's real data and available when it applies to this account and viewer.
import DataLoader from 'dataloader';
import { and, gt, inArray, isNull, min, or } from 'drizzle-orm';
import { can } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { refreshTokens, userKeyValues } from '../db/schema';
import type { AccountRow } from '../loaders';
import { accountLoaders } from './loaders';
import type { GuideFacts } from './loaders';
import { isSoldDirectly } from './model';
import { ACCOUNT_RULES } from './rules';

/** Setup guide tasks in guide order (navigation.md 2.11). */
export const GUIDE_STEPS = ['setup', 'business-description', 'spotify-import', 'qr-app-login', 'user-invite', 'app-pairing', 'explicit-setting', 'added-payment'] as const;
export type GuideStepId = (typeof GUIDE_STEPS)[number];

/** The business type an account gets when none was chosen (the accounts table default). */
export const DEFAULT_BUSINESS_TYPE = 'beauty_salon';

/** Onboarding step ids (navigation.md 2.11) and their statuses as stored on the account. */
export const ONBOARDING_STEPS = ['setup', 'get-started', 'business-description', 'spotify-import', 'ai-playlist', 'explicit-setting', 'partner-business-type', 'partner-business-size'] as const;
export const ONBOARDING_STATUSES = ['Completed', 'Skipped'] as const;
export interface OnboardingStepRecord {
  name: (typeof ONBOARDING_STEPS)[number];
  status: (typeof ONBOARDING_STATUSES)[number];
  updatedAt: string;
  /** The answer a partner step was completed with. */
  choice?: string;
}

/** The account's onboarding steps with a known name and status, oldest first as stored. */
export function onboardingStepsOf(account: Pick<AccountRow, 'onboardingSteps'>): OnboardingStepRecord[] {
  return account.onboardingSteps.filter(
    (step): step is OnboardingStepRecord =>
      (ONBOARDING_STEPS as readonly string[]).includes(step.name) && (ONBOARDING_STATUSES as readonly string[]).includes(step.status) && !Number.isNaN(Date.parse(step.updatedAt)),
  );
}

const onboardingCompleted = (account: AccountRow, name: OnboardingStepRecord['name']) => onboardingStepsOf(account).some((step) => step.name === name && step.status === 'Completed');

/** The user key-value entry that marks the QR app login done for a user (navigation.md 3 Setup step). */
export const qrAppLoginKey = (userId: string) => `user/${userId}/qr-app-login`;

/**
 * Payment details were given: a payment method the account can pay with, or checkout (whose activate
 * step takes the payment provider and type, billing.md 4.7 and 4.8) completed other than on the
 * try-before-you-buy setup, which starts without payment details.
 */
export const hasPaymentDetails = (account: AccountRow, facts: Pick<GuideFacts, 'paymentAdded'>) => facts.paymentAdded || (account.checkoutState === 'completed' && !account.tryBeforeYouBuy);

/** What the guide knows about the signed-in viewer. */
export interface ViewerGuideFacts {
  /** The viewer completed the QR app login (their key-value entry exists and has not expired). */
  qrAppLoginDone: boolean;
  /** The viewer's session came from a live refresh-token family (started at or before the token was issued). */
  hasRefreshToken: boolean;
}

/** Keys are `${userId}:${iat}` (iat of the viewer's access token, in seconds). */
function viewerGuideLoader(db: Db, now: () => Date) {
  return new DataLoader<string, ViewerGuideFacts>(async (keys) => {
    const viewers = keys.map((key) => {
      const at = key.lastIndexOf(':');
      return { userId: key.slice(0, at), issuedAt: Number(key.slice(at + 1)) };
    });
    const userIds = [...new Set(viewers.map((v) => v.userId))];
    const [entries, families] = await Promise.all([
      db
        .select({ userId: userKeyValues.userId })
        .from(userKeyValues)
        .where(and(inArray(userKeyValues.userId, userIds), inArray(userKeyValues.key, userIds.map(qrAppLoginKey)), or(isNull(userKeyValues.expiresAt), gt(userKeyValues.expiresAt, now())))),
      db
        .select({ userId: refreshTokens.userId, firstCreatedAt: min(refreshTokens.createdAt) })
        .from(refreshTokens)
        .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now())))
        .groupBy(refreshTokens.userId),
    ]);
    const done = new Set(entries.map((entry) => entry.userId));
    const firstLive = new Map(families.map((family) => [family.userId, family.firstCreatedAt ? new Date(family.firstCreatedAt).getTime() : Infinity]));
    // iat is in whole seconds: a family started within the second the token was issued counts.
    return viewers.map(({ userId, issuedAt }) => ({ qrAppLoginDone: done.has(userId), hasRefreshToken: (firstLive.get(userId) ?? Infinity) < (issuedAt + 1) * 1000 }));
  });
}

async function viewerGuideFacts(context: RequestContext): Promise<ViewerGuideFacts | null> {
  const { viewer } = context;
  if (viewer.kind !== 'user') return null;
  const loader = context.loaders.memo('accounts.viewerGuide', (db) => viewerGuideLoader(db, context.now));
  return loader.load(`${viewer.userId}:${viewer.claims.iat}`);
}

export interface GuideStep {
  id: GuideStepId;
  completed: boolean;
  available: boolean;
}

/** How each task is completed and when it is available. */
export function guideSteps(account: AccountRow, membership: Membership, facts: GuideFacts, viewer: ViewerGuideFacts | null): GuideStep[] {
  const step = (id: GuideStepId, completed: boolean, available: boolean): GuideStep => ({ id, completed, available });
  return [
    // A zone has a player set up.
    step('setup', facts.zoneSetUp, can(membership, 'zone.pair')),
    // The business was described: the onboarding step, or a business type other than the default.
    step('business-description', onboardingCompleted(account, 'business-description') || account.businessType !== DEFAULT_BUSINESS_TYPE, ACCOUNT_RULES.editCompanyDetails.allows(membership)),
    // Playlists were imported from the streaming service (or the onboarding import was completed).
    step('spotify-import', facts.spotifyImported || onboardingCompleted(account, 'spotify-import'), true),
    // Per user; only offered to a viewer who holds a refresh token (the app signs in with it).
    step('qr-app-login', viewer?.qrAppLoginDone ?? false, viewer?.hasRefreshToken ?? false),
    // Someone else was invited or is a member.
    step('user-invite', facts.invitedSomeone, can(membership, 'user.create')),
    // A Cadence app (desktop or mobile) is paired to a zone.
    step('app-pairing', facts.appPaired, can(membership, 'zone.pair')),
    // filter_explicit was chosen (set either way), or the onboarding step was completed.
    step('explicit-setting', 'filter_explicit' in account.settings || onboardingCompleted(account, 'explicit-setting'), ACCOUNT_RULES.editSettings.allows(membership)),
    // Payment details were given; accounts sold through a distributor are billed by it.
    step('added-payment', hasPaymentDetails(account, facts), ACCOUNT_RULES.editBilling.allows(membership) && isSoldDirectly(account)),
  ];
}

/** The guide of an account for the viewer, with the number of available tasks not yet done. */
export async function setupGuide(context: RequestContext, account: AccountRow, membership: Membership) {
  const [facts, viewer] = await Promise.all([accountLoaders(context.loaders).guideFacts.load(account.id), viewerGuideFacts(context)]);
  const steps = guideSteps(account, membership, facts, viewer);
  return { steps, remainingTasks: steps.filter((s) => s.available && !s.completed).length };
}
