// The optimistic changes of each zone's playback (core.md 4 'Playback'): a control adds a layer at once,
// and the layer goes after OPTIMISTIC_TIMEOUT_MS or when the change fails. One store for the app, so that
// the zone page and the now-playing bar show the same thing.
import { useSyncExternalStore } from 'react';
import { OPTIMISTIC_TIMEOUT_MS } from '../../domain/playbackControl';
import type { OptimisticLayer, PlaybackFields } from '../../domain/playbackControl';

export type PlaybackLayer = OptimisticLayer<{ id: string }>;
export type PlaybackPatch = Partial<PlaybackFields<{ id: string }>>;

const NONE: readonly PlaybackLayer[] = [];

export interface OptimisticPlaybackStore {
  /** Layers the patch over the zone's state; returns the layer's id, to remove it when the change fails. */
  add(zoneId: string, patch: PlaybackPatch): number;
  remove(zoneId: string, layerId: number): void;
  layersOf(zoneId: string): readonly PlaybackLayer[];
  subscribe(listener: () => void): () => void;
}

export function createOptimisticPlaybackStore(now: () => number = Date.now): OptimisticPlaybackStore {
  const layers = new Map<string, readonly PlaybackLayer[]>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  const emit = () => listeners.forEach((listener) => listener());
  const store: OptimisticPlaybackStore = {
    add(zoneId, patch) {
      const id = nextId++;
      layers.set(zoneId, [...store.layersOf(zoneId), { id, patch, expiresAt: now() + OPTIMISTIC_TIMEOUT_MS }]);
      setTimeout(() => store.remove(zoneId, id), OPTIMISTIC_TIMEOUT_MS);
      emit();
      return id;
    },
    remove(zoneId, layerId) {
      const current = store.layersOf(zoneId);
      if (!current.some((layer) => layer.id === layerId)) return;
      const rest = current.filter((layer) => layer.id !== layerId);
      if (rest.length > 0) layers.set(zoneId, rest);
      else layers.delete(zoneId);
      emit();
    },
    layersOf: (zoneId) => layers.get(zoneId) ?? NONE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export const optimisticPlayback = createOptimisticPlaybackStore();

export function useOptimisticLayers(zoneId: string): readonly PlaybackLayer[] {
  return useSyncExternalStore(optimisticPlayback.subscribe, () => optimisticPlayback.layersOf(zoneId));
}
