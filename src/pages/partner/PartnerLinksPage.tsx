// /partner-portal/{accountId}/links (navigation.md 2.5): the links a partner hands to its customers
// (partnerLinks: the players' download page and each vendor's pairing-guide landing), each read-only
// with a copy button.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { useCopyText } from '../../ui/useCopyText';
import { partnerLinks, partnerPortalPath } from './partnerPortal';
import type { PartnerLink } from './partnerPortal';
import './partner.css';
import './partnerTexts';

export function PartnerLinksPage() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  return (
    <div className="partner-page">
      <header className="partner-page__header">
        <div>
          <p className="partner-page__eyebrow">{t('partner.label')}</p>
          <h1>{t('partner.links.title')}</h1>
          <p>{t('partner.links.intro')}</p>
        </div>
        <nav className="partner-page__actions" aria-label={t('partner.dashboard.actions')}>
          <Link href={partnerPortalPath(accountId)}>{t('partner.backToDashboard')}</Link>
        </nav>
      </header>
      <ul className="partner-page__list">
        {partnerLinks(window.location.origin).map((link) => (
          <li key={link.id} className="partner-link">
            <PartnerLinkRow link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PartnerLinkRow({ link }: { link: PartnerLink }) {
  const { t } = useTranslation();
  const { state, copy, input } = useCopyText(link.url);
  const label = link.kind === 'download' ? t('partner.links.download') : t('partner.links.connect', { vendor: t(`partner.vendors.${link.vendor}`) });
  return (
    <>
      <div className="partner-link__row">
        <TextField label={label} value={link.url} isReadOnly inputRef={input} />
        <Button onPress={() => void copy()} aria-label={t('partner.links.copyNamed', { name: label })}>
          {t('partner.links.copy')}
        </Button>
      </div>
      <p className="partner-link__status" role="status">
        {state === 'copied' && t('partner.links.copied')}
        {state === 'failed' && t('partner.links.copyFailed')}
      </p>
    </>
  );
}
