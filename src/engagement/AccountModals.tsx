// The terms modal and the no-account modal of a signed-in user (navigation.md 2.14, 4). The terms modal
// shows when the selected account's terms were not accepted (or other terms were); 'Accept' records the
// acceptance (acceptLegal) and hides it. The no-account modal asks a user without accounts to sign up;
// its dismissal is remembered in local storage, and it stays off signup and checkout.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { registerTexts } from '../i18n/i18n';
import engagementTexts from '../i18n/en/engagement.json';
import { NO_ACCOUNT_DISMISSED_KEY, noAccountModalShown, termsModalShown } from '../domain/engagement/accountModals';
import { reportError } from '../errors/report';
import { Button } from '../ui/Button';
import { Dialog, ModalDialog } from '../ui/Dialog';
import { FormMessage } from '../ui/formFields';
import { useEngagementCalls } from './engagementCallsContext';
import { DEFAULT_TERMS_TYPE } from '../domain/billing/trial';

registerTexts(engagementTexts);

function TermsModal({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const calls = useEngagementCalls();
  const [termsType, setTermsType] = useState<string | null>(null);
  const [state, setState] = useState<'hidden' | 'shown' | 'accepting' | 'failed'>('hidden');

  useEffect(() => {
    if (!calls) return;
    let current = true;
    setState('hidden');
    calls.accountTerms(accountId).then(
      (terms) => {
        if (!current || !termsModalShown(terms)) return;
        setTermsType(terms.termsType ?? terms.acceptance?.termsType ?? DEFAULT_TERMS_TYPE);
        setState('shown');
      },
      (error: unknown) => reportError(error),
    );
    return () => {
      current = false;
    };
  }, [calls, accountId]);

  const accept = async () => {
    if (!calls || termsType === null) return;
    setState('accepting');
    try {
      await calls.acceptLegal(accountId, termsType);
      setState('hidden');
    } catch (error) {
      reportError(error);
      setState('failed');
    }
  };

  return (
    <ModalDialog isOpen={state !== 'hidden'} isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title={t('engagement.terms.title')}
        actions={
          <Button variant="primary" autoFocus isDisabled={state === 'accepting'} onPress={() => void accept()}>
            {t('engagement.terms.accept')}
          </Button>
        }
      >
        <p>{t('engagement.terms.body')}</p>
        {state === 'failed' && <FormMessage tone="error">{t('engagement.terms.failed')}</FormMessage>}
      </Dialog>
    </ModalDialog>
  );
}

const readDismissed = () => {
  try {
    return localStorage.getItem(NO_ACCOUNT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

function NoAccountModal() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(NO_ACCOUNT_DISMISSED_KEY, 'true');
    } catch {
      // Without storage it is dismissed for this visit only.
    }
    setDismissed(true);
  }, []);
  return (
    <ModalDialog
      isOpen={noAccountModalShown({ hasAccounts: false, dismissed, pathname })}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      isDismissable
    >
      <Dialog
        title={t('engagement.noAccount.title')}
        actions={
          <>
            <Button onPress={dismiss}>{t('engagement.noAccount.later')}</Button>
            <Button
              variant="primary"
              autoFocus
              onPress={() => {
                dismiss();
                void navigate('/signup');
              }}
            >
              {t('engagement.noAccount.signUp')}
            </Button>
          </>
        }
      >
        <p>{t('engagement.noAccount.body')}</p>
      </Dialog>
    </ModalDialog>
  );
}

export interface AccountModalsProps {
  /** The selected account; null without one. */
  accountId: string | null;
  /** Whether the user has accounts; null until the user's accounts are known. */
  hasAccounts: boolean | null;
}

export function AccountModals({ accountId, hasAccounts }: AccountModalsProps) {
  if (hasAccounts === false) return <NoAccountModal />;
  return accountId ? <TermsModal key={accountId} accountId={accountId} /> : null;
}
