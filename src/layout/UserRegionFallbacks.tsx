// What the signed-in user's regions show without their data: placeholders while the layout's query
// loads (or waits to start again for another account), retry panels once it failed. The layout shows
// them before Relay has loaded, so nothing here may import it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { RegionSlots } from './regionSlots';
import { SidebarSkeleton } from './Sidebar';
import { ThemeEffect } from './ThemeEffect';

/** The header's frame without its content: what shows until a header's code and data are there. */
export function HeaderPlaceholder({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="header">
      <span className="header__brand">{t('layout.brand')}</span>
      {children}
    </header>
  );
}

function RetryPanel({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-layout__region-error" role="alert">
      <span>{message}</span>
      <Button variant="quiet" onPress={retry}>
        {t('layout.retry')}
      </Button>
    </div>
  );
}

export function HeaderFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <HeaderPlaceholder>
      <RetryPanel message={t('layout.header.failed')} retry={retry} />
    </HeaderPlaceholder>
  );
}

export function SidebarFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="sidebar">
      <RetryPanel message={t('layout.navigation.failed')} retry={retry} />
    </div>
  );
}

interface UserRegionPlaceholdersProps {
  slots: RegionSlots;
  forcedLight: boolean;
  /** Given once the regions failed: the retry their panels offer. */
  retry?: () => void;
}

/** Every signed-in region without the user's data: loading, or failed; the theme stays the default. */
export function UserRegionPlaceholders({ slots, forcedLight, retry }: UserRegionPlaceholdersProps) {
  return (
    <>
      <ThemeEffect colorMode={null} forcedLight={forcedLight} />
      {slots.header(retry ? <HeaderFailed retry={retry} /> : <HeaderPlaceholder />)}
      {slots.sidebar(retry ? <SidebarFailed retry={retry} /> : <SidebarSkeleton />)}
    </>
  );
}
