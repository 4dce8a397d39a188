// Shown in place of the error screen when its chunk cannot be loaded (the user is offline, or a deploy
// removed the file): it ships in the entry, so it must stay small and load nothing (no react-aria, no
// other chunk), and its only way out is a plain link that reloads the page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorPageTexts } from './errorPageContent';
import type { ErrorPageProps } from './ErrorPage';
import '../../ui/Button.css';
import './ErrorPage.css';

/** The current page without its fragment: a link to the same URL with a fragment only scrolls, it does not reload. */
function currentPage(): string {
  return window.location.pathname + window.location.search;
}

/** The error code's title and body (as ErrorPage says them) with a 'Reload the page' link. */
export function StaticErrorFallback({ code, variant = 'full', unexpected = false, title, body }: ErrorPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const texts = errorPageTexts({ code, unexpected, reported: false });
  // No modal without react-aria's overlays: a modal's error is shown in place.
  const Container = variant === 'full' ? 'main' : 'section';
  return (
    <Container className="error-page" data-variant={variant === 'full' ? 'full' : 'minimal'} aria-labelledby={titleId}>
      <div className="error-page__card">
        <h1 id={titleId} className="error-page__title">
          {title ?? t(texts.title, texts.values)}
        </h1>
        <div className="error-page__body">{body ?? <p>{t(texts.body, texts.values)}</p>}</div>
        <div className="error-page__actions">
          <a className="button error-page__reload" href={currentPage()}>
            {t('errorPage.reload')}
          </a>
        </div>
      </div>
    </Container>
  );
}
