// The auth service's own calls (core.md 7 Auth, billing.md 4.12): sign-in with the legacy session answer,
// translation bundles, long-running transactions and whether an account must accept the terms.
import { and, eq, inArray } from 'drizzle-orm';
import { defineHandlers } from '../rest/handlers';
import { longRunningTransactions, soundZones } from '../db/schema';
import { notFound } from '../errors';
import { requireAccount } from '../access/accountAccess';
import { legacySubscription } from '../../src/domain/zoneStatus';
import { compactTimestamp } from '../accounts/model';
import { bundleFor } from './i18n';
import { loadUserRecord } from './records';
import { signInWithAuthToken, signInWithPassword } from './signIn';

export const authHandlers = defineHandlers({
  async login(request, context) {
    const address = context.clientAddress;
    const { body } = request;
    const { user, session } = 'token' in body ? await signInWithAuthToken(context, body.token, address) : await signInWithPassword(context, body.email, body.password, address);
    return { status: 200, body: { token: session.token, refresh_token: session.refreshToken, user: await loadUserRecord(context, user) } };
  },

  // content_provider names the account's wording overrides; no provider has its own bundle yet.
  async getTranslations(request) {
    const bundle = bundleFor(request.params.locale);
    if (!bundle) throw notFound('Locale');
    return { status: 200, body: bundle, headers: { 'cache-control': 'public, max-age=300' } };
  },

  async getLongRunningTransaction(request, context) {
    const { account } = await requireAccount(context, request.params.accountId, { allowDeactivated: true });
    const [transaction] = await context.db
      .select()
      .from(longRunningTransactions)
      .where(and(eq(longRunningTransactions.id, request.params.transactionId), eq(longRunningTransactions.accountId, account.id)));
    if (!transaction) throw notFound('Long-running transaction');
    return {
      status: 200,
      body: { id: transaction.id, account: account.id, completed_at: transaction.completedAt ? compactTimestamp(transaction.completedAt) : null, error: transaction.error },
    };
  },

  // Needed without a recorded acceptance, or when every zone asked about lacks an active subscription.
  async getNeedsLegalAcceptance(request, context) {
    const { account } = await requireAccount(context, request.params.accountId, { allowDeactivated: true });
    const zoneIds = [...new Set(request.query.sound_zones ?? [])];
    let needed = !account.legalAcceptedBy?.trim();
    if (!needed && zoneIds.length) {
      const zones = await context.db
        .select({ paidUntil: soundZones.paidUntil, subscriptionDeactivated: soundZones.subscriptionDeactivated })
        .from(soundZones)
        .where(and(eq(soundZones.accountId, account.id), inArray(soundZones.id, zoneIds)));
      needed = !zones.some((zone) => legacySubscription(zone, context.now()).state === 'active');
    }
    return { status: 200, body: { needs_legal_acceptance: needed } };
  },
});
