// /electron/browser-opened (navigation.md 2.5, 2.13): shown after the shell opened a page in the system browser.
import { useTranslation } from 'react-i18next';
import electronTexts from '../../i18n/en/electron.json';
import { registerTexts } from '../../i18n/i18n';
import { DESKTOP_PAIRED_ZONE_PATH } from '../../routing/paths';
import { Link } from '../../ui/Link';
import './electron.css';

registerTexts(electronTexts);

export function BrowserOpenedPage() {
  const { t } = useTranslation();
  return (
    <div className="electron-page">
      <h1>{t('electron.browserOpened.title')}</h1>
      <p>{t('electron.browserOpened.message')}</p>
      <Link href={DESKTOP_PAIRED_ZONE_PATH}>{t('electron.browserOpened.back')}</Link>
    </div>
  );
}
