// Recording an onboarding step (navigation.md 2.11, 3 'Onboarding step status'): the step is stored on
// the account as Completed or Skipped (a later record of the same step replaces it), and completing
// business-description or explicit-setting saves what the user chose, which the setup guide then reads;
// a partner step keeps the partner's answer with the step.
import { BUSINESS_TYPE_PATTERN, PARTNER_STEP_CHOICES, isPartnerStep, onboardingMessages } from '../../src/domain/onboarding';
import type { RequestContext } from '../context';
import type { accounts } from '../db/schema';
import { badRequest } from '../errors';
import type { MutationResolvers, OnboardingStepName, OnboardingStepStatus } from '../graphql/control/__generated__/types';
import { ONBOARDING_STEPS, onboardingStepsOf } from './guide';
import type { OnboardingStepRecord } from './guide';
import { requireAccountRules } from './rules';
import type { AccountRuleName } from './rules';
import { saveAccount } from './service';

export interface OnboardingStepInput {
  account: string;
  step: OnboardingStepName;
  status: OnboardingStepStatus;
  businessType?: string | null;
  filterExplicit?: boolean | null;
  choice?: string | null;
}

/** BUSINESS_DESCRIPTION to 'business-description'. */
const stepId = (name: OnboardingStepName) => name.toLowerCase().replace(/_/g, '-') as OnboardingStepRecord['name'];
const statusOf = (status: OnboardingStepStatus): OnboardingStepRecord['status'] => (status === 'COMPLETED' ? 'Completed' : 'Skipped');

/** Per-field messages for what the step takes: the business type with business-description, the explicit filter with explicit-setting, each only when completing. */
export function onboardingStepErrors(input: OnboardingStepInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const completing = input.status === 'COMPLETED';
  const hasType = input.businessType !== undefined && input.businessType !== null;
  const hasFilter = input.filterExplicit !== undefined && input.filterExplicit !== null;
  if (input.step === 'BUSINESS_DESCRIPTION' && completing) {
    if (!hasType || !input.businessType!.trim()) errors['input.businessType'] = onboardingMessages.businessTypeRequired;
    else if (!BUSINESS_TYPE_PATTERN.test(input.businessType!)) errors['input.businessType'] = onboardingMessages.businessTypeInvalid;
  } else if (hasType) errors['input.businessType'] = onboardingMessages.notForThisStep;
  if (input.step === 'EXPLICIT_SETTING' && completing) {
    if (!hasFilter) errors['input.filterExplicit'] = onboardingMessages.filterExplicitRequired;
  } else if (hasFilter) errors['input.filterExplicit'] = onboardingMessages.notForThisStep;
  const id = stepId(input.step);
  const hasChoice = input.choice !== undefined && input.choice !== null;
  if (isPartnerStep(id) && completing) {
    if (!hasChoice) errors['input.choice'] = onboardingMessages.choiceRequired;
    else if (!PARTNER_STEP_CHOICES[id].includes(input.choice!)) errors['input.choice'] = onboardingMessages.choiceInvalid;
  } else if (hasChoice) errors['input.choice'] = onboardingMessages.notForThisStep;
  return errors;
}

export async function recordOnboardingStep(context: RequestContext, input: OnboardingStepInput) {
  const id = stepId(input.step);
  if (!(ONBOARDING_STEPS as readonly string[]).includes(id)) throw badRequest({ 'input.step': 'Unknown step' });
  // The business type is a company detail; everything else of onboarding is the account's settings.
  const rules: AccountRuleName[] = [input.step === 'BUSINESS_DESCRIPTION' && input.status === 'COMPLETED' ? 'editCompanyDetails' : 'editSettings'];
  const { account } = await requireAccountRules(context, input.account, rules);
  const errors = onboardingStepErrors(input);
  if (Object.keys(errors).length) throw badRequest(errors);

  const record: OnboardingStepRecord = { name: id, status: statusOf(input.status), updatedAt: context.now().toISOString(), ...(input.choice ? { choice: input.choice } : {}) };
  const values: Partial<typeof accounts.$inferInsert> = {
    onboardingSteps: [...onboardingStepsOf(account).filter((step) => step.name !== id), record],
  };
  if (input.businessType) values.businessType = input.businessType;
  if (typeof input.filterExplicit === 'boolean') values.settings = { ...account.settings, filter_explicit: input.filterExplicit };
  return saveAccount(context, account.id, values);
}

export const onboardingMutations: Pick<MutationResolvers, 'recordOnboardingStep'> = {
  recordOnboardingStep: async (_parent, { input }, context) => ({ account: await recordOnboardingStep(context, input) }),
};
