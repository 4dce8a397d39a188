// REST operations of billing groups, VAT-exemption forms, invoices, legal acceptance and cancellation
// reasons (billing.md 7.3, 7.5, 7.6, 7.7). Each checks access, calls the area's operation and answers the
// contract's record.
import { defineHandlers } from '../rest/handlers';
import type { RestHandler } from '../rest/handlers';
import { badRequest, notFound } from '../errors';
import { messages } from '../../src/domain/validation';
import { accountsHandlers } from '../accounts/handlers';
import type { RequestContext } from '../context';
import {
  attachVatExemptForm,
  attachedVatExemptForm,
  billingGroupRecord,
  createBillingGroup,
  defaultBillingGroup,
  deleteBillingGroup,
  listBillingGroups,
  requireBillingGroup,
  requireBillingReader,
  requireVatExemptForm,
  updateBillingGroup,
  vatExemptFormRecord,
} from './groups';
import { invoiceSpecByRefnumber, invoiceSpecByUuid, invoiceSpecPage, invoiceSpecRecords, ledgerInvoicePage } from './invoices';
import { renderInvoiceDocument } from './invoiceDocument';
import { acceptLegal, needsLegalAcceptance } from './legal';
import { cancellationReasonRecord, createCancellationReason, listZoneCancellationReasons } from './cancellationReasons';

const ok = <B>(body: B) => ({ status: 200 as const, body });

/** The account as GET /api/accounts/{id} answers it, after a change. */
async function accountAnswer(context: RequestContext, accountId: string) {
  const getAccount: RestHandler<'getAccount'> = accountsHandlers.getAccount;
  const answer = await getAccount({ operationId: 'getAccount', params: { accountId }, query: {}, body: undefined, headers: {}, url: new URL(`/api/accounts/${accountId}`, context.config.publicOrigin) }, context);
  if (answer.status !== 200 || !('body' in answer)) throw new Error('The account could not be read after the change');
  return ok(answer.body);
}

export const billingGroupHandlers = defineHandlers({
  // --- Billing groups --------------------------------------------------------------------------------
  listAccountBillingGroups: async ({ params }, context) => {
    await requireBillingReader(context, params.accountId);
    return ok((await listBillingGroups(context.db, params.accountId)).map(billingGroupRecord));
  },

  createAccountBillingGroup: async ({ params, body }, context) => ({ status: 201 as const, body: billingGroupRecord(await createBillingGroup(context, params.accountId, body)) }),

  getAccountDefaultBillingGroup: async ({ params }, context) => {
    await requireBillingReader(context, params.accountId);
    const group = await defaultBillingGroup(context.db, params.accountId);
    if (!group) throw notFound('Billing group');
    return ok(billingGroupRecord(group));
  },

  getBillingGroup: async ({ params }, context) => ok(billingGroupRecord(await requireBillingGroup(context, params.billingGroupId))),

  updateBillingGroup: async ({ params, body }, context) => ok(billingGroupRecord(await updateBillingGroup(context, params.billingGroupId, body))),

  deleteBillingGroup: async ({ params }, context) => {
    await deleteBillingGroup(context, params.billingGroupId);
    return { status: 204 };
  },

  // --- VAT-exemption forms ------------------------------------------------------------------------------
  getBillingGroupVatExemptForm: async ({ params }, context) => ok(vatExemptFormRecord(await attachedVatExemptForm(context, params.billingGroupId))),

  createBillingGroupVatExemptForm: async ({ params, body }, context) => ({ status: 201 as const, body: vatExemptFormRecord(await attachVatExemptForm(context, params.billingGroupId, body)) }),

  getVatExemptForm: async ({ params }, context) => ok(vatExemptFormRecord(await requireVatExemptForm(context, params.vatExemptFormId))),

  // --- Invoices ----------------------------------------------------------------------------------------------
  listAccountInvoiceSpecs: async ({ params, query }, context) => {
    await requireBillingReader(context, params.accountId);
    return ok(await invoiceSpecPage(context, params.accountId, { cursor: query.cursor, limit: query.limit }));
  },

  listAccountOverdueInvoiceSpecs: async ({ params, query }, context) => {
    await requireBillingReader(context, params.accountId);
    return ok(await invoiceSpecPage(context, params.accountId, { cursor: query.cursor, limit: query.limit, overdueOnly: true }));
  },

  getInvoiceSpecByUuid: async ({ params }, context) => ok((await invoiceSpecRecords(context, [await invoiceSpecByUuid(context, params.uuid)]))[0]!),

  getInvoiceSpecDocument: async ({ params }, context) => ({
    status: 200,
    raw: await renderInvoiceDocument(context, await invoiceSpecByUuid(context, params.uuid)),
    contentType: 'text/html; charset=utf-8',
    headers: { 'cache-control': 'no-store' },
  }),

  getAccountInvoiceSpecByRefnumber: async ({ params }, context) => {
    await requireBillingReader(context, params.accountId);
    return ok((await invoiceSpecRecords(context, [await invoiceSpecByRefnumber(context, params.accountId, params.refnumber)]))[0]!);
  },

  listAccountNetsuiteInvoices: async ({ params, query }, context) => {
    await requireBillingReader(context, params.accountId);
    return ok(await ledgerInvoicePage(context, params.accountId, query));
  },

  // --- Legal acceptance ----------------------------------------------------------------------------------------
  updateAccountLegalAcceptance: async ({ params, body }, context) => {
    await acceptLegal(context, params.accountId, body.terms_type ?? 'general');
    return accountAnswer(context, params.accountId);
  },

  acceptAccountLegal: async ({ params, body }, context) => {
    if (body.id !== params.accountId) throw badRequest({ id: messages.invalid }, 'id must be the account in the path');
    await acceptLegal(context, params.accountId, body.terms_type);
    return accountAnswer(context, params.accountId);
  },

  getNeedsLegalAcceptance: async ({ params, query }, context) => ok({ needs_legal_acceptance: await needsLegalAcceptance(context, params.accountId, query.sound_zones ?? []) }),

  // --- Cancellation reasons -------------------------------------------------------------------------------------
  createLocationCancellationReason: async ({ params, body }, context) => ({ status: 201 as const, body: cancellationReasonRecord(await createCancellationReason(context, { locationId: params.locationId }, body)) }),

  createSoundZoneCancellationReason: async ({ params, body }, context) => ({ status: 201 as const, body: cancellationReasonRecord(await createCancellationReason(context, { soundZoneId: params.soundZoneId }, body)) }),

  listSoundZoneCancellationReasons: async ({ params }, context) => ok((await listZoneCancellationReasons(context, params.soundZoneId)).map(cancellationReasonRecord)),
});
