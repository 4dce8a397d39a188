import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_ANIMATION_MS, createModalStore } from './modalStore';
import type { ModalContentProps, ModalStore } from './modalStore';

function Greeting({ name }: { name: string } & ModalContentProps) {
  return name;
}

let store: ModalStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createModalStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('modal store', () => {
  it('opens modals on a stack with default options', () => {
    const first = store.open(Greeting, { name: 'Ada' });
    const second = store.open(Greeting, { name: 'Bo' }, { variant: 'sheet', closeOnNavigation: false, isDismissable: false });
    expect(store.getModals().map(({ id, content, props, options, isOpen }) => ({ id, content, props, options, isOpen }))).toEqual([
      { id: first, content: Greeting, props: { name: 'Ada' }, options: { closeOnNavigation: true, variant: 'default', isDismissable: true, onClose: undefined }, isOpen: true },
      { id: second, content: Greeting, props: { name: 'Bo' }, options: { closeOnNavigation: false, variant: 'sheet', isDismissable: false, onClose: undefined }, isOpen: true },
    ]);
    expect(first).not.toBe(second);
  });

  it('keeps a closed modal for the 250 ms exit animation, calling onClose once', () => {
    const onClose = vi.fn();
    const id = store.open(Greeting, { name: 'Ada' }, { onClose });
    store.close(id);
    store.close(id);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.getModals()[0]!.isOpen).toBe(false);
    vi.advanceTimersByTime(MODAL_ANIMATION_MS - 1);
    expect(store.getModals()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getModals()).toHaveLength(0);
    expect(MODAL_ANIMATION_MS).toBe(250);
  });

  it('closes on navigation only the modals configured to', () => {
    const closing = store.open(Greeting, { name: 'Ada' });
    const staying = store.open(Greeting, { name: 'Bo' }, { closeOnNavigation: false });
    store.closeOnNavigation();
    expect(store.getModals().map(({ id, isOpen }) => [id, isOpen])).toEqual([
      [closing, false],
      [staying, true],
    ]);
  });

  it('notifies subscribers of opening, closing and removal', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    store.close(store.open(Greeting, { name: 'Ada' }));
    vi.advanceTimersByTime(MODAL_ANIMATION_MS);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
