import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../ui/Button';
import type { NavigationGroup } from './navigationItems';
import './MobileNavigation.css';

const MobileNavigationPanel = lazy(() => import('./MobileNavigationPanel'));

/**
 * Below the sidebar's breakpoint (navigation.md 2.7: hidden under 720 px) the header offers the same
 * navigation behind a menu button, in a panel that closes when a destination is chosen.
 */
export function MobileNavigation({ groups }: { groups: readonly NavigationGroup[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <>
      <Button variant="quiet" className="mobile-navigation__toggle" aria-label={t('layout.navigation.open')} aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        <span className="mobile-navigation__icon" aria-hidden="true" />
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <MobileNavigationPanel groups={groups} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
