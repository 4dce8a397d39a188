// The add-to-library button (core.md 6 'Context menu'): saves an item to the selected account's library
// or takes it out, at once (useLibraryChange). Hidden without an account, for an item that cannot be
// saved, and when the account may not discover music in the desktop app (navigation.md 2.14).
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { LibraryButton_account$key } from '../../__generated__/LibraryButton_account.graphql';
import { desktopBridge } from '../../app/desktopBridge';
import { useLibraryChange } from './useLibraryChange';
import type { LibraryItem } from './useLibraryChange';
import '../../ui/Button.css';
import './LibraryButton.css';

export interface LibraryButtonProps {
  /** The selected account, whose library it is; null hides the button. */
  accountId: string | null;
  item: LibraryItem;
  inLibrary: boolean;
  /** Whether the item can be saved at all (a playlist's ADD_TO_LIBRARY permission). */
  canSave?: boolean;
  /** The selected account's restrictions; its discovery restriction hides the button in the desktop app. */
  account?: LibraryButton_account$key | null;
}

interface ShowFacts {
  accountSelected: boolean;
  canSave: boolean;
  desktopShell: boolean;
  restrictedDiscoverMusic: boolean;
}

/** Whether the button shows (core.md 6, navigation.md 2.14). */
export const showsLibraryButton = ({ accountSelected, canSave, desktopShell, restrictedDiscoverMusic }: ShowFacts) => accountSelected && canSave && !(desktopShell && restrictedDiscoverMusic);

export function LibraryButton({ accountId, item, inLibrary, canSave = true, account: accountKey = null }: LibraryButtonProps) {
  const { t } = useTranslation();
  const change = useLibraryChange();
  const account = useFragment(
    graphql`
      fragment LibraryButton_account on Account {
        restrictedDiscoverMusic
      }
    `,
    accountKey,
  );
  const shows = showsLibraryButton({ accountSelected: accountId !== null, canSave, desktopShell: desktopBridge() !== undefined, restrictedDiscoverMusic: account?.restrictedDiscoverMusic ?? false });
  if (!shows || accountId === null) return null;
  const label = t(inLibrary ? 'library.remove' : 'library.add', { name: item.name });
  return (
    <ToggleButton className="button library-button" data-variant="quiet" isSelected={inLibrary} aria-label={label} onChange={() => change(inLibrary ? 'remove' : 'add', accountId, item)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {inLibrary ? <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" /> : <path fill="currentColor" d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />}
      </svg>
    </ToggleButton>
  );
}
