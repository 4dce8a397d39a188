import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_POSITION, TOAST_MAX_WIDTH_PX, createToastStore } from './toastStore';
import type { ToastStore } from './toastStore';

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

const shown = () => store.getToasts().filter((toast) => toast.visible).map((toast) => toast.id);
const present = () => store.getToasts().map((toast) => toast.id);

describe('toast store', () => {
  it('closes a success toast after 4000 ms and removes it 1 s later', () => {
    const id = store.show({ type: 'success', message: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(shown()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
    expect(present()).toEqual([id]);
    vi.advanceTimersByTime(999);
    expect(present()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(present()).toEqual([]);
  });

  it('closes an error toast after 20000 ms', () => {
    const id = store.show({ type: 'error', message: 'Failed' });
    vi.advanceTimersByTime(19_999);
    expect(shown()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('keeps a loading toast until it is closed', () => {
    const id = store.show({ type: 'loading', message: 'Saving' });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(shown()).toEqual([id]);
    store.dismiss(id);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(present()).toEqual([]);
  });

  it('gives a custom toast its own duration, and Infinity keeps any toast', () => {
    const custom = store.show({ type: 'custom', message: 'Upload your logo', duration: 7000 });
    const persistent = store.show({ type: 'success', message: 'Stays', duration: Infinity });
    vi.advanceTimersByTime(6999);
    expect(shown()).toEqual([custom, persistent]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([persistent]);
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(shown()).toEqual([persistent]);
  });

  it('fills in position and max width', () => {
    store.show({ type: 'success', message: 'Saved' });
    store.show({ type: 'custom', message: 'Survey', duration: Infinity, position: 'bottom-right', maxWidth: 320 });
    expect(store.getToasts().map(({ position, maxWidth }) => ({ position, maxWidth }))).toEqual([
      { position: DEFAULT_TOAST_POSITION, maxWidth: TOAST_MAX_WIDTH_PX },
      { position: 'bottom-right', maxWidth: 320 },
    ]);
    expect(TOAST_MAX_WIDTH_PX).toBe(350);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    store.show({ id: 'access', type: 'error', message: 'First' });
    vi.advanceTimersByTime(15_000);
    store.show({ id: 'access', type: 'error', message: 'Second' });
    expect(store.getToasts().map((toast) => toast.message)).toEqual(['Second']);
    vi.advanceTimersByTime(19_999);
    expect(shown()).toEqual(['access']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('brings a closing toast back when shown again with its id', () => {
    store.show({ id: 'sync', type: 'success', message: 'Synced' });
    store.dismiss('sync');
    vi.advanceTimersByTime(500);
    store.show({ id: 'sync', type: 'success', message: 'Synced again' });
    vi.advanceTimersByTime(600);
    expect(shown()).toEqual(['sync']);
  });

  it('turns a loading toast into a success that closes 4000 ms later', () => {
    const id = store.show({ type: 'loading', message: 'Saving' });
    vi.advanceTimersByTime(60_000);
    store.update(id, { type: 'success', message: 'Saved' });
    expect(store.getToasts()[0]).toMatchObject({ id, type: 'success', message: 'Saved', duration: 4000 });
    vi.advanceTimersByTime(3999);
    expect(shown()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('keeps the running timer when an update changes only the text', () => {
    const id = store.show({ type: 'success', message: 'Saved' });
    vi.advanceTimersByTime(3000);
    store.update(id, { message: 'Saved 2 items' });
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
  });

  it('keeps the duration when an update turns a toast custom', () => {
    const id = store.show({ type: 'error', message: 'Failed' });
    store.update(id, { type: 'custom', message: 'Custom' });
    expect(store.getToasts()[0]!.duration).toBe(20_000);
  });

  it('ignores updates and dismissals of unknown toasts', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    store.update('nope', { message: 'x' });
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
  });

  it('pauses the close timers and resumes them with the time that was left', () => {
    const id = store.show({ type: 'success', message: 'Saved' });
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual([id]);
    const later = store.show({ type: 'success', message: 'Shown while paused' });
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual([id, later]);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(shown()).toEqual([id, later]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([later]);
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual([]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ type: 'success', message: 'Saved' });
    store.dismiss(id);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.show({ type: 'success', message: 'Again' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
