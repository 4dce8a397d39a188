import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { HOME_PATH } from '../../routing/paths';
import { CREATE_PATH } from '../../routing/redirects';
import { SUPPORT_URL } from './support';

/**
 * Home, Create and Help & Support (navigation.md 2.15). External addresses are plain anchors: the
 * router-aware Link resolves every href as an app path.
 */
export function ErrorLinks() {
  const { t } = useTranslation();
  return (
    <nav className="error-page__links" aria-label={t('errorPage.helpfulLinks')}>
      <ul>
        <li>
          <Link href={HOME_PATH}>{t('errorPage.home')}</Link>
        </li>
        <li>
          <Link href={CREATE_PATH}>{t('errorPage.create')}</Link>
        </li>
        <li>
          <a className="link" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
            {t('errorPage.helpAndSupport')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
