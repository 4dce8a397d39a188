import { createContext, useContext, useSyncExternalStore } from 'react';
import { toasts } from './toastStore';
import type { Toast, ToastStore } from './toastStore';

/** The store components show toasts through; the app's `toasts` unless a test or story provides another. */
export const ToastStoreContext = createContext<ToastStore>(toasts);

/** `show`, `update` and `dismiss` (and the rest of the store) for components. */
export function useToasts(): ToastStore {
  return useContext(ToastStoreContext);
}

/** The toasts on screen, re-rendering when they change. */
export function useToastList(store: ToastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
}
