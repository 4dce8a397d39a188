// What the billing pages load before they show (billing.md 2.4, 2.5, 4.9): the route table's loaders call
// these with the billing calls of the router context. Loaded with the first billing page, not with the
// route table.
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type * as z from 'zod/mini';
import type { AccountPermission } from '../../domain/permissions';
import type { BillingApi, BillingGroup, ExchangeRates, InvoiceSpec, InvoiceSpecPage, LedgerInvoicePage, PaymentMethod } from '../../rest/billing';
import { invoiceGroupEditSearch } from '../../routing/searchParams';
import { billingPath, checkoutAddressPath, invoiceGroupEditPath, settingsPath, updatePaymentPath } from './billingPaths';
import type { BillingRouteName, PaymentUpdateType } from './billingPaths';
import type { RouterContext } from '../../routing/context';

/** billing.md 7.6 and 9: the ledger list asks 20 first, then 50 a page; the invoice specs 5 first, then 50. */
export const LEDGER_FIRST_PAGE_SIZE = 20;
export const LEDGER_MORE_PAGE_SIZE = 50;
export const SPECS_FIRST_LIMIT = 5;
export const SPECS_MORE_LIMIT = 50;

/**
 * The address-in-checkout feature of billing.md 4.9 step 2, read as this account feature flag (the spec
 * names the feature and no flag).
 */
export const ADDRESS_IN_CHECKOUT_FLAG = 'address_in_checkout';

export interface AccountAccess {
  permissions: readonly AccountPermission[];
  featureFlags: readonly string[];
}

/** What every billing settings page has: the calls, the account and whether the viewer may change it (billing.md 6). */
export interface BillingBase {
  api: BillingApi;
  accountId: string;
  /** billing_groups.edit: without it the page is read-only. */
  canEdit: boolean;
}

export interface BillingSettingsData extends BillingBase {
  paymentMethod: PaymentMethod;
  billingGroups: BillingGroup[];
  /** The first pages of the two invoice histories, already asked for: the lists show placeholders until they answer. */
  ledgerFirstPage: Promise<LedgerInvoicePage>;
  specsFirstPage: Promise<InvoiceSpecPage>;
}

/** Settings need zone.activate (billing.md 2.4, 6); otherwise back to settings. */
export const mayOpenBilling = (access: AccountAccess) => access.permissions.includes('ZONE_ACTIVATE');

const base = (api: BillingApi, accountId: string, access: AccountAccess): BillingBase => ({ api, accountId, canEdit: access.permissions.includes('BILLING_GROUPS_EDIT') });

/** Swallowed here so that an unobserved failure is not reported twice: the list shows it. */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** /settings/billing: the payment method and billing groups, and the invoice lists started. No payment: settings. */
export async function loadBillingSettings(api: BillingApi, accountId: string, access: AccountAccess): Promise<BillingSettingsData> {
  if (!mayOpenBilling(access)) throw redirect(settingsPath(accountId));
  const ledgerFirstPage = started(api.listLedgerInvoices(accountId, { page: 1, pageSize: LEDGER_FIRST_PAGE_SIZE }));
  const specsFirstPage = started(api.listInvoiceSpecs(accountId, { limit: SPECS_FIRST_LIMIT }));
  const [paymentMethod, billingGroups] = await Promise.all([api.getPaymentMethod(accountId), api.listBillingGroups(accountId)]);
  if (!paymentMethod) throw redirect(settingsPath(accountId));
  return { ...base(api, accountId, access), paymentMethod, billingGroups, ledgerFirstPage, specsFirstPage };
}

export interface BillingEmailData extends BillingBase {
  /** The billing e-mail is the default billing group's; null without a billing group. */
  defaultGroup: BillingGroup | null;
}

export const defaultGroupOf = (groups: readonly BillingGroup[]): BillingGroup | null => groups.find((group) => group.default) ?? groups[0] ?? null;

export async function loadBillingEmail(api: BillingApi, accountId: string, access: AccountAccess): Promise<BillingEmailData> {
  if (!mayOpenBilling(access)) throw redirect(settingsPath(accountId));
  return { ...base(api, accountId, access), defaultGroup: defaultGroupOf(await api.listBillingGroups(accountId)) };
}

/** A billing address exists when the default billing group has an address and a city (billing.md 4.7, 4.9). */
export const hasBillingAddress = (group: BillingGroup | null): boolean => Boolean(group?.address.trim() && group.city.trim());

export type UpdatePaymentEntry =
  | { kind: 'checkoutAddress'; to: string }
  | { kind: 'proceed'; group: BillingGroup }
  | { kind: 'editGroup'; to: string }
  | { kind: 'missingBillingGroup'; to: string };

/** billing.md 4.9 steps 2-5, once the billing data is loaded (step 1). */
export function updatePaymentEntry(accountId: string, type: PaymentUpdateType, access: AccountAccess, groups: readonly BillingGroup[]): UpdatePaymentEntry {
  if (access.featureFlags.includes(ADDRESS_IN_CHECKOUT_FLAG)) return { kind: 'checkoutAddress', to: checkoutAddressPath(accountId) };
  const group = defaultGroupOf(groups);
  if (group && hasBillingAddress(group)) return { kind: 'proceed', group };
  if (group) return { kind: 'editGroup', to: invoiceGroupEditPath(accountId, group.id, { fromUpdate: true, redirectOnSave: updatePaymentPath(accountId, type) }) };
  return { kind: 'missingBillingGroup', to: billingPath(accountId) };
}

export interface UpdatePaymentData extends BillingBase {
  type: PaymentUpdateType;
  paymentMethod: PaymentMethod | null;
  group: BillingGroup;
}

/**
 * /update-payment/{type}: without billing_groups.edit back to billing; otherwise the entry of 4.9. The
 * missing-group toast is the page's to show, so that case comes back as data for the route to act on.
 */
export async function loadUpdatePayment(
  api: BillingApi,
  accountId: string,
  type: PaymentUpdateType,
  access: AccountAccess,
): Promise<UpdatePaymentData | { missingBillingGroup: string }> {
  if (!mayOpenBilling(access)) throw redirect(settingsPath(accountId));
  if (!access.permissions.includes('BILLING_GROUPS_EDIT')) throw redirect(billingPath(accountId));
  const [paymentMethod, groups] = await Promise.all([api.getPaymentMethod(accountId), api.listBillingGroups(accountId)]);
  const entry = updatePaymentEntry(accountId, type, access, groups);
  if (entry.kind === 'checkoutAddress' || entry.kind === 'editGroup') throw redirect(entry.to);
  if (entry.kind === 'missingBillingGroup') return { missingBillingGroup: entry.to };
  return { ...base(api, accountId, access), type, paymentMethod, group: entry.group };
}

export type InvoiceGroupEditSearch = z.infer<typeof invoiceGroupEditSearch>;

export interface InvoiceGroupEditData extends BillingBase {
  group: BillingGroup;
  vatExemptForm: Awaited<ReturnType<BillingApi['getVatExemptForm']>>;
  search: InvoiceGroupEditSearch;
}

export async function loadInvoiceGroupEdit(api: BillingApi, accountId: string, groupId: string, search: URLSearchParams, access: AccountAccess): Promise<InvoiceGroupEditData> {
  if (!mayOpenBilling(access)) throw redirect(settingsPath(accountId));
  if (!access.permissions.includes('BILLING_GROUPS_EDIT')) throw redirect(billingPath(accountId));
  const [group, vatExemptForm] = await Promise.all([api.getBillingGroup(groupId), api.getVatExemptForm(groupId)]);
  return { ...base(api, accountId, access), group, vatExemptForm, search: invoiceGroupEditSearch.parse(Object.fromEntries(search)) };
}

export interface InvoiceData {
  invoice: InvoiceSpec | null;
}

export async function loadInvoiceByUuid(api: BillingApi, uuid: string): Promise<InvoiceData> {
  return { invoice: await api.getInvoiceByUuid(uuid) };
}

export async function loadInvoiceByRefnumber(api: BillingApi, accountId: string, refnumber: string): Promise<InvoiceData> {
  return { invoice: await api.getInvoiceByRefnumber(accountId, refnumber) };
}

export interface ExchangeRatesData {
  date: string;
  currency: string;
  rates: ExchangeRates | null;
}

export async function loadExchangeRates(api: BillingApi, date: string, currency: string): Promise<ExchangeRatesData> {
  return { date, currency, rates: await api.getExchangeRates(date, currency.toUpperCase()) };
}

/** What a billing loader needs of the router context: the billing calls and the account's permissions and flags. */
type BillingContext = Pick<RouterContext, 'billing' | 'accountFacts'>;

async function accessOf(context: BillingContext, accountId: string): Promise<AccountAccess> {
  const facts = await context.accountFacts(accountId);
  return { permissions: facts.permissions, featureFlags: facts.featureFlags };
}

/** The route table's loaders (src/routes.tsx), by route: each reads its params and search, then loads. */
export const billingRouteLoaders: Record<BillingRouteName, (context: BillingContext, args: LoaderFunctionArgs) => Promise<unknown>> = {
  settings: async (context, { params }) => loadBillingSettings(await context.billing(), params.accountId ?? '', await accessOf(context, params.accountId ?? '')),
  email: async (context, { params }) => loadBillingEmail(await context.billing(), params.accountId ?? '', await accessOf(context, params.accountId ?? '')),
  updatePayment: async (context, { params }) =>
    loadUpdatePayment(await context.billing(), params.accountId ?? '', params.type as PaymentUpdateType, await accessOf(context, params.accountId ?? '')),
  groupEdit: async (context, { params, request }) =>
    loadInvoiceGroupEdit(await context.billing(), params.accountId ?? '', params.groupId ?? '', new URL(request.url).searchParams, await accessOf(context, params.accountId ?? '')),
  invoice: async (context, { params }) => loadInvoiceByUuid(await context.billing(), params.uuid ?? ''),
  accountInvoice: async (context, { params }) => loadInvoiceByRefnumber(await context.billing(), params.accountId ?? '', params.ref ?? ''),
  exchangeRates: async (context, { params }) => loadExchangeRates(await context.billing(), params.date ?? '', params.currency ?? ''),
};
