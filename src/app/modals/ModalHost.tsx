import { useSyncExternalStore } from 'react';
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
