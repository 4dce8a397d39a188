// Adding a slot without a pointer (core.md 4 'Schedules': every action by keyboard): its day, and its
// start and end on the quarter-hour grid of that day's column, from 06:00 to the next 06:00. The new
// slot takes its place by the same overlap rules as one drawn by pointer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, WEEK_DAYS } from '../../domain/scheduleWeek';
import { SLOT_STEP_MS } from '../../domain/scheduleSlots';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/choiceFields';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import type { useSlotText } from './useSlotText';

const STEPS_A_DAY = DAY_MS / SLOT_STEP_MS;
/** The default new slot: 09:00 to 12:00 on Monday, a shop's morning. */
const DEFAULT = { day: 1, start: 12, end: 24 };

export interface AddSlotDialogProps {
  isOpen: boolean;
  text: ReturnType<typeof useSlotText>;
  onAdd: (interval: { start: number; end: number }) => void;
  onClose: () => void;
}

export function AddSlotDialog({ isOpen, text, onAdd, onClose }: AddSlotDialogProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState(DEFAULT.day);
  const [start, setStart] = useState(DEFAULT.start);
  const [end, setEnd] = useState(DEFAULT.end);
  const steps = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: text.time((from + i) * SLOT_STEP_MS) }));
  const chooseStart = (step: number) => {
    setStart(step);
    if (end <= step) setEnd(step + 1);
  };
  const add = () => {
    onAdd({ start: day * DAY_MS + start * SLOT_STEP_MS, end: day * DAY_MS + end * SLOT_STEP_MS });
    onClose();
  };
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('scheduleEditor.addDialog.title')}
        actions={
          <>
            <Button onPress={onClose}>{t('scheduleEditor.addDialog.cancel')}</Button>
            <Button variant="primary" onPress={add}>
              {t('scheduleEditor.addDialog.add')}
            </Button>
          </>
        }
      >
        <SelectField label={t('scheduleEditor.addDialog.day')} choices={WEEK_DAYS.map((_, index) => ({ value: index, label: text.days[index]! }))} value={day} onChange={setDay} />
        <SelectField label={t('scheduleEditor.addDialog.start')} choices={steps(0, STEPS_A_DAY - 1)} value={start} onChange={chooseStart} />
        <SelectField label={t('scheduleEditor.addDialog.end')} choices={steps(start + 1, STEPS_A_DAY)} value={end} onChange={setEnd} />
      </Dialog>
    </ModalDialog>
  );
}
