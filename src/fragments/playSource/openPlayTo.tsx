// Opens playTo (core.md 2 context menu) in the modal host. The dialog, with its zone search, list and
// query, loads when first opened, not with every page that offers playTo (the zone player, each
// source's menu); like every dialog (src/ui/Dialog.tsx) it shows once its code is in.
import { Suspense, lazy } from 'react';
import { openModal } from '../../app/modals/modalStore';
import type { ModalContentProps } from '../../app/modals/modalStore';
import type { PlayToProps } from './PlayToDialog';

const PlayToDialog = lazy(async () => ({ default: (await import('./PlayToDialog')).PlayToDialog }));

function LazyPlayToDialog(props: ModalContentProps & PlayToProps) {
  return (
    <Suspense fallback={null}>
      <PlayToDialog {...props} />
    </Suspense>
  );
}

export function openPlayTo(request: PlayToProps): string {
  return openModal(LazyPlayToDialog, request);
}
