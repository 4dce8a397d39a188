// What signing up adds to registering an account (navigation.md 2.10, billing.md 4.5, core.md 4): the
// voucher given at signup is verified and applied, the referral code records who referred the account,
// and a self-signup's full registration gets its first location (with its first sound zone) at the
// company's address, billed to a default billing group at that address (so the first card or invoice
// payment has its billing address: billing.md 4.9). Everything is checked before anything is written, so
// bad input writes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { defaultTimezone } from '../../src/domain/locations';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import type { Db } from '../db/client';
import { accounts, billingGroups, locations, soundZones } from '../db/schema';
import type { AccountRow } from '../loaders';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { isSoldDirectly } from '../accounts/model';
import { billingEvent } from '../billing/groups';
import { accountCurrency } from '../billing/pricing';
import { INVALID_VOUCHER, voucherApplicable } from '../billing/pricingAccount';
import { voucherByCode, voucherById, voucherId } from '../billing/pricingBook';
import { newZoneValues, reserveZoneCapacity } from '../premises/zones';
import { locationEvent, publish, zoneEvent } from '../premises/events';

/** An unknown referral code, on the field and as the message. */
export const INVALID_REFERRAL = 'Referral code is not valid';
/** The first sound zone of a new account's first location (a gap of the spec: named here). */
export const FIRST_SOUND_ZONE_NAME = 'Sound zone 1';

export interface SignupInput {
  billing_voucher?: string;
  referral_code?: string;
}

export interface SignupExtras {
  /** The voucher's billing_voucher id, to store on the account; null without one. */
  billingVoucher: string | null;
  /** The referring account; null without a code. */
  referredBy: string | null;
}

/** The live distributor account whose referral code this is (codes are read case-insensitively). */
export async function referrerOf(db: Db, code: string): Promise<AccountRow | null> {
  const normalised = code.trim().toUpperCase();
  if (!normalised) return null;
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(sql`upper(${accounts.referralCode}) = ${normalised}`, eq(accounts.deactivated, false)))
    .limit(1);
  return row ?? null;
}

/**
 * The voucher and referrer of a registration, or the per-field messages that refuse it: a voucher (by
 * its code or its billing_voucher id) must be applicable now, a referral code must be a live one.
 */
export async function signupExtras(context: RequestContext, input: SignupInput): Promise<{ extras: SignupExtras; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  let billingVoucher: string | null = null;
  if (input.billing_voucher !== undefined) {
    const voucher = voucherByCode(input.billing_voucher) ?? voucherById(input.billing_voucher);
    if (voucher && (await voucherApplicable(context.db, voucher, null, context.now()))) billingVoucher = voucherId(voucher);
    else errors.billing_voucher = INVALID_VOUCHER;
  }
  let referredBy: string | null = null;
  if (input.referral_code !== undefined) {
    const referrer = await referrerOf(context.db, input.referral_code);
    if (referrer) referredBy = referrer.id;
    else errors.referral_code = INVALID_REFERRAL;
  }
  return { extras: { billingVoucher, referredBy }, errors };
}

/** Whether a registration gets its first location now: a self-signup with the company's full address. */
export const getsFirstLocation = (account: Pick<AccountRow, 'incomplete' | 'distributorId' | 'address' | 'city' | 'postalCode'>) =>
  !account.incomplete && isSoldDirectly(account) && !!account.address && !!account.city && !!account.postalCode;

/** Inserts the first location, named after the business at its address, and its first sound zone, in the registration's transaction. */
export async function insertFirstLocation(tx: Tx, account: AccountRow, registrantEmail: string | null, now: Date) {
  const db = tx as unknown as Db;
  const group = await insertDefaultBillingGroup(tx, account, registrantEmail, now);
  const id = await newId(db, 'Location', decodeId(account.id)!);
  const [location] = await tx
    .insert(locations)
    .values({
      id,
      accountId: account.id,
      billingGroupId: group.id,
      name: account.businessName,
      address: account.address!,
      city: account.city!,
      postalCode: account.postalCode!,
      state: account.state,
      isoCountry: account.isoCountry,
      timezone: defaultTimezone(account.isoCountry),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await reserveZoneCapacity(tx, account, 1);
  const [zone] = await tx.insert(soundZones).values(await newZoneValues(db, account, { id, accountId: account.id }, FIRST_SOUND_ZONE_NAME, undefined, now)).returning();
  return { location: location!, zone: zone!, billingGroup: group };
}

/** The account's default billing group: the company at its address, invoiced to the registrant in the country's currency. */
async function insertDefaultBillingGroup(tx: Tx, account: AccountRow, registrantEmail: string | null, now: Date) {
  const id = await newId(tx as unknown as Db, 'BillingGroup', decodeId(account.id)!);
  const [group] = await tx
    .insert(billingGroups)
    .values({
      id,
      accountId: account.id,
      name: account.businessName,
      companyName: account.businessName,
      email: registrantEmail,
      address: account.address!,
      postalCode: account.postalCode!,
      city: account.city!,
      state: account.state,
      isoCountry: account.isoCountry,
      currency: accountCurrency(account),
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return group!;
}

/** Tells the account's watchers of its first location and zone, once the registration has committed. */
export async function publishFirstLocation(context: Pick<RequestContext, 'pubsub'>, first: Awaited<ReturnType<typeof insertFirstLocation>>) {
  await publish(context, [locationEvent('create', first.location), zoneEvent('create', first.zone)]);
  await context.pubsub.publish(billingEvent('create', 'billing_group', first.billingGroup.id, first.billingGroup.accountId));
}
