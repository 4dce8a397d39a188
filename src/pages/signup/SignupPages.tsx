// /signup and /partner-signup with their steps (navigation.md 2.5, 2.10): the light 'pop' theme without
// header, footer, notifications, sidebar or mini-player (the route table's handle); on load the locale
// 'en', the visitor's country, then pricing for that country and the voucher. The draft of the steps is
// kept in sessionStorage across steps and reloads; the last step creates the user (or signs up the
// social identity), signs in, registers the account and goes to its onboarding.
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Form } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import signupTexts from '../../i18n/en/signup.json';
import { registerTexts } from '../../i18n/i18n';
import { useLoad } from '../../app/useLoad';
import { errorMessage } from '../../errors/errorMessage';
import { formatMoney } from '../../domain/billing/money';
import { SOCIAL_PROVIDERS } from '../../rest/people';
import type { SocialProvider } from '../../rest/people';
import type { Pricing } from '../../rest/signup';
import { readStoredVoucher } from '../../routing/signupVoucher';
import { readSsoToken } from '../../session/jwt';
import { useSessionStore } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormRadioGroup, FormSelect } from '../../ui/choiceFields';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { AuthFrame } from '../auth/AuthFrame';
import { useAuthScreens } from '../auth/authScreens';
import { countryChoices, stateChoices } from '../billing/countries';
import {
  BUSINESS_TYPES,
  FLOW_ORDER,
  USER_ROLES,
  accountBodyOf,
  afterSignupPath,
  clearDraft,
  draftWithLanding,
  landingParamsOf,
  needsState,
  nextStep,
  previousStep,
  readDraft,
  stepGuard,
  stepHref,
  writeDraft,
} from './signupFlow';
import type { SignupDraft, SignupFlowName, SignupStep } from './signupFlow';
import { companyInfoSchema, companySchema, companyTypeSchema, emailStepSchema, fullFormSchema, partnerCompanySchema, partnerUserSchema, roleSchema, ssoUserSchema, userSchema } from './signupSchemas';
import './SignupPages.css';
import { DEFAULT_TERMS_TYPE } from '../../domain/billing/trial';

registerTexts(signupTexts);

// --- The draft and the landing --------------------------------------------------------------------

/** The flow's draft from sessionStorage, with the landing's search filled in; save() keeps a change. */
function useDraft(flow: SignupFlowName) {
  const location = useLocation();
  const [draft, setDraft] = useState<SignupDraft>(() => {
    const landed = draftWithLanding(readDraft(sessionStorage, flow), landingParamsOf(location.search));
    writeDraft(sessionStorage, flow, landed);
    return landed;
  });
  const save = (change: Partial<SignupDraft>) => {
    const next = { ...draft, ...change };
    writeDraft(sessionStorage, flow, next);
    setDraft(next);
    return next;
  };
  return { draft, save };
}

/** The voucher of the address, else the stored one (navigation.md 2.10). */
function useVoucherCode(): string | undefined {
  const location = useLocation();
  return landingParamsOf(location.search).voucher ?? readStoredVoucher();
}

/** On load: the locale 'en' (the app's default), the visitor's country, then pricing for it with the voucher, and the voucher's verification. */
function useSignupOffer() {
  const { signup } = useAuthScreens();
  const voucher = useVoucherCode();
  return useLoad(`offer:${voucher ?? ''}`, async () => {
    const country = await signup.country();
    const [pricing, verification] = await Promise.all([signup.pricing(country, voucher), voucher ? signup.verifyVoucher(voucher) : Promise.resolve(null)]);
    return { country, pricing, voucher: verification?.valid ? verification : null, invalidVoucher: !!verification && !verification.valid };
  });
}

type Offer = Extract<ReturnType<typeof useSignupOffer>[0], { status: 'loaded' }>['data'];

/** The lowest monthly price of a zone in the visitor's currency and the trial days, as the landing shows them. */
export function offerSummary(pricing: Pricing): { price: string; trialDays: number } | null {
  const monthly = pricing.price_list.filter((entry) => entry.billing_cycle === 'monthly' && entry.prices.length > 0);
  if (!monthly.length) return null;
  const cheapest = monthly.reduce((best, entry) => (entry.prices[entry.prices.length - 1]!.amount < best.prices[best.prices.length - 1]!.amount ? entry : best));
  return { price: formatMoney(cheapest.prices[cheapest.prices.length - 1]!.amount, cheapest.iso_currency), trialDays: cheapest.trial_days };
}

function OfferPanel({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const summary = offerSummary(offer.pricing);
  return (
    <div className="signup-offer" role="note" aria-label={t('signup.offer.label')}>
      {summary && <p>{t('signup.offer.price', { price: summary.price, days: summary.trialDays })}</p>}
      {offer.voucher && <p className="signup-offer__voucher">{t('signup.offer.voucher', { code: offer.voucher.voucher_code, description: offer.voucher.description })}</p>}
      {offer.invalidVoucher && <FormMessage tone="error">{t('signup.offer.invalidVoucher')}</FormMessage>}
    </div>
  );
}

function OfferLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('signup.offer.loading')}>
      <Skeleton height="1.25em" width="70%" />
    </LoadingRegion>
  );
}

/** The price and voucher: a skeleton while loading, and on failure a message with a retry (signup goes on). */
function Offer() {
  const { t } = useTranslation();
  const [offer, retry] = useSignupOffer();
  if (offer.status === 'loading') return <OfferLoading />;
  if (offer.status === 'failed')
    return (
      <FormMessage tone="error">
        {errorMessage(offer.error, t)}{' '}
        <Button variant="quiet" onPress={retry}>
          {t('signup.retry')}
        </Button>
      </FormMessage>
    );
  return <OfferPanel offer={offer.data} />;
}

// --- Frame and start pages -------------------------------------------------------------------------

function SignupFrame({ flow, title, children, back }: { flow: SignupFlowName; title: string; children: React.ReactNode; back?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="signup-page">
      <AuthFrame
        title={title}
        intro={<Offer />}
        footer={
          <>
            {back && <Link href={back}>{t('signup.back')}</Link>} {t('signup.haveUser')} <Link href="/login">{t('signup.logIn')}</Link>
          </>
        }
      >
        <p className="signup-page__flow">{t(`signup.flow.${flow}`)}</p>
        {children}
      </AuthFrame>
    </div>
  );
}

function StartPage({ flow }: { flow: SignupFlowName }) {
  const { t } = useTranslation();
  const location = useLocation();
  useDraft(flow);
  return (
    <SignupFrame flow={flow} title={t(`signup.start.${flow}`)}>
      <p>{t('signup.start.intro')}</p>
      <div className="form-actions">
        <Link href={stepHref(flow, FLOW_ORDER[flow][0]!, location.search)} className="button" data-variant="primary">
          {t('signup.start.begin')}
        </Link>
        {flow === 'signup' && <Link href={stepHref(flow, 'full-form', location.search)}>{t('signup.start.fullForm')}</Link>}
      </div>
    </SignupFrame>
  );
}

export const SignupStartPage = () => <StartPage flow="signup" />;
export const PartnerSignupStartPage = () => <StartPage flow="partner-signup" />;

// --- Steps ------------------------------------------------------------------------------------------

interface StepProps {
  flow: SignupFlowName;
  step: SignupStep;
  draft: SignupDraft;
  save(change: Partial<SignupDraft>): SignupDraft;
  /** Moves on to the next step, keeping the search. */
  proceed(draft: SignupDraft): void;
}

function StepPage({ flow, step }: { flow: SignupFlowName; step: SignupStep }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { draft, save } = useDraft(flow);
  const guard = stepGuard(flow, step, draft);
  if (guard) return <Navigate to={stepHref(flow, guard, location.search)} replace />;
  const proceed = (next: SignupDraft) => void navigate(stepHref(flow, nextStep(flow, step, next), location.search));
  const back = previousStep(flow, step, draft);
  const Step = STEP_FORMS[step];
  return (
    <SignupFrame flow={flow} title={t(`signup.steps.${step}.title`)} back={back ? stepHref(flow, back, location.search) : stepHref(flow, null, location.search)}>
      <Step flow={flow} step={step} draft={draft} save={save} proceed={proceed} />
    </SignupFrame>
  );
}

const pageCache = new Map<string, ComponentType>();
/** The page of one step (one component per step, kept, so the router sees the same one every time). */
export function signupStepPage(flow: SignupFlowName, step: SignupStep): ComponentType {
  const key = `${flow}/${step}`;
  if (!pageCache.has(key)) pageCache.set(key, () => <StepPage key={key} flow={flow} step={step} />);
  return pageCache.get(key)!;
}

function StepForm({ label, onSubmit, children, submitLabel, pending, error }: { label: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>; children: React.ReactNode; submitLabel: string; pending?: boolean; error?: string }) {
  return (
    <Form validationBehavior="aria" aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {children}
      <div className="form-actions">
        <Button type="submit" variant="primary" isPending={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function useChoices() {
  const { t, i18n } = useTranslation();
  return {
    businessTypes: BUSINESS_TYPES.map((value) => ({ value, label: t(`signup.businessTypes.${value}`) })),
    roles: USER_ROLES.map((value) => ({ value, label: t(`signup.roles.${value}`) })),
    countries: countryChoices(i18n.language),
  };
}

/** The company's address: street, postal code, city, country and, where the country has states, the state. */
function AddressFields<T extends FieldValues>({ control, country }: { control: Control<T>; country: string }) {
  const { t } = useTranslation();
  const { countries } = useChoices();
  const states = stateChoices(country);
  const name = (field: string) => field as Path<T>;
  return (
    <>
      <FormTextField control={control} name={name('companyAddress')} label={t('signup.fields.address')} autoComplete="street-address" />
      <FormTextField control={control} name={name('companyPostalCode')} label={t('signup.fields.postalCode')} autoComplete="postal-code" />
      <FormTextField control={control} name={name('companyCity')} label={t('signup.fields.city')} autoComplete="address-level2" />
      <FormSelect control={control} name={name('chosenCountry')} label={t('signup.fields.country')} choices={countries} />
      {needsState(country) &&
        (states ? (
          <FormSelect control={control} name={name('companyState')} label={t('signup.fields.state')} choices={states} />
        ) : (
          <FormTextField control={control} name={name('companyState')} label={t('signup.fields.state')} autoComplete="address-level1" />
        ))}
    </>
  );
}

/** The visitor's country until one is chosen (ZZ, unknown, is no choice). */
function useDefaultCountry(draft: SignupDraft): string {
  const [offer] = useSignupOffer();
  const determined = offer.status === 'loaded' && offer.data.country !== 'ZZ' ? offer.data.country : '';
  return draft.chosenCountry ?? determined;
}

function CompanyTypeStep({ draft, save, proceed }: StepProps) {
  const { t } = useTranslation();
  const { businessTypes } = useChoices();
  const form = useZodForm(companyTypeSchema, { companyType: draft.companyType ?? '', companyTypeDescription: draft.companyTypeDescription ?? '' });
  const onSubmit = form.handleSubmit((values) => proceed(save(values)));
  return (
    <StepForm label={t('signup.steps.company-type.title')} onSubmit={onSubmit} submitLabel={t('signup.next')}>
      <FormRadioGroup control={form.control} name="companyType" label={t('signup.fields.companyType')} choices={businessTypes} />
      {form.watch('companyType') === 'other' && <FormTextField control={form.control} name="companyTypeDescription" label={t('signup.fields.companyTypeDescription')} />}
    </StepForm>
  );
}

function CompanyStep({ flow, draft, save, proceed }: StepProps) {
  const { t } = useTranslation();
  const country = useDefaultCountry(draft);
  const defaults = { companyName: draft.companyName ?? '', companyAddress: draft.companyAddress ?? '', companyPostalCode: draft.companyPostalCode ?? '', companyCity: draft.companyCity ?? '', chosenCountry: country, companyState: draft.companyState ?? '' };
  const form = useZodForm(companySchema, defaults);
  const partnerForm = useZodForm(partnerCompanySchema, { companyName: defaults.companyName, chosenCountry: country });
  const { countries } = useChoices();
  if (flow === 'partner-signup') {
    const onSubmit = partnerForm.handleSubmit((values) => proceed(save(values)));
    return (
      <StepForm label={t('signup.steps.company.title')} onSubmit={onSubmit} submitLabel={t('signup.next')}>
        <FormTextField control={partnerForm.control} name="companyName" label={t('signup.fields.companyName')} autoComplete="organization" />
        <FormSelect control={partnerForm.control} name="chosenCountry" label={t('signup.fields.country')} choices={countries} />
      </StepForm>
    );
  }
  const onSubmit = form.handleSubmit((values) => proceed(save(values)));
  return (
    <StepForm label={t('signup.steps.company.title')} onSubmit={onSubmit} submitLabel={t('signup.next')}>
      <FormTextField control={form.control} name="companyName" label={t('signup.fields.companyName')} autoComplete="organization" />
      <AddressFields control={form.control} country={form.watch('chosenCountry')} />
    </StepForm>
  );
}

function CompanyInfoStep({ draft, save, proceed }: StepProps) {
  const { t } = useTranslation();
  const form = useZodForm(companyInfoSchema, {
    companyAddress: draft.companyAddress ?? '',
    companyPostalCode: draft.companyPostalCode ?? '',
    companyCity: draft.companyCity ?? '',
    chosenCountry: draft.chosenCountry ?? '',
    companyState: draft.companyState ?? '',
    companyVatId: draft.companyVatId ?? '',
    companyWebsite: draft.companyWebsite ?? '',
  });
  const onSubmit = form.handleSubmit((values) => proceed(save(values)));
  return (
    <StepForm label={t('signup.steps.company-info.title')} onSubmit={onSubmit} submitLabel={t('signup.next')}>
      <AddressFields control={form.control} country={form.watch('chosenCountry')} />
      <FormTextField control={form.control} name="companyVatId" label={t('signup.fields.vatId')} />
      <FormTextField control={form.control} name="companyWebsite" label={t('signup.fields.website')} type="url" autoComplete="url" />
    </StepForm>
  );
}

function RoleStep({ draft, save, proceed }: StepProps) {
  const { t } = useTranslation();
  const { roles } = useChoices();
  const form = useZodForm(roleSchema, { userRole: draft.userRole ?? '' });
  const onSubmit = form.handleSubmit((values) => proceed(save(values)));
  return (
    <StepForm label={t('signup.steps.role.title')} onSubmit={onSubmit} submitLabel={t('signup.next')}>
      <FormRadioGroup control={form.control} name="userRole" label={t('signup.fields.role')} choices={roles} />
    </StepForm>
  );
}

function SocialButtons({ flow }: { flow: SignupFlowName }) {
  const { t } = useTranslation();
  const { api, leaveApp, origin } = useAuthScreens();
  const [leavingFor, setLeavingFor] = useState<SocialProvider>();
  return (
    <div className="auth-frame__stack">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          isPending={leavingFor === provider}
          onPress={() => {
            setLeavingFor(provider);
            leaveApp(api.socialLoginUrl(provider, `${origin}${stepHref(flow, 'sso')}`));
          }}
        >
          {t(`signup.social.${provider}`)}
        </Button>
      ))}
    </div>
  );
}

function EmailStep({ flow, draft, save, proceed }: StepProps) {
  const { t } = useTranslation();
  const form = useZodForm(emailStepSchema, { email: draft.email ?? '' });
  const onSubmit = form.handleSubmit((values) => proceed(save({ ...values, ssoToken: undefined })));
  return (
    <>
      <StepForm label={t('signup.steps.email.title')} onSubmit={onSubmit} submitLabel={t('signup.next')}>
        <FormTextField control={form.control} name="email" type="email" label={t('signup.fields.email')} autoComplete="email" />
      </StepForm>
      <p>{t('signup.orSocial')}</p>
      <SocialButtons flow={flow} />
    </>
  );
}

/** Back from the social login: ?token= (an identity without a user) goes on to the user step; ?error= says why not. */
function SsoStep({ flow, save, proceed }: StepProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const token = search.get('token');
  const claims = token ? readSsoToken(token) : undefined;
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || !token || !claims || claims.type !== 'sso') return;
    taken.current = true;
    proceed(save({ ssoToken: token, email: claims.email }));
  });
  const error = search.get('error') ?? (token && (!claims || claims.type !== 'sso') ? 'invalid_token' : null);
  return (
    <>
      {error && <FormMessage tone="error">{t('signup.ssoFailed', { error })}</FormMessage>}
      <p>{t('signup.steps.sso.intro')}</p>
      <SocialButtons flow={flow} />
    </>
  );
}

/** The terms, to accept before the user is created. */
function LegalField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'acceptedLegal' as Path<T>}
      render={({ field, fieldState }) => (
        <div className="field">
          <Checkbox name={field.name} isSelected={!!field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} isInvalid={!!fieldState.error} aria-describedby={fieldState.error ? `${field.name}-error` : undefined}>
            {t('signup.fields.acceptedLegal')}
          </Checkbox>
          {fieldState.error && (
            <p id={`${field.name}-error`} className="field__error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}

/** Creates the user (once per page), signs in with its session, registers the account and goes to its onboarding. */
function useFinishSignup(flow: SignupFlowName) {
  const { signup } = useAuthScreens();
  const session = useSessionStore();
  const navigate = useNavigate();
  const voucher = useVoucherCode();
  const [offer] = useSignupOffer();
  const signedIn = useRef(false);
  return async (draft: SignupDraft, credentials: { name: string; email: string; password?: string }) => {
    if (!signedIn.current) {
      const issued = await signup.createUser({ name: credentials.name, email: credentials.email, start_of_week: 1, ...(draft.ssoToken ? { sso_token: draft.ssoToken } : { password: credentials.password }) });
      await session.loginWithAuthToken(issued.token);
      signedIn.current = true;
    }
    // Only a voucher the billing service verified is sent: an invalid one was said on the page already.
    const verified = offer.status === 'loaded' && offer.data.voucher ? voucher : undefined;
    const account = await signup.createAccount(accountBodyOf(flow, draft, verified));
    // The user step's checkbox is the acceptance: recorded now, the terms modal does not ask again.
    await signup.acceptLegal(account.id, account.terms_type ?? DEFAULT_TERMS_TYPE);
    clearDraft(sessionStorage, flow);
    await navigate(afterSignupPath(account.id), { replace: true });
  };
}

function UserStep({ flow, draft, save }: StepProps) {
  const { t } = useTranslation();
  const finish = useFinishSignup(flow);
  const sso = !!draft.ssoToken;
  const askEmail = flow === 'partner-signup' && !sso;
  const schema = sso ? ssoUserSchema : askEmail ? partnerUserSchema : userSchema;
  const form = useZodForm(schema as unknown as typeof partnerUserSchema, { email: draft.email ?? '', userName: draft.userName ?? '', password: '', acceptedLegal: draft.acceptedLegal ?? false });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ email, userName, password, acceptedLegal }) => {
    setFormError(undefined);
    const next = save({ userName, acceptedLegal, ...(askEmail ? { email } : {}) });
    try {
      await finish(next, { name: userName, email: next.email ?? '', password });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });
  return (
    <StepForm label={t('signup.steps.user.title')} onSubmit={onSubmit} submitLabel={t('signup.create')} pending={form.formState.isSubmitting} error={formError}>
      {askEmail ? (
        <FormTextField control={form.control} name="email" type="email" label={t('signup.fields.email')} autoComplete="email" />
      ) : (
        <p>{t('signup.signingUpAs', { email: draft.email ?? '' })}</p>
      )}
      <FormTextField control={form.control} name="userName" label={t('signup.fields.userName')} autoComplete="name" />
      {!sso && <FormTextField control={form.control} name="password" type="password" label={t('signup.fields.password')} description={t('signup.passwordRule')} autoComplete="new-password" />}
      <LegalField control={form.control} />
    </StepForm>
  );
}

function FullFormStep({ flow, draft, save }: StepProps) {
  const { t } = useTranslation();
  const { businessTypes, roles } = useChoices();
  const finish = useFinishSignup(flow);
  const country = useDefaultCountry(draft);
  const form = useZodForm(fullFormSchema, {
    companyType: draft.companyType ?? '',
    companyName: draft.companyName ?? '',
    companyAddress: draft.companyAddress ?? '',
    companyPostalCode: draft.companyPostalCode ?? '',
    companyCity: draft.companyCity ?? '',
    chosenCountry: country,
    companyState: draft.companyState ?? '',
    userRole: draft.userRole ?? '',
    email: draft.email ?? '',
    userName: draft.userName ?? '',
    password: '',
    acceptedLegal: false,
  });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ password, ...values }) => {
    setFormError(undefined);
    const next = save(values);
    try {
      await finish(next, { name: values.userName, email: values.email, password });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });
  return (
    <StepForm label={t('signup.steps.full-form.title')} onSubmit={onSubmit} submitLabel={t('signup.create')} pending={form.formState.isSubmitting} error={formError}>
      <FormSelect control={form.control} name="companyType" label={t('signup.fields.companyType')} choices={businessTypes} />
      <FormTextField control={form.control} name="companyName" label={t('signup.fields.companyName')} autoComplete="organization" />
      <AddressFields control={form.control} country={form.watch('chosenCountry')} />
      <FormSelect control={form.control} name="userRole" label={t('signup.fields.role')} choices={roles} />
      <FormTextField control={form.control} name="email" type="email" label={t('signup.fields.email')} autoComplete="email" />
      <FormTextField control={form.control} name="userName" label={t('signup.fields.userName')} autoComplete="name" />
      <FormTextField control={form.control} name="password" type="password" label={t('signup.fields.password')} description={t('signup.passwordRule')} autoComplete="new-password" />
      <LegalField control={form.control} />
    </StepForm>
  );
}

const STEP_FORMS: Record<SignupStep, ComponentType<StepProps>> = {
  'company-type': CompanyTypeStep,
  company: CompanyStep,
  'company-info': CompanyInfoStep,
  role: RoleStep,
  email: EmailStep,
  sso: SsoStep,
  user: UserStep,
  'full-form': FullFormStep,
};
