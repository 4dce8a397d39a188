// How the editor names days, times and slots, for its labels and choices: the week's days are those of
// January 2012 (core.md 4 'Schedules'), shown in the user's language; times are clock times, a day's
// column running from 06:00 to 06:00.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, WEEK_DAYS, clockTimeOf } from '../../domain/scheduleWeek';
import type { EditorSlot } from '../../domain/scheduleSlots';

/** 1 January 2012, the Sunday the schedule week is anchored to. */
const ANCHOR_SUNDAY = Date.UTC(2012, 0, 1);

export function useSlotText(playlistNames: ReadonlyMap<string, string>) {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    const clock = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    const days = WEEK_DAYS.map((_, dayIndex) => weekday.format(ANCHOR_SUNDAY + dayIndex * DAY_MS));
    const time = (weekMs: number) => clock.format(clockTimeOf(weekMs));
    const dayOf = (weekMs: number) => days[Math.min(Math.floor(weekMs / DAY_MS), days.length - 1)]!;
    /** '{start}–{end}', as the slot shows in its day's column. */
    const hours = (slot: EditorSlot) => `${time(slot.start)}–${time(slot.end)}`;
    /** '{day} {start}–{end}': which slot it is, for messages and titles. */
    const when = (slot: EditorSlot) => `${dayOf(slot.start)} ${hours(slot)}`;
    const playlists = (slot: EditorSlot) => (slot.collections.length ? slot.collections.map((id) => playlistNames.get(id) ?? id).join(', ') : t('scheduleEditor.noPlaylists'));
    const label = (slot: EditorSlot) => t('scheduleEditor.slotLabel', { day: dayOf(slot.start), start: time(slot.start), end: time(slot.end), playlists: playlists(slot) });
    return { days, time, hours, when, playlists, label };
  }, [i18n.language, playlistNames, t]);
}
