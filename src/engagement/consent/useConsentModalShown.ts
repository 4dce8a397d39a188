import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { ConsentStore } from './consentStore';

/** Whether the consent modal shows on the current page (navigation.md 2.16). */
export function useConsentModalShown(store: ConsentStore): boolean {
  const { pathname } = useLocation();
  useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return store.modalShown(pathname);
}
