// The toasts on screen (navigation.md 3 and 9): shown by id, updated in place, closed by their timer or
// by the user, and kept one second after closing so they can animate out.
import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'loading' | 'custom';
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export const TOAST_POSITIONS: readonly ToastPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

/** How long each type stays (navigation.md 9); a custom toast names its own duration. */
export const TOAST_DURATION_MS = { success: 4000, error: 20_000, loading: Infinity } as const;
export const TOAST_MAX_WIDTH_PX = 350;
export const TOAST_GUTTER_PX = 8;
/** A closed toast stays this long for its exit animation, then leaves the DOM. */
export const TOAST_REMOVAL_DELAY_MS = 1000;

/** An action button (onClick) or link (to, an in-app path); pressing it also closes the toast. */
export type ToastAction = { label: string; to: string; onClick?: never } | { label: string; onClick: () => void; to?: never };

interface ToastFields {
  /** Showing a toast with the id of one on screen replaces it instead of adding another. */
  id?: string;
  message: string;
  body?: ReactNode;
  /** Replaces the type's icon; decorative (hidden from assistive technology). */
  icon?: ReactNode;
  action?: ToastAction;
  position?: ToastPosition;
  hideDismissButton?: boolean;
  /** CSS pixels; default TOAST_MAX_WIDTH_PX. */
  maxWidth?: number;
}

/** What `show` takes: milliseconds or Infinity (stays until closed); custom toasts must say which. */
export type ToastInput = (ToastFields & { type: 'success' | 'error' | 'loading'; duration?: number }) | (ToastFields & { type: 'custom'; duration: number });

export type ToastPatch = Partial<Omit<ToastFields, 'id'>> & { type?: ToastType; duration?: number };

export interface Toast extends Omit<ToastFields, 'id'> {
  id: string;
  type: ToastType;
  duration: number;
  position: ToastPosition;
  maxWidth: number;
  /** False from the moment it is closed until it is removed TOAST_REMOVAL_DELAY_MS later. */
  visible: boolean;
}

export interface ToastStore {
  show(input: ToastInput): string;
  /** Changes a toast on screen (e.g. loading to success); a new type without a duration gets that type's
   * duration, counted from now. */
  update(id: string, patch: ToastPatch): void;
  dismiss(id: string): void;
  /** Stops the close timers while the user is reading (pointer over or focus in the toasts). */
  pause(): void;
  resume(): void;
  getToasts(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

interface Timers {
  close?: ReturnType<typeof setTimeout>;
  /** When the close timer fires, so that a pause can keep the rest. */
  closesAt?: number;
  remaining?: number;
  removal?: ReturnType<typeof setTimeout>;
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let paused = false;
  let nextId = 1;
  const timers = new Map<string, Timers>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const timersOf = (id: string): Timers => {
    let entry = timers.get(id);
    if (!entry) timers.set(id, (entry = {}));
    return entry;
  };

  const stopCloseTimer = (id: string) => {
    const entry = timersOf(id);
    if (entry.close !== undefined) clearTimeout(entry.close);
    entry.close = undefined;
    entry.closesAt = undefined;
  };

  const startCloseTimer = (id: string, duration: number) => {
    const entry = timersOf(id);
    stopCloseTimer(id);
    entry.remaining = duration;
    if (!Number.isFinite(duration) || paused) return;
    entry.closesAt = Date.now() + duration;
    entry.close = setTimeout(() => dismiss(id), duration);
  };

  const cancelRemoval = (id: string) => {
    const entry = timersOf(id);
    if (entry.removal !== undefined) clearTimeout(entry.removal);
    entry.removal = undefined;
  };

  const replace = (next: Toast) => {
    toasts = toasts.map((toast) => (toast.id === next.id ? next : toast));
  };

  function show(input: ToastInput): string {
    const id = input.id ?? `toast-${nextId++}`;
    const toast: Toast = {
      ...input,
      id,
      duration: input.type === 'custom' ? input.duration : (input.duration ?? TOAST_DURATION_MS[input.type]),
      position: input.position ?? DEFAULT_TOAST_POSITION,
      maxWidth: input.maxWidth ?? TOAST_MAX_WIDTH_PX,
      visible: true,
    };
    cancelRemoval(id);
    if (toasts.some((existing) => existing.id === id)) replace(toast);
    else toasts = [...toasts, toast];
    startCloseTimer(id, toast.duration);
    emit();
    return id;
  }

  function update(id: string, patch: ToastPatch) {
    const current = toasts.find((toast) => toast.id === id);
    if (!current) return;
    const typeChanged = patch.type !== undefined && patch.type !== current.type;
    // A custom toast has no type duration, so turning into one keeps the current duration.
    const typeDuration = typeChanged && patch.type !== 'custom' ? TOAST_DURATION_MS[patch.type!] : undefined;
    const duration = patch.duration ?? typeDuration ?? current.duration;
    cancelRemoval(id);
    replace({ ...current, ...patch, id, duration, visible: true });
    if (typeChanged || patch.duration !== undefined || !current.visible) startCloseTimer(id, duration);
    emit();
  }

  function dismiss(id: string) {
    const current = toasts.find((toast) => toast.id === id);
    if (!current || !current.visible) return;
    stopCloseTimer(id);
    replace({ ...current, visible: false });
    timersOf(id).removal = setTimeout(() => {
      timers.delete(id);
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    }, TOAST_REMOVAL_DELAY_MS);
    emit();
  }

  function pause() {
    if (paused) return;
    paused = true;
    const now = Date.now();
    for (const [id, entry] of timers) {
      if (entry.closesAt === undefined) continue;
      const remaining = Math.max(0, entry.closesAt - now);
      stopCloseTimer(id);
      entry.remaining = remaining;
    }
  }

  function resume() {
    if (!paused) return;
    paused = false;
    for (const toast of toasts) {
      const remaining = timers.get(toast.id)?.remaining;
      if (toast.visible && remaining !== undefined) startCloseTimer(toast.id, remaining);
    }
  }

  return {
    show,
    update,
    dismiss,
    pause,
    resume,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's toasts: non-React code (network error handling, the session) shows toasts through this. */
export const toasts: ToastStore = createToastStore();
