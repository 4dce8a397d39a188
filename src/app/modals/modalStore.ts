// The open modals (navigation.md 3: id, content, props, options): a stack rendered by <ModalHost/>. A
// closed modal stays in the stack for its exit animation, then leaves.
import type { ComponentType, ReactNode } from 'react';

/** The modal enter and exit animation (navigation.md 9). */
export const MODAL_ANIMATION_MS = 250;

export type ModalVariant = 'default' | 'sheet' | 'dimmer';

/** What every modal content component receives besides its own props. */
export interface ModalContentProps {
  /** Closes this modal (as Escape or a backdrop click would). */
  close: () => void;
}

export interface ModalOptions {
  /** Close when the user navigates to another page; default true. */
  closeOnNavigation?: boolean;
  /** 'sheet' and 'dimmer' are fullscreen: only the content's own buttons close them. */
  variant?: ModalVariant;
  /** Escape and backdrop clicks close it (never for fullscreen variants); default true. */
  isDismissable?: boolean;
  /** Called once when it closes, however that happens. */
  onClose?: () => void;
}

export interface ModalEntry {
  id: string;
  content: ComponentType<ModalContentProps & Record<string, unknown>>;
  props: Record<string, unknown>;
  options: Required<Omit<ModalOptions, 'onClose'>> & Pick<ModalOptions, 'onClose'>;
  /** False while it animates out. */
  isOpen: boolean;
}

/** A function component that can be a modal's content: it takes `close` besides its own props. */
export type ModalContent = (props: never) => ReactNode;
/** The props to open `C` with: all of its own, without `close`, which the host passes. */
export type ModalProps<C extends ModalContent> = Parameters<C>[0] extends ModalContentProps ? Omit<Parameters<C>[0], keyof ModalContentProps> : never;

export interface ModalStore {
  open<C extends ModalContent>(content: C, props: ModalProps<C>, options?: ModalOptions): string;
  close(id: string): void;
  /** Closes every modal that closes on navigation; the router calls it when the page changes. */
  closeOnNavigation(): void;
  getModals(): readonly ModalEntry[];
  subscribe(listener: () => void): () => void;
}

export function createModalStore(): ModalStore {
  let entries: readonly ModalEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function close(id: string) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry || !entry.isOpen) return;
    entries = entries.map((candidate) => (candidate.id === id ? { ...candidate, isOpen: false } : candidate));
    emit();
    entry.options.onClose?.();
    setTimeout(() => {
      entries = entries.filter((candidate) => candidate.id !== id);
      emit();
    }, MODAL_ANIMATION_MS);
  }

  return {
    open(content, props, options = {}) {
      const id = `modal-${nextId++}`;
      const entry: ModalEntry = {
        id,
        // The host passes `props` back to this same component, so the erased prop type is safe.
        content: content as unknown as ModalEntry['content'],
        props: props as Record<string, unknown>,
        options: { closeOnNavigation: options.closeOnNavigation ?? true, variant: options.variant ?? 'default', isDismissable: options.isDismissable ?? true, onClose: options.onClose },
        isOpen: true,
      };
      entries = [...entries, entry];
      emit();
      return id;
    },
    close,
    closeOnNavigation() {
      for (const entry of entries) if (entry.options.closeOnNavigation) close(entry.id);
    },
    getModals: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's modals. */
export const modals: ModalStore = createModalStore();

export function openModal<C extends ModalContent>(content: C, props: ModalProps<C>, options?: ModalOptions): string {
  return modals.open(content, props, options);
}

export function closeModal(id: string): void {
  modals.close(id);
}

export function closeModalsOnNavigation(): void {
  modals.closeOnNavigation();
}
