import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { ModalDialog } from '../../ui/Dialog';
import { modals as appModals } from './modalStore';
import type { ModalStore } from './modalStore';

/** Renders the stack of open modals; mount it once, inside the router and the i18n provider. */
export function ModalHost({ store = appModals }: { store?: ModalStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getModals, store.getModals);
  return entries.map(({ id, content: Content, props, options, isOpen }) => (
    <ModalDialog
      key={id}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) store.close(id);
      }}
      variant={options.variant}
      isDismissable={options.isDismissable}
      isKeyboardDismissDisabled={!options.isDismissable}
    >
      <Content {...props} close={() => store.close(id)} />
    </ModalDialog>
  ));
}

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
