// The account rules of core.md 5 that the request schema cannot express: required fields that depend on
// the kind of registration, the state rule by country and organisation numbers by country. Each check
// answers a map from field name to the spec's message; empty means valid.
import { isValidOrgNumber, messages, stateError } from '../../src/domain/validation';
import { phoneError } from '../../src/domain/companySettings';

/** Fields a full (complete) account must have (core.md 5 Per entity). */
export const FULL_ACCOUNT_FIELDS = ['address', 'postal_code', 'city', 'iso_country'] as const;

/** Country whose organisation-number rule applies when the account has none yet (core.md 5). */
export const DEFAULT_ORG_NUMBER_COUNTRY = 'SE';

export interface AccountAddress {
  business_name?: string | null;
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  state?: string | null;
  iso_country?: string | null;
  org_number?: string | null;
  phone?: string | null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The messages for an account as it would be after a change. A full account needs the address fields
 * and the state rule of its country; an incomplete one only has a given state checked. A non-empty
 * organisation number must be valid for the country. `checked` limits the checks to fields the change
 * touches (an update does not fail on a field it leaves alone).
 */
export function accountErrors(account: AccountAddress, options: { incomplete: boolean; checked?: ReadonlySet<string> }): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = (field: string) => !options.checked || options.checked.has(field);
  const country = account.iso_country?.trim() || null;

  if (checks('business_name') && blank(account.business_name)) errors.business_name = messages.required;
  for (const field of FULL_ACCOUNT_FIELDS) {
    const value = account[field];
    // An incomplete registration may leave the address out, but not send it empty.
    const required = !options.incomplete || (value !== undefined && value !== null);
    if (checks(field) && required && blank(value)) errors[field] = messages.required;
  }
  if ((checks('state') || checks('iso_country')) && country && (!options.incomplete || !blank(account.state))) {
    const problem = stateError(account.state?.trim(), country);
    if (problem) errors.state = problem;
  }
  if ((checks('org_number') || checks('iso_country')) && !blank(account.org_number) && !isValidOrgNumber(account.org_number!.trim(), country ?? DEFAULT_ORG_NUMBER_COUNTRY)) {
    errors.org_number = messages.orgNumber;
  }
  const phone = checks('phone') ? phoneError(account.phone) : null;
  if (phone) errors.phone = phone;
  return errors;
}
