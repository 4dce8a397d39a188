// The billing groups on the billing page (billing.md 2.4, 3.6, 4.10): each with its address in its
// country's format, the receipt toggle, and edit and delete. Deleting asks for a destructive
// confirmation; the server refuses it (409) while an active location uses the group, and the dialog says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLines } from '../../domain/billing/address';
import { withStatus, errorMessage } from '../../errors/errorMessage';
import type { BillingApi, BillingGroup } from '../../rest/billing';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { toasts } from '../../app/toasts/toastStore';
import { invoiceGroupEditPath } from './billingPaths';

interface BillingGroupListProps {
  api: BillingApi;
  accountId: string;
  groups: BillingGroup[];
  canEdit: boolean;
  onChanged: (groups: BillingGroup[]) => void;
}

export function BillingGroupList({ api, accountId, groups, canEdit, onChanged }: BillingGroupListProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<BillingGroup | null>(null);
  return (
    <section className="billing-card" aria-labelledby="billing-groups-heading">
      <h2 id="billing-groups-heading" className="billing-card__heading">
        {t('billing.groups.heading')}
      </h2>
      <ul className="billing-groups">
        {groups.map((group) => (
          <BillingGroupItem
            key={group.id}
            api={api}
            accountId={accountId}
            group={group}
            canEdit={canEdit}
            onSaved={(saved) => onChanged(groups.map((each) => (each.id === saved.id ? saved : each)))}
            onDelete={() => setDeleting(group)}
          />
        ))}
      </ul>
      {deleting && (
        <DeleteGroupDialog
          api={api}
          group={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onChanged(groups.filter((each) => each.id !== deleting.id));
            toasts.show({ type: 'success', message: t('billing.groups.deleted') });
          }}
        />
      )}
    </section>
  );
}

interface BillingGroupItemProps {
  api: BillingApi;
  accountId: string;
  group: BillingGroup;
  canEdit: boolean;
  onSaved: (group: BillingGroup) => void;
  onDelete: () => void;
}

function BillingGroupItem({ api, accountId, group, canEdit, onSaved, onDelete }: BillingGroupItemProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = `billing-group-${group.id}`;

  const toggleReceipts = async (send: boolean) => {
    setPending(true);
    setError(undefined);
    try {
      onSaved(await api.updateBillingGroup(group.id, { should_send_cc_payment_receipt: send }));
      toasts.show({ type: 'success', message: t('billing.groups.receiptsSaved') });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="billing-group" aria-labelledby={headingId}>
      <div className="billing-group__main">
        <h3 id={headingId} className="billing-group__name">
          {group.name}
          {group.default && <span className="billing-badge">{t('billing.groups.default')}</span>}
        </h3>
        <address className="billing-group__address">
          <span>{group.company_name}</span>
          {addressLines(group).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
        {group.email && <p className="billing-muted">{group.email}</p>}
        {group.vat_code && <p className="billing-muted">{t('billing.groups.vatCode', { code: group.vat_code })}</p>}
        <Checkbox isSelected={group.should_send_cc_payment_receipt} isDisabled={!canEdit || pending} onChange={(send) => void toggleReceipts(send)}>
          {t('billing.groups.receipts')}
        </Checkbox>
        {error && <FormMessage tone="error">{error}</FormMessage>}
      </div>
      {canEdit && (
        <div className="billing-group__actions">
          <Link className="button" data-variant="secondary" href={invoiceGroupEditPath(accountId, group.id)} aria-label={t('billing.groups.edit', { name: group.name })}>
            {t('billing.groupEdit.title')}
          </Link>
          <Button variant="quiet" onPress={onDelete} aria-label={t('billing.groups.delete', { name: group.name })}>
            {t('billing.groups.deleteConfirm')}
          </Button>
        </div>
      )}
    </li>
  );
}

function DeleteGroupDialog({ api, group, onClose, onDeleted }: { api: BillingApi; group: BillingGroup; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api.deleteBillingGroup(group.id);
      onDeleted();
    } catch (failure) {
      setError(withStatus(failure, 409) ? t('billing.groups.deleteInUse', { name: group.name }) : errorMessage(failure, t));
      setPending(false);
    }
  };
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('billing.groups.deleteTitle')}
        role="alertdialog"
        actions={
          <>
            <Button onPress={onClose}>{t('billing.groups.deleteCancel')}</Button>
            <Button variant="danger" isPending={pending} onPress={() => void confirm()}>
              {t('billing.groups.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('billing.groups.deleteMessage', { name: group.name })}</p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
      </Dialog>
    </ModalDialog>
  );
}
