// The forms of the signup steps, from the shared validation rules (core.md 5: 'Cannot be empty', 'Must be
// a valid email', 'Must be at least 6 characters', postal codes and the state rule by country).
import * as z from 'zod/mini';
import { emailSchema, messages, passwordSchema, postalCodeSchema, requiredString, stateError } from '../../domain/validation';
import { userNameSchema } from '../auth/schemas';

/** Said when the terms are not accepted (a rule the spec leaves without a message). */
export const LEGAL_REQUIRED = 'You must accept the terms to sign up';

const optional = z.optional(z.string());
const withState = <T extends { chosenCountry: string; companyState?: string }>(schema: z.ZodMiniType<T>) =>
  schema.check(
    z.refine((values: T) => !stateError(values.companyState?.trim(), values.chosenCountry), {
      path: ['companyState'],
      error: (issue) => stateError((issue.input as T).companyState?.trim(), (issue.input as T).chosenCountry) ?? messages.invalid,
    }),
  );

export const companyTypeSchema = z.object({ companyType: requiredString, companyTypeDescription: optional });
const address = { companyAddress: requiredString, companyPostalCode: postalCodeSchema, companyCity: requiredString, chosenCountry: requiredString, companyState: optional };
export const companySchema = withState(z.object({ companyName: requiredString, ...address }));
export const partnerCompanySchema = z.object({ companyName: requiredString, chosenCountry: requiredString });
export const companyInfoSchema = withState(z.object({ ...address, companyVatId: optional, companyWebsite: optional }));
export const roleSchema = z.object({ userRole: requiredString });
export const emailStepSchema = z.object({ email: emailSchema });
const legal = z.boolean().check(z.refine((accepted) => accepted, LEGAL_REQUIRED));
export const userSchema = z.object({ userName: userNameSchema, password: passwordSchema, acceptedLegal: legal });
export const ssoUserSchema = z.object({ userName: userNameSchema, acceptedLegal: legal });
/** The partner signup's user step: its flow has no e-mail step (navigation.md 2.10), so the address is asked here. */
export const partnerUserSchema = z.object({ email: emailSchema, userName: userNameSchema, password: passwordSchema, acceptedLegal: legal });
export const fullFormSchema = withState(
  z.object({ companyType: requiredString, companyName: requiredString, ...address, userRole: requiredString, email: emailSchema, userName: userNameSchema, password: passwordSchema, acceptedLegal: legal }),
);
