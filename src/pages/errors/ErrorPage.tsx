import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import { LOGIN_PATH } from '../../routing/paths';
import { Link } from '../../ui/Link';
import { useToasts } from '../../app/toasts/useToasts';
import { browserPage, resetLocalData } from './browserPage';
import type { CrashDialog } from './CrashDialog';
import { ErrorIdCopy } from './ErrorIdCopy';
import { ErrorLinks } from './ErrorLinks';
import { errorPageActions, errorPageTexts } from './errorPageContent';
import type { ErrorPageAction } from './errorPageContent';
import type { PageErrorCode } from '../../errors/fromUnknown';
import { SUPPORT_EMAIL } from './support';
import { useCrashReporter } from './useCrashReporter';
import './ErrorPage.css';

// The crash dialog (react-aria's text field among others) loads when the user asks to report an issue.
const loadCrashDialog = () => import('./CrashDialog').then(({ CrashDialog }) => CrashDialog);

export type ErrorPageVariant = 'full' | 'minimal' | 'modal';

export interface ErrorPageProps {
  code: PageErrorCode;
  /**
   * full: the whole page (a <main>), with Home, Create and Help & Support links; minimal: inside a
   * page's layout; modal: over the parent route, which closing returns to.
   */
  variant?: ErrorPageVariant;
  /** The id the failure was reported under; shown with a copy button and enables 'Report an issue'. */
  errorId?: string;
  /** A defect rather than a modelled outcome: 'Unexpected error (<code>)' and the default body. */
  unexpected?: boolean;
  /** Replace the code's title and body (e.g. a page's own not-found wording). */
  title?: string;
  body?: ReactNode;
}

function ActionList({ actions, errorId, onReportIssue }: { actions: ErrorPageAction[]; errorId?: string; onReportIssue: () => void }) {
  const { t } = useTranslation();
  return actions.map((action) => {
    switch (action) {
      case 'logIn':
        return (
          <Link key={action} href={LOGIN_PATH} className="error-page__action-link">
            {t('errorPage.logIn')}
          </Link>
        );
      case 'reload':
        return (
          <Button key={action} onPress={() => browserPage.reload()}>
            {t('errorPage.reload')}
          </Button>
        );
      case 'resetLocalData':
        return (
          <Button key={action} onPress={resetLocalData}>
            {t('errorPage.resetLocalData')}
          </Button>
        );
      case 'reportIssue':
        return (
          <Button key={action} onPress={onReportIssue}>
            {t('errorPage.reportIssue')}
          </Button>
        );
      case 'contactSupport': {
        const subject = errorId ? `?subject=${encodeURIComponent(t('errorPage.supportMailSubject', { id: errorId }))}` : '';
        return (
          // Not the router-aware Link, which would resolve the mailto: address as an app path.
          <a key={action} href={`mailto:${SUPPORT_EMAIL}${subject}`} className="link error-page__action-link">
            {t('errorPage.contactSupport')}
          </a>
        );
      }
    }
  });
}

/** The error screen (navigation.md 2.15) in its full, minimal or modal variant. */
export function ErrorPage({ code, variant = 'full', errorId, unexpected = false, title, body }: ErrorPageProps) {
  const { t } = useTranslation();
  const sendCrashReport = useCrashReporter();
  const toasts = useToasts();
  const [ReportDialog, setReportDialog] = useState<typeof CrashDialog>();
  const [reporting, setReporting] = useState(false);
  const titleId = useId();
  const reportable = errorId !== undefined && sendCrashReport !== null;
  const texts = errorPageTexts({ code, unexpected, reported: reportable });
  const heading = title ?? t(texts.title, texts.values);
  const actions = errorPageActions({ code, unexpected, reported: reportable });

  const reportIssue = () => {
    loadCrashDialog().then(
      (Dialog) => {
        setReportDialog(() => Dialog);
        setReporting(true);
      },
      // Offline or redeployed: the report could not be sent either, so say what sending failing says.
      () => toasts.show({ type: 'error', message: t('crashDialog.failed', { email: SUPPORT_EMAIL }) }),
    );
  };

  const content = (
    <>
      <div className="error-page__body">{body ?? <p>{t(texts.body, texts.values)}</p>}</div>
      <div className="error-page__actions">
        {variant !== 'modal' && <Button onPress={() => browserPage.back()}>{t('errorPage.goBack')}</Button>}
        <ActionList actions={actions} errorId={errorId} onReportIssue={reportIssue} />
      </div>
      {errorId !== undefined && <ErrorIdCopy errorId={errorId} />}
      {reportable && ReportDialog && <ReportDialog isOpen={reporting} onOpenChange={setReporting} errorId={errorId} send={sendCrashReport} />}
    </>
  );

  if (variant === 'modal') return <ErrorModal title={heading}>{content}</ErrorModal>;
  const Container = variant === 'full' ? 'main' : 'section';
  return (
    <Container className="error-page" data-variant={variant} aria-labelledby={titleId}>
      <div className="error-page__card">
        <h1 id={titleId} className="error-page__title">
          {heading}
        </h1>
        {content}
        {variant === 'full' && <ErrorLinks />}
      </div>
    </Container>
  );
}

function ErrorModal({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => void navigate('..');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog title={title} actions={<Button onPress={close}>{t('errorPage.close')}</Button>}>
        {children}
      </Dialog>
    </ModalDialog>
  );
}
