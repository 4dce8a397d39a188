// Keyboard shortcuts (core.md 2): they fire on key-up and are ignored while focus is in an input,
// textarea, select or editable content. Cmd/Ctrl+K opens the command palette.
import { useEffect, useRef } from 'react';

export interface Shortcut {
  /** KeyboardEvent.key; letters match in either case ('k', ' ', 'Escape'). */
  key: string;
  /** Cmd on macOS, Ctrl elsewhere: either one is accepted. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  run(event: KeyboardEvent): void;
}

export const COMMAND_PALETTE_SHORTCUT = { key: 'k', mod: true } as const;

const MOD_KEYS = new Set(['Meta', 'Control']);

/** Focus is somewhere typing goes: shortcuts stay out of the way there. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select')) return true;
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

export function matchesShortcut(shortcut: Omit<Shortcut, 'run'>, event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === shortcut.key.toLowerCase() &&
    (event.metaKey || event.ctrlKey) === !!shortcut.mod &&
    event.shiftKey === !!shortcut.shift &&
    event.altKey === !!shortcut.alt
  );
}

export interface ShortcutRegistry {
  register(shortcut: Shortcut): () => void;
  handleKeyDown(event: KeyboardEvent): void;
  handleKeyUp(event: KeyboardEvent): void;
  /** Listens on a target (the window) until the returned function is called. */
  attach(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

/**
 * A shortcut is armed by its key-down (which keeps the browser's own meaning of the combination from
 * running) and fires on the key-up that ends it: its key's, or, for Cmd/Ctrl combinations, the
 * modifier's, since macOS sends no key-up for a letter while Cmd is held.
 */
export function createShortcutRegistry(): ShortcutRegistry {
  const shortcuts = new Set<Shortcut>();
  const armed = new Set<Shortcut>();

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || isEditableTarget(event.target)) return;
    for (const shortcut of shortcuts) {
      if (!matchesShortcut(shortcut, event)) continue;
      event.preventDefault();
      armed.add(shortcut);
    }
  };

  const handleKeyUp = (event: KeyboardEvent) => {
    if (armed.size === 0) return;
    const fired = [...armed].filter((shortcut) => event.key.toLowerCase() === shortcut.key.toLowerCase() || (shortcut.mod && MOD_KEYS.has(event.key)));
    for (const shortcut of fired) armed.delete(shortcut);
    if (isEditableTarget(event.target)) return;
    for (const shortcut of fired) if (shortcuts.has(shortcut)) shortcut.run(event);
  };

  return {
    register(shortcut) {
      shortcuts.add(shortcut);
      return () => {
        shortcuts.delete(shortcut);
        armed.delete(shortcut);
      };
    },
    handleKeyDown,
    handleKeyUp,
    attach(target) {
      const down = (event: Event) => handleKeyDown(event as KeyboardEvent);
      const up = (event: Event) => handleKeyUp(event as KeyboardEvent);
      target.addEventListener('keydown', down);
      target.addEventListener('keyup', up);
      return () => {
        target.removeEventListener('keydown', down);
        target.removeEventListener('keyup', up);
      };
    },
  };
}

/** The app's one registry, listening on the window while any shortcut is registered. */
const appShortcuts = createShortcutRegistry();
let registered = 0;
let detach: (() => void) | null = null;

export function registerShortcut(shortcut: Shortcut): () => void {
  const unregister = appShortcuts.register(shortcut);
  if (registered++ === 0 && typeof window !== 'undefined') detach = appShortcuts.attach(window);
  return () => {
    unregister();
    if (--registered === 0) {
      detach?.();
      detach = null;
    }
  };
}

/** Registers a shortcut while the component is mounted; `run` may change between renders. */
export function useShortcut({ key, mod, shift, alt, run }: Shortcut, enabled = true): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    return registerShortcut({ key, mod, shift, alt, run: (event) => latest.current(event) });
  }, [key, mod, shift, alt, enabled]);
}
