// The rules of signup and partner signup (navigation.md 2.5, 2.10, 3 'Signup draft'): which steps each
// flow has and in what order, what each step needs before it may be entered (the company steps' entry
// guard), the draft kept across steps and reloads, the landing's search parameters, and the account and
// user the draft registers. Pure: no React, no network; sessionStorage is passed in.
import * as z from 'zod/mini';
import { EMAIL_PATTERN, POSTAL_CODE_PATTERN, STATE_COUNTRIES, stateError } from '../../domain/validation';

export type SignupFlowName = 'signup' | 'partner-signup';
export type StandardStep = 'company-type' | 'company' | 'email' | 'full-form' | 'role' | 'sso' | 'user';
export type PartnerStep = 'company' | 'company-info' | 'sso' | 'user';
export type SignupStep = StandardStep | PartnerStep;

/** Signup path prefixes (navigation.md 9). */
export const SIGNUP_PREFIXES: Record<SignupFlowName, string> = { signup: '/signup', 'partner-signup': '/partner-signup' };

/**
 * The steps a visitor walks, in order. 'sso' stands in for 'email' (the social identity gives the
 * address), and 'full-form' is every standard step on one page; both end the flow as 'user' does.
 */
export const FLOW_ORDER: Record<SignupFlowName, readonly SignupStep[]> = {
  signup: ['company-type', 'company', 'role', 'email', 'user'],
  'partner-signup': ['company', 'company-info', 'user'],
};
export const FLOW_STEPS: Record<SignupFlowName, readonly SignupStep[]> = {
  signup: ['company-type', 'company', 'email', 'full-form', 'role', 'sso', 'user'],
  'partner-signup': ['company', 'company-info', 'sso', 'user'],
};

/** The kinds of business offered on the company-type step (business_type values, snake_case). */
export const BUSINESS_TYPES = ['beauty_salon', 'cafe', 'restaurant', 'bar', 'retail', 'gym', 'hotel', 'office', 'healthcare', 'other'] as const;
/** The roles offered on the role step. */
export const USER_ROLES = ['owner', 'manager', 'employee', 'other'] as const;

// --- The draft ---------------------------------------------------------------------------------------

const optionalText = z.optional(z.string());
/**
 * The Signup draft of navigation.md 3 as far as it is kept between pages (the password, the account and
 * auth responses and errors live only in the page that has them), plus the company's address, which the
 * first location needs, and the referral code of the landing.
 */
export const signupDraftSchema = z.object({
  companyType: optionalText,
  companyTypeDescription: optionalText,
  companySubtype: optionalText,
  companyName: optionalText,
  companyAddress: optionalText,
  companyPostalCode: optionalText,
  companyCity: optionalText,
  companyState: optionalText,
  chosenCountry: optionalText,
  companyVatId: optionalText,
  companyWebsite: optionalText,
  numberOfLocations: z.optional(z.number()),
  userRole: optionalText,
  email: optionalText,
  userName: optionalText,
  ssoToken: optionalText,
  acceptedLegal: z.optional(z.boolean()),
  referralCode: optionalText,
});
export type SignupDraft = z.infer<typeof signupDraftSchema>;

export const draftStorageKey = (flow: SignupFlowName) => `cadence.signupDraft.${flow}`;

/** The stored draft; an empty one when none is stored or what is stored is not a draft. */
export function readDraft(storage: Pick<Storage, 'getItem'>, flow: SignupFlowName): SignupDraft {
  try {
    const parsed = signupDraftSchema.safeParse(JSON.parse(storage.getItem(draftStorageKey(flow)) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'>, flow: SignupFlowName, draft: SignupDraft): void {
  storage.setItem(draftStorageKey(flow), JSON.stringify(draft));
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, flow: SignupFlowName): void {
  storage.removeItem(draftStorageKey(flow));
}

// --- The landing's search parameters ----------------------------------------------------------------

/** Landing search (navigation.md 2.10): optional strings; anything else is dropped. */
export const LANDING_PARAMS = ['businessName', 'referralCode', 'utm_campaign', 'utm_source', 'utm_medium', 'voucher'] as const;
export type LandingParams = Partial<Record<(typeof LANDING_PARAMS)[number], string>>;

export function landingParamsOf(search: string): LandingParams {
  const params = new URLSearchParams(search);
  const found: LandingParams = {};
  for (const name of LANDING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value;
  }
  return found;
}

/** What the landing fills into the draft: the business name (unless typed already) and the referral code. */
export function draftWithLanding(draft: SignupDraft, landing: LandingParams): SignupDraft {
  return {
    ...draft,
    ...(landing.businessName && !draft.companyName ? { companyName: landing.businessName } : {}),
    ...(landing.referralCode ? { referralCode: landing.referralCode } : {}),
  };
}

// --- Steps: completeness, order and the entry guard -------------------------------------------------

const filled = (value: string | undefined) => !!value?.trim();
const companyAddressComplete = (draft: SignupDraft) =>
  filled(draft.companyAddress) &&
  filled(draft.companyCity) &&
  POSTAL_CODE_PATTERN.test(draft.companyPostalCode?.trim() ?? '') &&
  filled(draft.chosenCountry) &&
  !stateError(draft.companyState?.trim(), draft.chosenCountry ?? '');

/** Whether the draft has what a step asks for. */
export function stepComplete(flow: SignupFlowName, step: SignupStep, draft: SignupDraft): boolean {
  switch (step) {
    case 'company-type':
      return filled(draft.companyType);
    case 'company':
      return flow === 'signup' ? filled(draft.companyName) && companyAddressComplete(draft) : filled(draft.companyName) && filled(draft.chosenCountry);
    case 'company-info':
      return companyAddressComplete(draft);
    case 'role':
      return filled(draft.userRole);
    case 'email':
    case 'sso':
      // Either gives the address: typed, or the social identity's.
      return EMAIL_PATTERN.test(draft.email?.trim() ?? '') || filled(draft.ssoToken);
    case 'full-form':
    case 'user':
      return false;
  }
}

/** The step in the flow's order a step counts as ('sso' stands where 'email' is; the partner flow has no 'email'). */
function orderIndex(flow: SignupFlowName, step: SignupStep): number {
  const order = FLOW_ORDER[flow];
  if (step === 'sso') return flow === 'signup' ? order.indexOf('email') : order.indexOf('user');
  return order.indexOf(step);
}

/**
 * The entry guard: the first earlier step the draft has not completed, where the visitor is sent
 * instead; null when the step may be entered. The full form and the sso step are always open.
 */
export function stepGuard(flow: SignupFlowName, step: SignupStep, draft: SignupDraft): SignupStep | null {
  if (step === 'full-form' || step === 'sso') return null;
  const index = orderIndex(flow, step);
  for (const earlier of FLOW_ORDER[flow].slice(0, Math.max(index, 0))) {
    if (!stepComplete(flow, earlier, draft)) return earlier;
  }
  return null;
}

/** The step after this one; the signed-in social identity skips the e-mail step. */
export function nextStep(flow: SignupFlowName, step: SignupStep, draft: SignupDraft): SignupStep | null {
  if (step === 'sso' || step === 'full-form') return step === 'sso' ? 'user' : null;
  const order = FLOW_ORDER[flow];
  const next = order[order.indexOf(step) + 1] ?? null;
  return next === 'email' && filled(draft.ssoToken) ? 'user' : next;
}

/** The step before this one (the back link); null on the first. */
export function previousStep(flow: SignupFlowName, step: SignupStep, draft: SignupDraft): SignupStep | null {
  if (step === 'full-form') return null;
  const order = FLOW_ORDER[flow];
  const index = orderIndex(flow, step);
  const previous = order[index - 1] ?? null;
  if (step === 'user' && filled(draft.ssoToken)) return 'sso';
  return previous;
}

export function isStepOf(flow: SignupFlowName, step: string | undefined): step is SignupStep {
  return !!step && (FLOW_STEPS[flow] as readonly string[]).includes(step);
}

/** A step's address, keeping the search (voucher, landing parameters). */
export const stepHref = (flow: SignupFlowName, step: SignupStep | null, search = '') => `${SIGNUP_PREFIXES[flow]}${step ? `/${step}` : ''}${search}`;

// --- What the draft registers -------------------------------------------------------------------------

/** Whether the draft's country asks for a state. */
export const needsState = (country: string | undefined) => (STATE_COUNTRIES as readonly string[]).includes(country ?? '');

/** The POST /api/accounts body of a finished draft: a full registration with the voucher and referral code. */
export function accountBodyOf(flow: SignupFlowName, draft: SignupDraft, voucher: string | undefined) {
  const trim = (value: string | undefined) => value?.trim() || undefined;
  return {
    business_name: draft.companyName!.trim(),
    business_type: flow === 'partner-signup' ? 'partner' : (draft.companyType ?? 'beauty_salon'),
    account_type: flow === 'partner-signup' ? 'partner' : 'business',
    incomplete: false,
    address: draft.companyAddress!.trim(),
    postal_code: draft.companyPostalCode!.trim(),
    city: draft.companyCity!.trim(),
    iso_country: draft.chosenCountry!,
    ...(needsState(draft.chosenCountry) ? { state: trim(draft.companyState) } : {}),
    ...(voucher ? { billing_voucher: voucher } : {}),
    ...(draft.referralCode ? { referral_code: draft.referralCode } : {}),
  };
}

/** Where a new account goes after signup: its onboarding (navigation.md 2.11). */
export const afterSignupPath = (accountId: string) => `/accounts/${accountId}/onboarding`;
