import { useSyncExternalStore } from 'react';
import type { PreviewPlayerState } from './previewPlayer';
import { previewStore } from './previewStore';
import type { PreviewStore } from './previewStore';

/** The preview player's state, re-rendering with each change, and its store to act on. */
export function usePreview(store: PreviewStore = previewStore()): { preview: PreviewPlayerState; store: PreviewStore } {
  const preview = useSyncExternalStore(store.subscribe, store.getState);
  return { preview, store };
}
