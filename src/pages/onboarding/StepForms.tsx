// The business-description and explicit-setting forms (navigation.md 2.11), shared by the onboarding
// steps and the guide's task pages, and the partner onboarding's two questions: each saves its choice
// through recordOnboardingStep, with the server's per-field messages on refusal and the user's choice kept.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import * as z from 'zod/mini';
import { BUSINESS_TYPES, PARTNER_STEP_CHOICES, onboardingMessages } from '../../domain/onboarding';
import type { PARTNER_ONBOARDING_STEPS } from '../../domain/onboarding';
import { Button } from '../../ui/Button';
import { FormRadioGroup } from '../../ui/choiceFields';
import { FormMessage } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useZodForm } from '../../ui/forms';
import { useRecordOnboardingStep } from './recordOnboardingStep';

interface StepFormProps {
  accountId: string;
  /** After the choice was saved. */
  onSaved: () => void;
  /** Shown beside the save button: skipping the step (onboarding only). */
  onSkip?: () => void;
  submitLabel: string;
}

const businessSchema = z.object({ businessType: z.string().check(z.minLength(1, onboardingMessages.businessTypeRequired)) });

export function BusinessDescriptionForm({ accountId, businessType, onSaved, onSkip, submitLabel }: StepFormProps & { businessType: string }) {
  const { t } = useTranslation();
  const record = useRecordOnboardingStep();
  const known = (BUSINESS_TYPES as readonly string[]).includes(businessType) ? businessType : '';
  const form = useZodForm(businessSchema, { businessType: known });
  const [error, setError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ businessType: chosen }) => {
    setError(undefined);
    try {
      await record({ account: accountId, step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: chosen });
      onSaved();
    } catch (failure) {
      setError(showSubmitError(form, failure, t));
    }
  });
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="onboarding-form" aria-label={t('onboarding.business.label')}>
      <FormRadioGroup control={form.control} name="businessType" label={t('onboarding.business.label')} choices={BUSINESS_TYPES.map((value) => ({ value, label: t(`onboarding.business.types.${value}`) }))} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <StepButtons submitLabel={submitLabel} pending={form.formState.isSubmitting} onSkip={onSkip} />
    </Form>
  );
}

const explicitSchema = z.object({ explicit: z.enum(['allow', 'filter'], onboardingMessages.filterExplicitRequired) });

export function ExplicitSettingForm({ accountId, filterExplicit, onSaved, onSkip, submitLabel }: StepFormProps & { filterExplicit: boolean }) {
  const { t } = useTranslation();
  const record = useRecordOnboardingStep();
  const form = useZodForm(explicitSchema, { explicit: filterExplicit ? 'filter' : 'allow' });
  const [error, setError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ explicit }) => {
    setError(undefined);
    try {
      await record({ account: accountId, step: 'EXPLICIT_SETTING', status: 'COMPLETED', filterExplicit: explicit === 'filter' });
      onSaved();
    } catch (failure) {
      setError(showSubmitError(form, failure, t));
    }
  });
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="onboarding-form" aria-label={t('onboarding.explicit.label')}>
      <FormRadioGroup
        control={form.control}
        name="explicit"
        label={t('onboarding.explicit.label')}
        choices={[
          { value: 'allow' as const, label: t('onboarding.explicit.allow') },
          { value: 'filter' as const, label: t('onboarding.explicit.filter') },
        ]}
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <StepButtons submitLabel={submitLabel} pending={form.formState.isSubmitting} onSkip={onSkip} />
    </Form>
  );
}

const choiceSchema = z.object({ choice: z.string().check(z.minLength(1, onboardingMessages.choiceRequired)) });

/** The partner step's question, its radio key and the step's name in the API. */
const PARTNER_QUESTIONS = {
  'partner-business-type': { label: 'onboarding.partner.typeLabel', choices: 'onboarding.partner.types', step: 'PARTNER_BUSINESS_TYPE' },
  'partner-business-size': { label: 'onboarding.partner.sizeLabel', choices: 'onboarding.partner.sizes', step: 'PARTNER_BUSINESS_SIZE' },
} as const;

export function PartnerStepForm({ accountId, step, chosen, onSaved, onSkip, submitLabel }: StepFormProps & { step: (typeof PARTNER_ONBOARDING_STEPS)[number]; chosen: string | null }) {
  const { t } = useTranslation();
  const record = useRecordOnboardingStep();
  const question = PARTNER_QUESTIONS[step];
  const form = useZodForm(choiceSchema, { choice: chosen && PARTNER_STEP_CHOICES[step].includes(chosen) ? chosen : '' });
  const [error, setError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ choice }) => {
    setError(undefined);
    try {
      await record({ account: accountId, step: question.step, status: 'COMPLETED', choice });
      onSaved();
    } catch (failure) {
      setError(showSubmitError(form, failure, t));
    }
  });
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="onboarding-form" aria-label={t(question.label)}>
      <FormRadioGroup control={form.control} name="choice" label={t(question.label)} choices={PARTNER_STEP_CHOICES[step].map((value) => ({ value, label: t(`${question.choices}.${value}`) }))} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <StepButtons submitLabel={submitLabel} pending={form.formState.isSubmitting} onSkip={onSkip} />
    </Form>
  );
}

export function StepButtons({ submitLabel, pending, onSkip }: { submitLabel: string; pending: boolean; onSkip?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="onboarding-actions">
      <Button type="submit" variant="primary" isPending={pending}>
        {submitLabel}
      </Button>
      {onSkip && (
        <Button variant="secondary" onPress={onSkip} isDisabled={pending}>
          {t('onboarding.skip')}
        </Button>
      )}
    </div>
  );
}
