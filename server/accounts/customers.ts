// The partner portal's server side (navigation.md 2.5, 6 is_partner): a partner's customer accounts
// (the accounts whose distributor it is), searched by name and paged, and creating one. A customer
// account is reached by the partner's owners and admins through their partner membership
// (server/access/accountAccess.ts membershipOf), so creating one adds no membership of its own.
import { eq } from 'drizzle-orm';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { accounts } from '../db/schema';
import { ApiError, badRequest, forbidden } from '../errors';
import type { AccountRow } from '../loaders';
import { requireAccount } from '../access/accountAccess';
import { connectionOf, pageOf } from '../graphql/pages';
import type { Resolvers } from '../graphql/control/__generated__/types';
import { createLocation, locationErrors } from '../premises/locations';
import { GRAPH_FIELDS, zoneNameMessage } from '../premises/validation';
import { publishAccountUpdate } from './service';

/** The business type of a customer account created without one (the accounts table's own default). */
export const DEFAULT_CUSTOMER_BUSINESS_TYPE = 'beauty_salon';
/** The terms a partner accepts for its customer when it creates the account (the customer never sees the terms modal). */
export const CUSTOMER_TERMS_TYPE = 'general';

export interface CustomerAccountInput {
  partner: string;
  businessName: string;
  businessType?: string | null;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  state?: string | null;
  timezone: string;
  soundZoneName: string;
}

/**
 * The partner account, when the viewer is one of its own members (not a location user) and it is a
 * partner; `manage` also needs owner or admin, the flags a partner member acts on customers with.
 */
async function requirePartner(context: RequestContext, partnerId: string, options: { manage: boolean }): Promise<AccountRow> {
  const { account } = await requireAccount(context, partnerId);
  const { viewer } = context;
  const acl = viewer.kind === 'user' ? await context.loaders.acl.load(`${viewer.userId}:${partnerId}`) : null;
  if (!account.isPartner || !acl || acl.locationIds.length) throw forbidden('Only members of a partner account see its customer accounts');
  if (options.manage && !(acl.owner || acl.admin)) throw forbidden("Only a partner's owners and admins create customer accounts");
  return account;
}

/** The partner's customer accounts whose business name contains the query, by name (then id). */
export async function listCustomerAccounts(context: RequestContext, partnerId: string, args: { first: number; after?: string | null; query?: string | null }) {
  await requirePartner(context, partnerId, { manage: false });
  const rows = await context.db.select().from(accounts).where(eq(accounts.distributorId, partnerId));
  const needle = args.query?.trim().toLocaleLowerCase() ?? '';
  const matching = needle ? rows.filter((row) => row.businessName.toLocaleLowerCase().includes(needle)) : rows;
  for (const row of matching) context.loaders.account.prime(row.id, row);
  return pageOf(matching, (row) => [row.businessName.toLocaleLowerCase(), row.id], ['string', 'string'], { first: args.first, after: args.after });
}

/** The messages of a customer account's form, by input path (core.md 5: the account's name, the location's rules, the zone's name); empty when valid. */
export function customerErrors(input: CustomerAccountInput): Record<string, string> {
  const errors = locationErrors(
    { name: input.name, address: input.address, city: input.city, postalCode: input.postalCode, isoCountry: input.country, state: input.state, timezone: input.timezone },
    GRAPH_FIELDS,
    { checkState: true, country: input.country },
  );
  errors.add('soundZoneName', zoneNameMessage(input.soundZoneName));
  const fields: Record<string, string> = input.businessName.trim() ? {} : { 'input.businessName': messages.required };
  try {
    errors.throwIfAny();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    Object.assign(fields, error.details.fields);
  }
  return fields;
}

/**
 * Creates a customer account of the partner at the company's address, then its first location and
 * zone. Publishes the new account, and an update of the partner (its list of customers changed).
 */
export async function createCustomerAccount(context: RequestContext, input: CustomerAccountInput): Promise<{ account: AccountRow; location: Awaited<ReturnType<typeof createLocation>>['location'] }> {
  const partner = await requirePartner(context, input.partner, { manage: true });
  const errors = customerErrors(input);
  if (Object.keys(errors).length) throw badRequest(errors);

  const now = context.now();
  const id = await newId(context.db, 'Account');
  const [account] = await context.db
    .insert(accounts)
    .values({
      id,
      businessName: input.businessName.trim(),
      businessType: input.businessType?.trim() || DEFAULT_CUSTOMER_BUSINESS_TYPE,
      address: input.address.trim(),
      postalCode: input.postalCode.trim(),
      city: input.city.trim(),
      state: input.state?.trim() || null,
      isoCountry: input.country,
      distributorId: partner.id,
      distributorHasSupport: true,
      legalAcceptedBy: context.viewer.kind === 'user' ? context.viewer.userId : null,
      legalTermsType: CUSTOMER_TERMS_TYPE,
      termsType: CUSTOMER_TERMS_TYPE,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  context.loaders.account.prime(id, account!);
  await context.pubsub.publish({ type: 'create', entity: 'account', id, accountId: id, parentIds: [partner.id] });
  const { location } = await createLocation(
    context,
    id,
    { name: input.name, address: input.address, city: input.city, postalCode: input.postalCode, isoCountry: input.country, state: input.state, timezone: input.timezone, soundZoneName: input.soundZoneName },
    GRAPH_FIELDS,
    { checkState: true },
  );
  await publishAccountUpdate(context, partner.id);
  return { account: account!, location };
}

export const customerResolvers: Resolvers = {
  Account: {
    customerAccounts: async (account, args, context) => connectionOf(await listCustomerAccounts(context, account.id, { first: args.first ?? 20, after: args.after, query: args.query }), (row) => ({ node: row })),
  },
  Mutation: {
    createCustomerAccount: (_parent, { input }, context) => createCustomerAccount(context, input),
  },
};
