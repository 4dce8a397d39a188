// The schedule editor's form (core.md 3 'Schedule', 4 'Schedules', 5): name, description and colour,
// the week of slots, and saving. A failed save keeps every change and says why; leaving with unsaved
// changes asks first. Slot edits can be undone (the Undo button, Ctrl+Z or Cmd+Z outside text fields).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { useToasts } from '../../app/toasts/useToasts';
import { addSlot, removeSlot, setCollections } from '../../domain/scheduleSlots';
import type { EditorSlot } from '../../domain/scheduleSlots';
import { Button } from '../../ui/Button';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { FormSelect } from '../../ui/choiceFields';
import { useZodForm } from '../../ui/forms';
import { AddSlotDialog } from './AddSlotDialog';
import { LeaveWarning } from './LeaveWarning';
import { saveSchedule } from './saveSchedule';
import type { SaveTarget } from './saveSchedule';
import { SCHEDULE_COLORS, SCHEDULE_DESCRIPTION_MAX, SCHEDULE_NAME_MAX, scheduleDetailsSchema } from './scheduleDetails';
import type { ScheduleDetailsValues } from './scheduleDetails';
import { SlotPlaylistsDialog } from './SlotPlaylistsDialog';
import { SlotWeekEditor } from './SlotWeekEditor';
import { useSlotHistory } from './useSlotHistory';
import { useSlotText } from './useSlotText';

export interface ScheduleEditorProps {
  target: SaveTarget;
  details: ScheduleDetailsValues;
  slots: EditorSlot[];
  /** The playlists a slot may play, by name: the library's and those the schedule already plays. */
  playlists: readonly { id: string; name: string }[];
  /** Where a saved schedule leads, given its id. */
  afterSave: (scheduleId: string) => string;
}

let slotCount = 0;
/** Ids for new slots; the server gives saved slots their own. */
const newSlotId = () => `new-slot-${++slotCount}`;

export function ScheduleEditor({ target, details, slots: initialSlots, playlists, afterSave }: ScheduleEditorProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toasts = useToasts();
  const form = useZodForm(scheduleDetailsSchema, details);
  const { slots, edit, undo, canUndo, changed } = useSlotHistory(initialSlots);
  const names = useMemo(() => new Map(playlists.map((playlist) => [playlist.id, playlist.name])), [playlists]);
  const text = useSlotText(names);
  const [formError, setFormError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [openSlotId, setOpenSlotId] = useState<string | null>(null);
  // The tools' first button is 'Add slot', where focus goes when the focused slot is removed.
  const tools = useRef<HTMLDivElement>(null);
  const incomplete = useMemo(() => slots.filter((slot) => slot.collections.length === 0), [slots]);

  // Read at each navigation; once saved, the navigation away is no leaving of unsaved changes.
  const unsaved = useRef(false);
  unsaved.current = changed || form.formState.isDirty;
  const isSaved = useRef(false);
  const isUnsaved = useCallback(() => unsaved.current && !isSaved.current, []);

  useUndoKey(undo);

  const place = (interval: { start: number; end: number }) => {
    const id = newSlotId();
    edit((current) => addSlot(current, { id, ...interval, collections: [] }, newSlotId));
    setOpenSlotId(id);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (incomplete.length) {
      setFormError(t('scheduleEditor.slotsWithoutPlaylists', { count: incomplete.length, slots: incomplete.map(text.when).join('; ') }));
      return;
    }
    let scheduleId: string;
    try {
      scheduleId = await saveSchedule(environment, target, values, slots);
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    isSaved.current = true;
    toasts.show({ type: 'success', message: t('scheduleEditor.saved') });
    await navigate(afterSave(scheduleId));
  });

  const colors = [...SCHEDULE_COLORS.map(({ key, hex }) => ({ value: hex, label: t(`scheduleEditor.colors.${key}`) })), ...(SCHEDULE_COLORS.some(({ hex }) => hex === details.color) ? [] : [{ value: details.color, label: details.color }])];
  const color = form.watch('color');

  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="schedule-editor">
      <LeaveWarning when={isUnsaved} />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <section className="schedule-editor__details" aria-labelledby="schedule-editor-details">
        <h2 id="schedule-editor-details">{t('scheduleEditor.details')}</h2>
        <FormTextField control={form.control} name="name" label={t('scheduleEditor.name')} maxLength={SCHEDULE_NAME_MAX} />
        <FormTextField control={form.control} name="description" label={t('scheduleEditor.description')} maxLength={SCHEDULE_DESCRIPTION_MAX} />
        <FormSelect control={form.control} name="color" label={t('scheduleEditor.color')} choices={colors} />
      </section>
      <section className="schedule-editor__week" aria-labelledby="schedule-editor-week" aria-describedby="schedule-editor-help">
        <h2 id="schedule-editor-week">{t('scheduleEditor.week')}</h2>
        <p id="schedule-editor-help" className="schedule-editor__help">
          {t('scheduleEditor.weekHelp')}
        </p>
        <div ref={tools} className="schedule-editor__tools">
          <Button onPress={() => setAdding(true)}>
            {t('scheduleEditor.addSlot')}
          </Button>
          <Button onPress={undo} isDisabled={!canUndo}>
            {t('scheduleEditor.undo')}
          </Button>
        </div>
        <SlotWeekEditor
          slots={slots}
          text={text}
          color={color}
          incomplete={new Set(incomplete.map((slot) => slot.id))}
          onEdit={edit}
          onCreate={place}
          onPress={setOpenSlotId}
          onRemoved={() => tools.current?.querySelector('button')?.focus()}
        />
      </section>
      <div className="schedule-editor__actions">
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          {t('scheduleEditor.save')}
        </Button>
      </div>
      <AddSlotDialog isOpen={adding} text={text} onAdd={place} onClose={() => setAdding(false)} />
      <SlotPlaylistsDialog
        slot={slots.find((slot) => slot.id === openSlotId) ?? null}
        choices={playlists}
        text={text}
        onChange={(id, collections) => edit((current) => setCollections(current, id, collections))}
        onRemove={(id) => edit((current) => removeSlot(current, id))}
        onClose={() => setOpenSlotId(null)}
      />
    </Form>
  );
}

/** Ctrl+Z (Cmd+Z on a Mac) undoes a slot edit; text fields and dialogs keep the key for themselves. */
function useUndoKey(undo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      const target = event.target as Element | null;
      if (target?.closest('input, textarea, [contenteditable="true"], [role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);
}
