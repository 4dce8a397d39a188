// The billing links an account read embeds when `include` names them (billing.md 3.1, 7.8), each read by
// the billing module that owns it and guarded by the rule of that module's own REST read: the payment
// method and the account subscription for any viewer of the account (GET .../payment_method and
// .../account_subscription), billing groups and overdue invoice specs only for a billing reader (a
// location user without finance and a player are left without them), the zones the viewer sees.
import type { Membership } from '../../src/domain/permissions';
import { zoneScope } from '../access/premisesAccess';
import { attachedVatExemptForms, billingGroupRecord, listBillingGroups, mayReadBilling, vatExemptFormRecord } from '../billing/groups';
import { invoiceSpecPage } from '../billing/invoices';
import { paymentMethodJson, paymentMethodOf } from '../billing/paymentMethods';
import { accountSubscriptionOf } from '../billing/pricing';
import { accountSubscriptionRecord } from '../billing/pricingAccount';
import { accountZonePricing } from '../billing/pricingRest';
import type { RequestContext } from '../context';
import type { AccountRow } from '../loaders';
import { soundZoneRecords } from '../premises/records';
import { listZones } from '../premises/zones';
import type { RestAccount } from './rest';

export const BILLING_LINKS = ['payment_method', 'account_subscription', 'billing_groups', 'invoice_specs_overdue', 'sound_zones'] as const;
type BillingLink = (typeof BILLING_LINKS)[number];

export type BillingLinks = Partial<Pick<RestAccount, 'payment_method' | 'account_subscription' | 'billing_groups' | 'invoice_specs' | 'sound_zones'>>;

/** The overdue invoice specs embedded: the newest, as many as one page of GET .../invoice_specs/overdue holds. */
const OVERDUE_SPECS_EMBEDDED = 50;

type LinkReader = (context: RequestContext, account: AccountRow, membership: Membership) => Promise<BillingLinks>;

const READERS: Record<BillingLink, LinkReader> = {
  payment_method: async (context, account) => {
    const row = await paymentMethodOf(context, account.id);
    return { payment_method: row ? paymentMethodJson(account, row) : null };
  },
  account_subscription: async (context, account) => {
    const row = await accountSubscriptionOf(context.db, account.id);
    return { account_subscription: row ? accountSubscriptionRecord(row) : null };
  },
  billing_groups: async (context, account, membership) => {
    if (!mayReadBilling(context, membership)) return {};
    const groups = await listBillingGroups(context.db, account.id);
    const forms = await attachedVatExemptForms(context.db, groups);
    return {
      billing_groups: groups.map((group) => {
        const form = forms.get(group.id);
        return { ...billingGroupRecord(group), vat_exempt_form: form ? vatExemptFormRecord(form) : null };
      }),
    };
  },
  invoice_specs_overdue: async (context, account, membership) => {
    if (!mayReadBilling(context, membership)) return {};
    return { invoice_specs: (await invoiceSpecPage(context, account.id, { overdueOnly: true, limit: OVERDUE_SPECS_EMBEDDED })).items };
  },
  sound_zones: async (context, account, membership) => {
    const [zones, pricing] = await Promise.all([zoneScope(context, account.id, membership).then((scope) => listZones(context, scope)), accountZonePricing(context, account)]);
    return { sound_zones: (await soundZoneRecords(context, zones)).map((zone) => ({ ...zone, pricing })) };
  },
};

/** The billing links `include` names, read in parallel; a link the viewer may not read is left out. */
export async function billingLinks(context: RequestContext, account: AccountRow, membership: Membership, include: readonly string[]): Promise<BillingLinks> {
  const named = BILLING_LINKS.filter((link) => include.includes(link));
  const parts = await Promise.all(named.map((link) => READERS[link](context, account, membership)));
  return Object.assign({}, ...parts) as BillingLinks;
}
