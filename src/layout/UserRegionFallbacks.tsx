// What the signed-in user's regions show without their data: placeholders while the layout's query
// loads (or waits to start again for another account), retry panels once it failed. The layout frame
// shows them from the entry chunk, before Relay and react-aria have loaded, so nothing here may import
// either.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../ui/Skeleton';
import type { RegionSlots } from './regionSlots';
import { ThemeEffect } from './ThemeEffect';
import '../ui/Button.css';
import './Sidebar.css';

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

/** The user menu's place while its code loads (src/layout/UserRegions.tsx): its avatar's circle. */
export function UserMenuPlaceholder() {
  return <Skeleton width="32px" height="32px" radius="50%" />;
}

/** Placeholders shaped like the navigation, while the account loads. */
export function SidebarSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="sidebar">
      <LoadingRegion label={t('layout.navigation.loading')}>
        <div className="sidebar__skeleton">
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={row} width={`${55 + ((row * 17) % 35)}%`} height="1.75em" />
          ))}
        </div>
      </LoadingRegion>
    </div>
  );
}

function RetryPanel({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-layout__region-error" role="alert">
      <span>{message}</span>
      {/* Styled as src/ui/Button; native, since a region may have failed because no chunk loads. */}
      <button type="button" className="button" data-variant="quiet" onClick={retry}>
        {t('layout.retry')}
      </button>
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
