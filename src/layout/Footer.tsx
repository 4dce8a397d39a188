import { useTranslation } from 'react-i18next';
import { consent } from '../engagement/consent/consentStore';
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
      <Button variant="quiet" onPress={() => consent.openSettings()}>
        {t('layout.footer.cookieSettings')}
      </Button>
    </footer>
  );
}
