// Billing groups and their VAT-exemption forms (billing.md 3.6, 3.7, 4.10, 5.2): who may read and
// change them, the checks, and the one-default rule. Every change publishes a billing_group event on the
// account's room after it commits.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { can } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import { decodeId, encodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import { billingGroupSchema, fieldMessages, vatExemptFormSchema } from '../../src/domain/billing/validation';
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { billingGroups, locations, soundZones, vatExemptForms } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { requireAccount } from '../access/accountAccess';
import { compactTimestamp } from '../accounts/model';
import type { DomainEvent } from '../realtime/pubsub';

type Schemas = components['schemas'];
export type BillingGroupRow = typeof billingGroups.$inferSelect;
export type VatExemptFormRow = typeof vatExemptForms.$inferSelect;

/** A billing event on the account's room. */
export const billingEvent = (type: DomainEvent['type'], entity: 'billing_group' | 'invoice_spec' | 'account' | 'sound_zone' | 'location', id: string, accountId: string): DomainEvent => ({
  type,
  entity,
  id,
  accountId,
  parentIds: [],
});

/**
 * The account, when the viewer may read its billing: a member of the whole account (or a partner
 * acting on it); a location user only with finance, a device never (billing.md 6).
 */
export async function requireBillingReader(context: RequestContext, accountId: string): Promise<{ membership: Membership }> {
  const { membership } = await requireAccount(context, accountId);
  if (!mayReadBilling(context, membership)) throw forbidden(context.viewer.kind === 'device' ? 'A player cannot read billing' : 'Not allowed to read billing');
  return { membership };
}

/** The rule of requireBillingReader for a member of the account. */
export const mayReadBilling = (context: Pick<RequestContext, 'viewer'>, membership: Membership): boolean =>
  context.viewer.kind !== 'device' && (!membership.locationIds.length || can(membership, 'billing_groups.edit'));

/** Like requireBillingReader, and the membership must allow the action (403 otherwise). */
export async function requireBillingAction(context: RequestContext, accountId: string, action: 'billing_groups.create' | 'billing_groups.edit') {
  const access = await requireBillingReader(context, accountId);
  if (!can(access.membership, action)) throw forbidden(`Not allowed to ${action}`);
  return access;
}

/** Whether the id names a billing group of the account (billing group ids embed their account's key). */
export function isBillingGroupOf(billingGroupId: string, accountId: string): boolean {
  const path = decodeId(billingGroupId);
  const account = decodeId(accountId);
  return !!path && !!account && path[0]?.kind === 'BillingGroup' && JSON.stringify(path.slice(1)) === JSON.stringify(account);
}

/** The account a billing group id belongs to, or null when the id is not a billing group's. */
export function accountOfBillingGroup(billingGroupId: string): string | null {
  const path = decodeId(billingGroupId);
  if (!path || path[0]?.kind !== 'BillingGroup' || path[1]?.kind !== 'Account') return null;
  return encodeId(path.slice(1));
}

/** The billing group, when the viewer may read the account's billing (404 for ids of other accounts). */
export async function requireBillingGroup(context: RequestContext, billingGroupId: string, action?: 'billing_groups.edit'): Promise<BillingGroupRow> {
  const accountId = accountOfBillingGroup(billingGroupId);
  if (!accountId) throw notFound('Billing group');
  await requireAccount(context, accountId).catch(() => {
    throw notFound('Billing group');
  });
  const [row] = await context.db.select().from(billingGroups).where(and(eq(billingGroups.id, billingGroupId), eq(billingGroups.accountId, accountId)));
  if (!row) throw notFound('Billing group');
  if (action) await requireBillingAction(context, accountId, action);
  else await requireBillingReader(context, accountId);
  return row;
}

/** The account's billing groups, the default first, then by name. */
export async function listBillingGroups(db: Db, accountId: string): Promise<BillingGroupRow[]> {
  return db.select().from(billingGroups).where(eq(billingGroups.accountId, accountId)).orderBy(desc(billingGroups.isDefault), asc(sql`lower(${billingGroups.name})`), asc(billingGroups.id));
}

export async function defaultBillingGroup(db: Db, accountId: string): Promise<BillingGroupRow | null> {
  const [row] = await db.select().from(billingGroups).where(and(eq(billingGroups.accountId, accountId), eq(billingGroups.isDefault, true)));
  return row ?? null;
}

/** The billing group when it is one of the account's, else null. */
export async function billingGroupOfAccount(db: Db, accountId: string, billingGroupId: string): Promise<BillingGroupRow | null> {
  if (!isBillingGroupOf(billingGroupId, accountId)) return null;
  const [row] = await db.select().from(billingGroups).where(and(eq(billingGroups.id, billingGroupId), eq(billingGroups.accountId, accountId)));
  return row ?? null;
}

/** The VAT-exemption forms attached to the billing groups, by group id, in one read. */
export async function attachedVatExemptForms(db: Db, groups: readonly BillingGroupRow[]): Promise<Map<string, VatExemptFormRow>> {
  const ids = groups.map((group) => group.vatExemptFormId).filter((id): id is string => id !== null);
  const rows = ids.length ? await db.select().from(vatExemptForms).where(inArray(vatExemptForms.id, ids)) : [];
  return new Map(rows.map((row) => [row.billingGroupId, row]));
}

// --- Records ------------------------------------------------------------------------------------------

type BillingGroupBody = Schemas['BillingGroupCreate'];

/** The fields of a row as the contract names them (the body of a create or update). */
function bodyOf(row: BillingGroupRow): BillingGroupBody {
  const optional = {
    email: row.email,
    address2: row.address2,
    state: row.state,
    vat_code: row.vatCode,
    org_number: row.orgNumber,
    customer_notes: row.customerNotes,
    purchase_order_number: row.purchaseOrderNumber,
    cost_center: row.costCenter,
    reference_number: row.referenceNumber,
    series_number: row.seriesNumber,
    billing_address: row.billingAddress,
    billing_address2: row.billingAddress2,
    billing_postal_code: row.billingPostalCode,
    billing_city: row.billingCity,
    billing_stage: row.billingStage,
    billing_iso_country: row.billingIsoCountry,
  };
  return {
    name: row.name,
    company_name: row.companyName,
    address: row.address,
    postal_code: row.postalCode,
    city: row.city,
    iso_country: row.isoCountry,
    currency: row.currency,
    default: row.isDefault,
    should_send_cc_payment_receipt: row.shouldSendCcPaymentReceipt,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null && value !== '')),
  };
}

export function billingGroupRecord(row: BillingGroupRow): Schemas['BillingGroup'] {
  return {
    ...bodyOf(row),
    id: row.id,
    account: row.accountId,
    default: row.isDefault,
    should_send_cc_payment_receipt: row.shouldSendCcPaymentReceipt,
    invalid_vat: row.invalidVat,
    has_vat_exempt_form: row.vatExemptFormId !== null,
    vat_exempt_changed: row.vatExemptChanged,
    vat_exempt_form: row.vatExemptFormId,
  };
}

export function vatExemptFormRecord(row: VatExemptFormRow): Schemas['VatExemptForm'] {
  return {
    id: row.id,
    billing_group: row.billingGroupId,
    company_name: row.companyName,
    company_type: row.companyType,
    business_description: row.businessDescription,
    address: row.address,
    postal_code: row.postalCode,
    city: row.city,
    state: row.state,
    iso_country: row.isoCountry,
    contact_email: row.contactEmail,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    created_at: compactTimestamp(row.createdAt),
  };
}

// --- Changes ------------------------------------------------------------------------------------------

/** The column values of checked billing-group fields ('' clears an optional one). */
function columnsOf(fields: Partial<BillingGroupBody>) {
  const text = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);
  const values = {
    name: fields.name,
    companyName: fields.company_name,
    email: text(fields.email),
    address: fields.address,
    address2: text(fields.address2),
    postalCode: fields.postal_code,
    city: fields.city,
    state: text(fields.state),
    isoCountry: fields.iso_country,
    vatCode: text(fields.vat_code),
    orgNumber: text(fields.org_number),
    customerNotes: text(fields.customer_notes),
    currency: fields.currency,
    purchaseOrderNumber: text(fields.purchase_order_number),
    costCenter: text(fields.cost_center),
    referenceNumber: text(fields.reference_number),
    seriesNumber: text(fields.series_number),
    shouldSendCcPaymentReceipt: fields.should_send_cc_payment_receipt,
    billingAddress: text(fields.billing_address),
    billingAddress2: text(fields.billing_address2),
    billingPostalCode: text(fields.billing_postal_code),
    billingCity: text(fields.billing_city),
    billingStage: text(fields.billing_stage),
    billingIsoCountry: text(fields.billing_iso_country),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<typeof billingGroups.$inferInsert>;
}

/** The checked, trimmed fields of a billing group; 400 with every field's message otherwise, nothing written. */
function checkedGroup(input: BillingGroupBody): BillingGroupBody {
  const errors = fieldMessages(billingGroupSchema, input);
  if (errors) throw badRequest(errors);
  return billingGroupSchema.parse(input) as BillingGroupBody;
}

/** Holds the account's row until the transaction ends, so default choices of concurrent changes queue up. */
const lockAccount = (tx: Db, accountId: string) => tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${accountId} FOR UPDATE`);

/** Creates a billing group (billing_groups.create); the account's first group becomes its default. */
export async function createBillingGroup(context: RequestContext, accountId: string, body: BillingGroupBody): Promise<BillingGroupRow> {
  await requireBillingAction(context, accountId, 'billing_groups.create');
  const fields = checkedGroup(body);
  const row = await context.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const current = await defaultBillingGroup(tx, accountId);
    const isDefault = !current || fields.default === true;
    if (current && isDefault) await tx.update(billingGroups).set({ isDefault: false, updatedAt: context.now() }).where(eq(billingGroups.id, current.id));
    const id = await newId(tx, 'BillingGroup', decodeId(accountId) ?? []);
    const [created] = await tx
      .insert(billingGroups)
      .values({ ...(columnsOf(fields) as typeof billingGroups.$inferInsert), id, accountId, isDefault, createdAt: context.now(), updatedAt: context.now() })
      .returning();
    return { created: created!, previousDefault: current && isDefault ? current : null };
  });
  await context.pubsub.publish(billingEvent('create', 'billing_group', row.created.id, accountId));
  if (row.previousDefault) await context.pubsub.publish(billingEvent('update', 'billing_group', row.previousDefault.id, accountId));
  return row.created;
}

/**
 * A partial update {id, field: value} (billing_groups.edit): only the fields sent change, checked with
 * the create rules against the group as it would be. default true moves the default here.
 */
export async function updateBillingGroup(context: RequestContext, billingGroupId: string, body: Schemas['BillingGroupUpdate']): Promise<BillingGroupRow> {
  const { id, ...sent } = body;
  if (id !== undefined && id !== billingGroupId) throw badRequest({ id: messages.invalid }, 'id must be the billing group in the path');
  const existing = await requireBillingGroup(context, billingGroupId, 'billing_groups.edit');
  if (sent.default === false && existing.isDefault) throw badRequest({ default: messages.invalid }, 'Make another billing group the default instead');
  const checked = checkedGroup({ ...bodyOf(existing), ...sent });
  const changes = columnsOf(Object.fromEntries(Object.keys(sent).map((key) => [key, checked[key as keyof BillingGroupBody]])) as Partial<BillingGroupBody>);
  const result = await context.db.transaction(async (tx) => {
    await lockAccount(tx, existing.accountId);
    const previousDefault = sent.default === true && !existing.isDefault ? await releaseDefault(tx, context, existing.accountId) : null;
    const [updated] = await tx
      .update(billingGroups)
      .set({ ...changes, ...(sent.default === true ? { isDefault: true } : {}), updatedAt: context.now() })
      .where(eq(billingGroups.id, billingGroupId))
      .returning();
    return { updated: updated!, previousDefault };
  });
  await publishDefaultMove(context, existing, result.previousDefault);
  return result.updated;
}

/** Unsets the account's current default (inside a transaction holding the account's lock) and answers it. */
async function releaseDefault(tx: Db, context: Pick<RequestContext, 'now'>, accountId: string): Promise<BillingGroupRow | null> {
  const previous = await defaultBillingGroup(tx, accountId);
  if (previous) await tx.update(billingGroups).set({ isDefault: false, updatedAt: context.now() }).where(eq(billingGroups.id, previous.id));
  return previous;
}

/** Tells the account's room that the group changed, and the group that lost the default with it. */
async function publishDefaultMove(context: RequestContext, group: BillingGroupRow, previousDefault: BillingGroupRow | null) {
  await context.pubsub.publish(billingEvent('update', 'billing_group', group.id, group.accountId));
  if (previousDefault) await context.pubsub.publish(billingEvent('update', 'billing_group', previousDefault.id, group.accountId));
}

/**
 * Makes the account's billing group its one default (the account's default_billing_group). The caller has
 * checked that the viewer may change the account's billing and that the group is the account's.
 */
export async function makeDefaultBillingGroup(context: RequestContext, group: BillingGroupRow): Promise<void> {
  if (group.isDefault) return;
  const previousDefault = await context.db.transaction(async (tx) => {
    await lockAccount(tx, group.accountId);
    const previous = await releaseDefault(tx, context, group.accountId);
    await tx.update(billingGroups).set({ isDefault: true, updatedAt: context.now() }).where(eq(billingGroups.id, group.id));
    return previous;
  });
  await publishDefaultMove(context, group, previousDefault);
}

/**
 * Whether an active location uses the billing group: one that is not deactivated and has a zone that is
 * neither deactivated nor subscription_deactivated (billing.md 4.10).
 */
export async function hasActiveLocation(db: Db, billingGroupId: string): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(soundZones, eq(soundZones.locationId, locations.id))
    .where(and(eq(locations.billingGroupId, billingGroupId), eq(locations.deactivated, false), eq(soundZones.deactivated, false), eq(soundZones.subscriptionDeactivated, false)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes a billing group (billing_groups.edit): refused (409) while an active location uses it, and for
 * the default while other groups exist. Inactive locations that named it no longer do.
 */
export async function deleteBillingGroup(context: RequestContext, billingGroupId: string): Promise<void> {
  const existing = await requireBillingGroup(context, billingGroupId, 'billing_groups.edit');
  await context.db.transaction(async (tx) => {
    await lockAccount(tx, existing.accountId);
    if (await hasActiveLocation(tx, billingGroupId)) throw conflict('An active location uses this billing group');
    if (existing.isDefault) {
      const others = await tx.select({ id: billingGroups.id }).from(billingGroups).where(and(eq(billingGroups.accountId, existing.accountId), ne(billingGroups.id, billingGroupId))).limit(1);
      if (others.length) throw conflict('The default billing group cannot be deleted while other billing groups exist');
    }
    await tx.update(locations).set({ billingGroupId: null, updatedAt: context.now() }).where(eq(locations.billingGroupId, billingGroupId));
    await tx.delete(billingGroups).where(eq(billingGroups.id, billingGroupId));
  });
  await context.pubsub.publish(billingEvent('delete', 'billing_group', billingGroupId, existing.accountId));
}

// --- VAT-exemption forms --------------------------------------------------------------------------------

export async function requireVatExemptForm(context: RequestContext, vatExemptFormId: string): Promise<VatExemptFormRow> {
  const [row] = await context.db.select().from(vatExemptForms).where(eq(vatExemptForms.id, vatExemptFormId));
  if (!row) throw notFound('VAT-exemption form');
  await requireBillingReader(context, row.accountId).catch((error: unknown) => {
    throw error instanceof ApiError && error.code === 'forbidden' ? error : notFound('VAT-exemption form');
  });
  return row;
}

/** The form attached to the billing group, or 404. */
export async function attachedVatExemptForm(context: RequestContext, billingGroupId: string): Promise<VatExemptFormRow> {
  const group = await requireBillingGroup(context, billingGroupId);
  const [row] = group.vatExemptFormId ? await context.db.select().from(vatExemptForms).where(eq(vatExemptForms.id, group.vatExemptFormId)) : [];
  if (!row) throw notFound('VAT-exemption form');
  return row;
}

/** Attaches a VAT-exemption form (billing_groups.edit), replacing an earlier one; every field is required. */
export async function attachVatExemptForm(context: RequestContext, billingGroupId: string, body: Schemas['VatExemptFormCreate']): Promise<VatExemptFormRow> {
  const { billing_group: named, ...form } = body;
  if (named !== billingGroupId) throw badRequest({ billing_group: messages.invalid }, 'billing_group must be the billing group in the path');
  const group = await requireBillingGroup(context, billingGroupId, 'billing_groups.edit');
  const errors = fieldMessages(vatExemptFormSchema, form);
  if (errors) throw badRequest(errors);
  const checked = vatExemptFormSchema.parse(form);
  const row = await context.db.transaction(async (tx) => {
    const id = await newId(tx, 'VatExemptForm', decodeId(billingGroupId) ?? []);
    const [created] = await tx
      .insert(vatExemptForms)
      .values({
        id,
        billingGroupId,
        accountId: group.accountId,
        companyName: checked.company_name,
        companyType: checked.company_type,
        businessDescription: checked.business_description,
        address: checked.address,
        postalCode: checked.postal_code,
        city: checked.city,
        state: checked.state,
        isoCountry: checked.iso_country,
        contactEmail: checked.contact_email,
        contactName: checked.contact_name,
        contactPhone: checked.contact_phone,
        createdAt: context.now(),
      })
      .returning();
    await tx.update(billingGroups).set({ vatExemptFormId: id, vatExemptChanged: true, updatedAt: context.now() }).where(eq(billingGroups.id, billingGroupId));
    return created!;
  });
  await context.pubsub.publish(billingEvent('update', 'billing_group', billingGroupId, group.accountId));
  return row;
}
