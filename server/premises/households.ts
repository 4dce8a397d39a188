// Speaker-system households (the sms service): a household of the speaker vendor is paired to at most
// one location of its account. Pairing it to a location first unpairs its current location; a household
// the service has not seen joins the location's account.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { households } from '../db/schema';
import { notFound } from '../errors';
import { requireAccountAction } from '../access/accountAccess';
import { requireAccountScope, requireLocationAction } from '../access/premisesAccess';
import { locationEvent, publish } from './events';
import type { HouseholdRow } from './records';

/** The name a household gets when it is first paired (the speaker system names it later). */
const NEW_HOUSEHOLD_NAME = 'Sonos household';

/** The account's households the viewer may see: a location user sees those of their locations. */
export async function listHouseholds(context: RequestContext, accountId: string): Promise<HouseholdRow[]> {
  const { scope } = await requireAccountScope(context, accountId);
  const conditions = [eq(households.accountId, accountId)];
  if (scope.locationIds.length) conditions.push(inArray(households.locationId, scope.locationIds));
  return context.db
    .select()
    .from(households)
    .where(and(...conditions))
    .orderBy(asc(households.name), asc(households.id));
}

/** Pairs a household to a location (zone.pair on the location), first unpairing its current location. */
export async function pairHousehold(context: RequestContext, householdId: string, locationId: string): Promise<HouseholdRow> {
  const { location } = await requireLocationAction(context, locationId, 'zone.pair');
  const [existing] = await context.db.select().from(households).where(eq(households.id, householdId));
  if (existing && existing.accountId !== location.accountId) throw notFound('Household');
  const previousLocationId = existing?.locationId ?? null;
  const [household] = existing
    ? await context.db.update(households).set({ locationId }).where(eq(households.id, householdId)).returning()
    : await context.db.insert(households).values({ id: householdId, accountId: location.accountId, name: NEW_HOUSEHOLD_NAME, locationId, createdAt: context.now() }).returning();
  const events = [locationEvent('update', location)];
  if (previousLocationId && previousLocationId !== locationId) events.unshift(locationEvent('update', { id: previousLocationId, accountId: location.accountId }));
  await publish(context, events);
  return household!;
}

/** Unpairs a household of the account from its location (zone.unpair); a household without a location stays as it is. */
export async function unpairHousehold(context: RequestContext, accountId: string, householdId: string): Promise<HouseholdRow> {
  const visible = await listHouseholds(context, accountId);
  const household = visible.find((h) => h.id === householdId);
  if (!household) throw notFound('Household');
  await requireAccountAction(context, accountId, 'zone.unpair');
  if (!household.locationId) return household;
  const [updated] = await context.db.update(households).set({ locationId: null }).where(eq(households.id, householdId)).returning();
  await publish(context, [locationEvent('update', { id: household.locationId, accountId })]);
  return updated!;
}
