// The add-to-library button (core.md 6 'Context menu'): saves an item to the selected account's library
// or takes it out, at once (useLibraryChange). Hidden without an account, for an item that cannot be
// saved, and when the account may not discover music in the desktop app.
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
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
  /** The desktop app with discovery restricted. */
  discoveryRestricted?: boolean;
}

/** Whether the button shows (core.md 6). */
export const showsLibraryButton = ({ accountId, canSave = true, discoveryRestricted = false }: Pick<LibraryButtonProps, 'accountId' | 'canSave' | 'discoveryRestricted'>) =>
  accountId !== null && canSave && !discoveryRestricted;

export function LibraryButton(props: LibraryButtonProps) {
  const { t } = useTranslation();
  const change = useLibraryChange();
  const { accountId, item, inLibrary } = props;
  if (!showsLibraryButton(props) || accountId === null) return null;
  const label = t(inLibrary ? 'library.remove' : 'library.add', { name: item.name });
  return (
    <ToggleButton className="button library-button" data-variant="quiet" isSelected={inLibrary} aria-label={label} onChange={() => change(inLibrary ? 'remove' : 'add', accountId, item)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {inLibrary ? <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" /> : <path fill="currentColor" d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />}
      </svg>
    </ToggleButton>
  );
}
