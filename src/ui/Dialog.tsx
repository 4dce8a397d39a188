// Dialogs load react-aria's overlay machinery (about 35 KB of gzip JavaScript) when one first
// renders, not with the page: no first paint shows a dialog (src/ui/DialogParts.tsx has them).
import { Suspense, lazy } from 'react';
import type { DialogProps, ModalDialogProps } from './DialogParts';

export type { DialogProps, ModalDialogProps } from './DialogParts';

const parts = () => import('./DialogParts');
const LazyDialog = lazy(async () => ({ default: (await parts()).Dialog }));
const LazyModalDialog = lazy(async () => ({ default: (await parts()).ModalDialog }));

/** The dialog box itself; put it in a `ModalDialog` (or a DialogTrigger with one). */
export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** A modal overlay around a dialog; 'sheet' and 'dimmer' are fullscreen and never dismissed (navigation.md 2.14). */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyModalDialog {...props} />
    </Suspense>
  );
}
