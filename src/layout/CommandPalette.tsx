import { Suspense, createContext, lazy, use, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AccountChoice } from './AccountSwitcher';
import type { NavigationItem } from './navigationItems';
import type { SettingsNavigation } from './settingsNavigation';
import { COMMAND_PALETTE_SHORTCUT, useShortcut } from './shortcuts';

// The dialog (react-aria's autocomplete and menu) loads when the palette first opens, not with the layout.
const CommandPaletteDialog = lazy(() => import('./CommandPaletteDialog'));

export interface CommandPaletteProps {
  navigation: readonly NavigationItem[];
  /** The settings destinations; null when logged out. */
  settings: SettingsNavigation | null;
  accounts: readonly AccountChoice[];
  onSwitchAccount(account: AccountChoice): void;
}

const PaletteOpen = createContext<{ isOpen: boolean; close: () => void }>({ isOpen: false, close: () => {} });

/**
 * Cmd/Ctrl+K, heard from the layout's first paint: a signed-in user's palette comes with the chunk
 * of their regions, and a press before it has loaded opens the palette as soon as it has.
 */
export function CommandPaletteShortcut({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  useShortcut({ ...COMMAND_PALETTE_SHORTCUT, run: () => setOpen(true) });
  const value = useMemo(() => ({ isOpen, close: () => setOpen(false) }), [isOpen]);
  return <PaletteOpen value={value}>{children}</PaletteOpen>;
}

/**
 * Jump anywhere from the keyboard (core.md 2): Cmd/Ctrl+K opens it, typing filters the app's
 * destinations and the accounts to switch to, the arrow keys move, Enter goes, Escape closes.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const { isOpen, close } = use(PaletteOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteDialog {...props} onClose={close} />
    </Suspense>
  );
}
