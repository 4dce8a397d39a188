// What a slot plays (core.md 3 'Schedule': a slot's collections): one or several playlists or stations
// of the account's library, played together. A slot must have at least one to be saved. The slot can be
// removed from here too, for those who opened it by pointer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, Label } from 'react-aria-components';
import type { EditorSlot } from '../../domain/scheduleSlots';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import type { useSlotText } from './useSlotText';

export interface SlotPlaylistsDialogProps {
  slot: EditorSlot | null;
  /** The playlists to choose from, by name. */
  choices: readonly { id: string; name: string }[];
  text: ReturnType<typeof useSlotText>;
  onChange: (id: string, collections: string[]) => void;
  onRemove: (id: string) => void;
  onClose: () => void;
}

export function SlotPlaylistsDialog({ slot, onClose, ...props }: SlotPlaylistsDialogProps) {
  // Escape or a press outside leaves the slot's playlists as they were.
  return (
    <ModalDialog isOpen={slot !== null} onOpenChange={(open) => !open && onClose()}>
      {slot && <SlotPlaylists key={slot.id} slot={slot} onClose={onClose} {...props} />}
    </ModalDialog>
  );
}

function SlotPlaylists({ slot, choices, text, onChange, onRemove, onClose }: SlotPlaylistsDialogProps & { slot: EditorSlot }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(slot.collections);
  const done = () => {
    onChange(slot.id, chosen);
    onClose();
  };
  const remove = () => {
    onRemove(slot.id);
    onClose();
  };
  return (
    <Dialog
      title={t('scheduleEditor.playlistsDialog.title', { slot: text.when(slot) })}
      actions={
        <>
          <Button onPress={remove}>{t('scheduleEditor.playlistsDialog.remove')}</Button>
          <Button variant="primary" onPress={done}>
            {t('scheduleEditor.playlistsDialog.done')}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p>{t('scheduleEditor.playlistsDialog.none')}</p>
      ) : (
        <CheckboxGroup className="slot-playlists" value={chosen} onChange={setChosen}>
          <Label className="field__label">{t('scheduleEditor.playlistsDialog.choose')}</Label>
          {choices.map((choice) => (
            <Checkbox key={choice.id} value={choice.id}>
              {choice.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </Dialog>
  );
}
