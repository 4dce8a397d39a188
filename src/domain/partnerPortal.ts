// The partner portal's form (navigation.md 2.5): a customer account's business name, and its first
// location and sound zone with the location rules of core.md 5.
import * as z from 'zod/mini';
import { locationShape, stateRule } from './locations';
import { messages, requiredString, soundZoneNameSchema } from './validation';

/** Longest business name (CreateCustomerAccountInput.businessName). */
export const BUSINESS_NAME_MAX_LENGTH = 100;

export const customerAccountSchema = z
  .object({ businessName: requiredString.check(z.maxLength(BUSINESS_NAME_MAX_LENGTH, messages.maxLength(BUSINESS_NAME_MAX_LENGTH))), soundZoneName: soundZoneNameSchema, ...locationShape })
  .check(stateRule);
export type CustomerAccountValues = z.infer<typeof customerAccountSchema>;
