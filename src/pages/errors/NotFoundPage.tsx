import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { ErrorLinks } from './ErrorLinks';
import './ErrorPage.css';

export interface NotFoundPageProps {
  /** The unknown path, as the user typed or followed it. */
  path: string;
  /** Known routes close to it, best first (the route table computes them). */
  suggestions: readonly string[];
  /** full: the whole page; minimal: inside a page's layout. */
  variant?: 'full' | 'minimal';
}

/** The fuzzy not-found page for unknown paths: 'Route not found ({path})' (navigation.md 2.1). */
export function NotFoundPage({ path, suggestions, variant = 'full' }: NotFoundPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const suggestionsId = useId();
  const Container = variant === 'full' ? 'main' : 'section';
  return (
    <Container className="error-page" data-variant={variant} aria-labelledby={titleId}>
      <div className="error-page__card">
        <h1 id={titleId} className="error-page__title">
          {t('errors.routeNotFound', { path })}
        </h1>
        <div className="error-page__body">
          <p>{t('errorPage.routeNotFoundBody')}</p>
        </div>
        {suggestions.length > 0 && (
          <>
            <h2 id={suggestionsId} className="error-page__suggestions-title">
              {t('errorPage.suggestions')}
            </h2>
            <ul className="error-page__suggestions" aria-labelledby={suggestionsId}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Link href={suggestion}>{suggestion}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <ErrorLinks />
      </div>
    </Container>
  );
}
