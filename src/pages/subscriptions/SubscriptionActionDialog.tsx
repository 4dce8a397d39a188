// The dialog of /subscription/{action} (billing.md 2.3, 4.3, 5.2) over the zone subscription page. Closing
// it, or finishing, goes back to the page (replacing the action's entry).
import { getLocalTimeZone, today } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { useEffect, useState } from 'react';
import { Button as AriaButton, DatePicker, Dialog as AriaDialog, FieldError, Form, Group, Label, Popover, Calendar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../app/toasts/useToasts';
import { useLoad } from '../../app/useLoad';
import { isPaymentMethodMissing, paymentTypeOf } from '../../domain/billing/paymentMethods';
import { displayedPriceTier } from '../../domain/billing/plans';
import type { BillingCycle, Plan, Tier } from '../../domain/billing/plans';
import { TRIAL_PURCHASE } from '../../domain/billing/trial';
import { CANCELLATION_REASON_NAMES, cancellationReasonSchema } from '../../domain/billing/validation';
import type { CancellationReasonInput } from '../../domain/billing/validation';
import type { ZoneSubscriptionButton } from '../../domain/billing/zoneSubscription';
import { isAppError } from '../../errors/AppError';
import { errorMessage } from '../../errors/errorMessage';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import type { BillingCycleName, PaymentMethodRecord, PlanName, SubscriptionPurchase } from '../../rest/subscriptions';
import type { ZONE_SUBSCRIPTION_ACTIONS } from '../../routing/routeParams';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { CalendarMonth, DateSegments } from '../../ui/DateFields';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import { FormRadioGroup } from '../../ui/choiceFields';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { CycleChoice } from './CycleChoice';
import { UpgradeDialog } from './MoneyDialogs';
import { PriceTable } from './PriceTable';
import { entryOf } from './priceEntries';
import { planOf, tierOf } from './planNames';
import { useDateText } from './useDateText';
import type { SubscriptionZone } from './ZoneSubscriptionPage';
import '../../ui/Field.css';

export type ZoneAction = (typeof ZONE_SUBSCRIPTION_ACTIONS)[number];

/** The screen's button each action route belongs to ('upgrade' is the upgrade modal's). */
export const actionButton: Record<Exclude<ZoneAction, 'upgrade'>, ZoneSubscriptionButton> = {
  activate: 'activate',
  resubscribe: 'resume',
  unsubscribe: 'unsubscribe',
  deactivate: 'deactivate',
  pause: 'pause',
  'modify-pause': 'modifyPause',
};

/** billing.md 4.8, 9: yearly for directly sold accounts, monthly for distributor accounts. */
export const defaultBillingCycle = (soldByDistributor: boolean): BillingCycleName => (soldByDistributor ? 'monthly' : 'yearly');

/** Failures our own code raised (a failed payment, polling that ran out) say what happened in their message. */
function actionErrorMessage(error: unknown, t: Parameters<typeof errorMessage>[1]): string {
  if (isAppError(error) && error.status === undefined && (error.code === 'pollingFailed' || error.message.startsWith('Purchase failed'))) return error.message;
  return errorMessage(error, t);
}

export interface SubscriptionActionDialogProps {
  action: ZoneAction;
  zone: SubscriptionZone;
  accountId: string;
  /** The subscription screen the dialog is over: where closing it goes. */
  pagePath: string;
  /** The account's payment method, null when it has none. */
  paymentMethod: PaymentMethodRecord | null;
  onDone: () => void;
}

export function SubscriptionActionDialog({ action, zone, accountId, pagePath, paymentMethod, onDone }: SubscriptionActionDialogProps) {
  const navigate = useNavigate();
  const back = () => void navigate(pagePath, { replace: true });
  const finish = () => {
    onDone();
    back();
  };
  const props = { zone, onClose: back, onDone: finish };
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && back()} isDismissable={false}>
      {action === 'upgrade' && <UpgradeDialog accountId={accountId} intent="activate more than one zone" close={back} />}
      {action === 'activate' && <ActivateDialog {...props} paymentMethod={paymentMethod} />}
      {action === 'resubscribe' && <ResumeDialog {...props} />}
      {(action === 'pause' || action === 'modify-pause') && <PauseDialog {...props} modify={action === 'modify-pause'} />}
      {(action === 'unsubscribe' || action === 'deactivate') && <CancelDialog {...props} deactivateZone={action === 'deactivate'} accountId={accountId} />}
    </ModalDialog>
  );
}

interface ActionProps {
  zone: SubscriptionZone;
  onClose: () => void;
  onDone: () => void;
}

function useRunner(onDone: () => void) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (work: () => Promise<unknown>, success: string) => {
    setPending(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(actionErrorMessage(error, t));
      setPending(false);
      return;
    }
    toasts.show({ type: 'success', message: success });
    onDone();
  };
  return { pending, failure, run };
}

function ActivateDialog({ zone, onClose, onDone, paymentMethod }: ActionProps & { paymentMethod: PaymentMethodRecord | null }) {
  const { t } = useTranslation();
  const hasPaymentMethod = !isPaymentMethodMissing(paymentMethod);
  const api = useSubscriptionsApi();
  const { pending, failure, run } = useRunner(onDone);
  const [cycle, setCycle] = useState<BillingCycleName>(defaultBillingCycle(zone.account.distributor !== null));
  const purchase = () =>
    api.purchase(
      zone.id,
      hasPaymentMethod
        ? purchaseOf(zone, cycle)
        : { account: zone.account.id, ...TRIAL_PURCHASE },
    );
  return (
    <Dialog
      title={t('subscriptions.activate.title', { zone: zone.name })}
      actions={
        <>
          <Button onPress={onClose} isDisabled={pending}>
            {t('subscriptions.cancelButton')}
          </Button>
          <Button variant="primary" autoFocus isPending={pending} onPress={() => void run(purchase, t('subscriptions.activate.done', { zone: zone.name }))}>
            {t('subscriptions.activate.confirm')}
          </Button>
        </>
      }
    >
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {pending && <FormMessage tone="info">{t('subscriptions.activate.working')}</FormMessage>}
      {hasPaymentMethod && (
        <>
          <p>{t('subscriptions.activate.intro')}</p>
          <ActivationPrices zone={zone} cycle={cycle} onCycle={setCycle} invoiced={paymentTypeOf(paymentMethod?.psp) === 'invoice'} />
        </>
      )}
    </Dialog>
  );
}

/**
 * What activating the zone costs (billing.md 4.8): each cycle's price at the account's plan and tier, and
 * the price table of the chosen one, with the cost of aligning the zone to the account's renewal and the
 * invoice fee when the account pays by invoice.
 */
function ActivationPrices({ zone, cycle, onCycle, invoiced }: { zone: SubscriptionZone; cycle: BillingCycle; onCycle: (cycle: BillingCycle) => void; invoiced: boolean }) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const [pricing] = useLoad(zone.id, () => api.pricing({ soundZone: zone.id }));
  const plan = planOf(zone.account.plan) as Plan;
  const tier = tierOf(zone.account.tier) as Tier;
  const entryAt = (value: BillingCycle, at: Tier) => (pricing.status === 'loaded' ? entryOf(pricing.data, plan, value, at) : null);
  const entry = entryAt(cycle, tier);
  return (
    <>
      <CycleChoice cycle={cycle} onChange={onCycle} entryOf={(value) => entryAt(value, displayedPriceTier(value, tier))} />
      {pricing.status === 'loading' && (
        <LoadingRegion label={t('subscriptions.loading')}>
          <Skeleton width="100%" height="6rem" radius="var(--radius)" />
        </LoadingRegion>
      )}
      {pricing.status === 'failed' && <FormMessage tone="error">{errorMessage(pricing.error, t)}</FormMessage>}
      {pricing.status === 'loaded' && entry && (
        <PriceTable entry={entry} invoiceFee={invoiced ? pricing.data.invoice_fee : 0} caption={t('subscriptions.priceTable.caption', { plan: t(`subscriptions.planName.${plan}`) })} />
      )}
    </>
  );
}

/** A purchase on the account's plan and tier (billing.md 4.3), on its default billing cycle. */
const purchaseOf = (zone: SubscriptionZone, billingCycle: BillingCycleName): SubscriptionPurchase => ({
  account: zone.account.id,
  legal_acceptance: true,
  terms_type: 'general',
  billing_cycle: billingCycle,
  tier: tierOf(zone.account.tier),
  plan: planOf(zone.account.plan) as PlanName,
  discount_months: 0,
});

function ResumeDialog({ zone, onClose, onDone }: ActionProps) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const { pending, failure, run } = useRunner(onDone);
  // A zone whose paid time ran out before it had a subscription record (an old zone) has nothing to
  // reactivate: resuming it buys its subscription anew, the recurrence polled as for activation.
  const resume = async () => {
    const record = await api.zoneSubscription(zone.id);
    if (record) await api.resume(zone.id);
    else await api.purchase(zone.id, purchaseOf(zone, defaultBillingCycle(zone.account.distributor !== null)));
  };
  return (
    <Dialog
      title={t('subscriptions.resubscribe.title', { zone: zone.name })}
      actions={
        <>
          <Button onPress={onClose} isDisabled={pending}>
            {t('subscriptions.cancelButton')}
          </Button>
          <Button variant="primary" autoFocus isPending={pending} onPress={() => void run(resume, t('subscriptions.resubscribe.done', { zone: zone.name }))}>
            {t('subscriptions.resubscribe.confirm')}
          </Button>
        </>
      }
    >
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <p>{t('subscriptions.resubscribe.intro')}</p>
    </Dialog>
  );
}

/** The chosen day's local midnight: when the zone resumes. */
const startOfDay = (day: CalendarDate): Date => day.toDate(getLocalTimeZone());

function PauseDialog({ zone, onClose, onDone, modify }: ActionProps & { modify: boolean }) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const dateText = useDateText();
  const { pending, failure, run } = useRunner(onDone);
  const tomorrow = today(getLocalTimeZone()).add({ days: 1 });
  const [day, setDay] = useState<CalendarDate | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const submit = () => {
    if (!day) return setFieldError(t('subscriptions.pause.dateRequired'));
    if (day.compare(tomorrow) < 0) return setFieldError(t('subscriptions.pause.dateFuture'));
    setFieldError(undefined);
    const at = startOfDay(day);
    const values = { zone: zone.name, date: dateText(at) };
    void run(() => (modify ? api.modifyPause(zone.id, at) : api.deactivate(zone.id, at)), modify ? t('subscriptions.pause.modified', values) : t('subscriptions.pause.done', values));
  };
  return (
    <Dialog title={modify ? t('subscriptions.pause.modifyTitle', { zone: zone.name }) : t('subscriptions.pause.title', { zone: zone.name })}>
      <Form
        className="subscription-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <p>{t('subscriptions.pause.intro')}</p>
        <DatePicker className="field date-picker" value={day} onChange={setDay} minValue={tomorrow} isInvalid={Boolean(fieldError)} autoFocus>
          <Label className="field__label">{t('subscriptions.pause.date')}</Label>
          <Group className="date-picker__group">
            <DateSegments />
            <AriaButton className="date-picker__button">▾</AriaButton>
          </Group>
          <FieldError className="field__error">{fieldError}</FieldError>
          <Popover className="date-picker__popover">
            <AriaDialog className="date-picker__dialog">
              <Calendar className="calendar">
                <CalendarMonth />
              </Calendar>
            </AriaDialog>
          </Popover>
        </DatePicker>
        <div className="dialog__actions">
          <Button onPress={onClose} isDisabled={pending}>
            {t('subscriptions.cancelButton')}
          </Button>
          <Button type="submit" variant="primary" isPending={pending}>
            {modify ? t('subscriptions.pause.modifyConfirm') : t('subscriptions.pause.confirm')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

function CancelDialog({ zone, onClose, onDone, deactivateZone, accountId }: ActionProps & { deactivateZone: boolean; accountId: string }) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const navigate = useNavigate();
  // A deactivated zone is gone from the account: its page is no place to come back to.
  const { pending, failure, run } = useRunner(deactivateZone ? () => void navigate(accountPath(accountId, '/zones'), { replace: true }) : onDone);
  const form = useZodForm(cancellationReasonSchema, { text: '', detailed_text: '', feedback: '' });
  const name = form.watch('name');
  const reasonText = (value: string) => t(`subscriptions.cancel.reasons.${value}`);
  // The reason's text is the chosen reason as the user read it (billing.md 3.10).
  useEffect(() => {
    if (name) form.setValue('text', reasonText(name));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  const onSubmit = form.handleSubmit((values: CancellationReasonInput) =>
    run(
      async () => {
        await api.giveCancellationReason(zone.id, {
          name: values.name,
          text: values.text,
          ...(values.name === 'user_defined' && values.detailed_text ? { detailed_text: values.detailed_text } : {}),
          ...(values.feedback ? { feedback: values.feedback } : {}),
        });
        await (deactivateZone ? api.deactivateZone(zone.id) : api.deactivate(zone.id));
      },
      deactivateZone ? t('subscriptions.cancel.deactivated', { zone: zone.name }) : t('subscriptions.cancel.unsubscribed', { zone: zone.name }),
    ),
  );
  return (
    <Dialog title={deactivateZone ? t('subscriptions.cancel.deactivateTitle', { zone: zone.name }) : t('subscriptions.cancel.unsubscribeTitle', { zone: zone.name })}>
      <Form className="subscription-form" validationBehavior="aria" onSubmit={(event) => void onSubmit(event)}>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <p>{t('subscriptions.cancel.intro')}</p>
        <FormRadioGroup control={form.control} name="name" label={t('subscriptions.cancel.reason')} choices={CANCELLATION_REASON_NAMES.map((value) => ({ value, label: reasonText(value) }))} />
        {name === 'user_defined' && <FormTextField control={form.control} name="detailed_text" label={t('subscriptions.cancel.detailedText')} maxLength={1000} />}
        <FormTextField control={form.control} name="feedback" label={t('subscriptions.cancel.feedback')} maxLength={1000} />
        <div className="dialog__actions">
          <Button onPress={onClose} isDisabled={pending}>
            {t('subscriptions.cancelButton')}
          </Button>
          <Button type="submit" variant="danger" isPending={pending}>
            {deactivateZone ? t('subscriptions.cancel.deactivateConfirm') : t('subscriptions.cancel.unsubscribeConfirm')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
