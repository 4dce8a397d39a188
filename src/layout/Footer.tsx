import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { SUPPORT_URL } from './externalLinks';
import './Footer.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <span>{t('layout.footer.copyright', { year: new Date().getFullYear() })}</span>
      <Link href="/download">{t('layout.userMenu.downloadApps')}</Link>
      <Link href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
        {t('layout.userMenu.support')}
      </Link>
      {/* Consent's code stays out of the layout's chunk until asked for (navigation.md 2.16: forced open). */}
      <Button variant="quiet" onPress={() => void import('../engagement/consent/consentStore').then(({ consent }) => consent.openSettings())}>
        {t('layout.footer.cookieSettings')}
      </Button>
    </footer>
  );
}
