// The money dialogs of billing.md 2.7: the upgrade modal (Close, and Upgrade to the account's
// upgrade-plan page; its description from an intent such as 'activate more than one zone') and the
// cancel-downgrade modal opened from 'Cancel change'. Both open through the app's modal store.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../app/modals/modalStore';
import { ACTIVATE_MORE_THAN_ONE_ZONE } from '../../domain/billing/zoneSubscription';
import { errorMessage } from '../../errors/errorMessage';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';

/** The intents the upgrade modal explains, and their texts. */
export const UPGRADE_INTENTS = { [ACTIVATE_MORE_THAN_ONE_ZONE]: 'activateMoreThanOneZone' } as const;
export type UpgradeIntent = keyof typeof UPGRADE_INTENTS;

export const upgradePlanPath = (accountId: string) => accountPath(accountId, '/upgrade-plan');

export function UpgradeDialog({ accountId, intent, close }: ModalContentProps & { accountId: string; intent: UpgradeIntent }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('subscriptions.upgrade.title')}
      actions={
        <>
          <Button onPress={close}>{t('subscriptions.upgrade.close')}</Button>
          <Link className="button" data-variant="primary" href={upgradePlanPath(accountId)} onPress={close} autoFocus>
            {t('subscriptions.upgrade.confirm')}
          </Link>
        </>
      }
    >
      {t(`subscriptions.upgrade.intent.${UPGRADE_INTENTS[intent]}`)}
    </Dialog>
  );
}

export interface CancelDowngradeDialogProps extends ModalContentProps {
  plan: string;
  upcomingPlan: string;
  /** POST billing /accounts/{id}/cancel_downgrade. */
  cancelDowngrade: () => Promise<void>;
  onCancelled: () => void;
}

export function CancelDowngradeDialog({ plan, upcomingPlan, cancelDowngrade, onCancelled, close }: CancelDowngradeDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const planName = (name: string) => t(`subscriptions.planName.${name}`, { defaultValue: name });
  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await cancelDowngrade();
    } catch (error) {
      setFailure(errorMessage(error, t));
      setPending(false);
      return;
    }
    close();
    onCancelled();
  };
  return (
    <Dialog
      role="alertdialog"
      title={t('subscriptions.cancelDowngrade.title')}
      actions={
        <>
          <Button onPress={close}>{t('subscriptions.cancelDowngrade.close')}</Button>
          <Button variant="primary" autoFocus isPending={pending} onPress={() => void confirm()}>
            {t('subscriptions.cancelDowngrade.confirm', { plan: planName(plan) })}
          </Button>
        </>
      }
    >
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <p>{t('subscriptions.cancelDowngrade.message', { plan: planName(plan), upcoming: planName(upcomingPlan) })}</p>
    </Dialog>
  );
}
