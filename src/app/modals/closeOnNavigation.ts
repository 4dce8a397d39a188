import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { modals as appModals } from './modalStore';
import type { ModalStore } from './modalStore';

/**
 * Closes the modals that close on navigation whenever the path changes (search and hash changes are
 * not a new page: a modal may itself change them). Call it once in the root route's element.
 */
export function useCloseModalsOnNavigation(store: ModalStore = appModals): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    store.closeOnNavigation();
  }, [pathname, store]);
}
