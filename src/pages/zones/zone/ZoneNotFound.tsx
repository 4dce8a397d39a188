// The zone page's not-found screen (core.md 2): an unknown zone, or one of an account the user cannot see.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import zonePageTexts from '../../../i18n/en/zonePage.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath } from '../../../routing/paths';
import { Link } from '../../../ui/Link';
import './ZonePages.css';

registerTexts(zonePageTexts);

export function ZoneNotFound() {
  const { t } = useTranslation();
  const { accountId = '_' } = useParams();
  return (
    <section className="zone-not-found" aria-labelledby="zone-not-found-title">
      <span className="zone-not-found__art" aria-hidden="true">
        ♪
      </span>
      <h1 id="zone-not-found-title">{t('zonePage.notFound.title')}</h1>
      <p>{t('zonePage.notFound.body')}</p>
      <Link href={`${accountPath(accountId)}/zones`}>{t('zonePage.notFound.action')}</Link>
    </section>
  );
}
