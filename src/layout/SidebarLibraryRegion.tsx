// Where the sidebar's library goes: its empty state for a visitor or a user without an account, and for
// an account the library itself, whose code (with its list and Relay's pagination) is asked for only
// after the layout's first paint.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import './SidebarLibrary.css';
import sidebarLibraryTexts from '../i18n/en/sidebarLibrary.json';
import { registerTexts } from '../i18n/i18n';
import { Skeleton } from '../ui/Skeleton';

registerTexts(sidebarLibraryTexts);

const SidebarLibrary = lazy(async () => ({ default: (await import('./SidebarLibrary')).SidebarLibrary }));

export type SidebarLibraryState = { kind: 'loggedOut' } | { kind: 'noAccount' } | { kind: 'account'; accountId: string };

export function SidebarLibraryRegion({ state }: { state: SidebarLibraryState }) {
  const { t } = useTranslation();
  // Mounted: the first paint is done, and the library may load.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return (
    <section className="sidebar-library" aria-labelledby="sidebar-library-title">
      <h2 id="sidebar-library-title" className="sidebar-library__title">
        {t('sidebarLibrary.title')}
      </h2>
      {state.kind === 'loggedOut' && <p className="sidebar-library__empty">{t('sidebarLibrary.emptyLoggedOut')}</p>}
      {state.kind === 'noAccount' && <p className="sidebar-library__empty">{t('sidebarLibrary.emptyNoAccount')}</p>}
      {state.kind === 'account' && (
        <RegionErrorBoundary resetKey={state.accountId} fallback={(retry) => <SidebarLibraryError retry={retry} />}>
          <Suspense fallback={<Skeleton height={48} radius="var(--radius)" />}>{painted && <SidebarLibrary accountId={state.accountId} />}</Suspense>
        </RegionErrorBoundary>
      )}
    </section>
  );
}

function SidebarLibraryError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="sidebar-library__empty">
      {t('sidebarLibrary.error')}{' '}
      <button type="button" onClick={retry}>
        {t('sidebarLibrary.retry')}
      </button>
    </p>
  );
}
