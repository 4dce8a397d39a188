import { Suspense, lazy, useState } from 'react';
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

/**
 * Jump anywhere from the keyboard (core.md 2): Cmd/Ctrl+K opens it, typing filters the app's
 * destinations and the accounts to switch to, the arrow keys move, Enter goes, Escape closes.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const [isOpen, setOpen] = useState(false);
  useShortcut({ ...COMMAND_PALETTE_SHORTCUT, run: () => setOpen(true) });
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteDialog {...props} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
