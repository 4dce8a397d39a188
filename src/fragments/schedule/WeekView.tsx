// A schedule's week as a calendar (core.md 3 'Schedule', 4 'Schedules'): a column a day, each from 06:00
// to 06:00, and each slot placed at its hours with the playlists it plays. Screen readers get each day
// as a list of its slots with their times; the placement is only visual.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { WeekView_schedule$key } from '../../__generated__/WeekView_schedule.graphql';
import { DAY_MS, WEEK_DAYS, clockTimeOf, daySegments, weekInterval } from '../../domain/scheduleWeek';
import { musicPath } from '../../pages/music/musicQueries';
import { Link } from '../../ui/Link';
import './WeekView.css';

/** Hours marked down the side of the week. */
const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21].map((hours) => hours * 3_600_000);
/** 1 January 2012, the Sunday the schedule week is anchored to. */
const ANCHOR_SUNDAY = Date.UTC(2012, 0, 1);

export function WeekView({ schedule: key }: { schedule: WeekView_schedule$key }) {
  const { t, i18n } = useTranslation();
  const schedule = useFragment(
    graphql`
      fragment WeekView_schedule on Schedule {
        slots {
          id
          rrule
          dtstart
          duration
          playlists {
            id
            name
          }
        }
      }
    `,
    key,
  );
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const time = (clockMs: number) => clock.format(clockMs);
  const days = WEEK_DAYS.map((_, dayIndex) => ({ name: weekday.format(ANCHOR_SUNDAY + dayIndex * DAY_MS), parts: [] as { slotId: string; start: number; end: number; label: string; playlists: readonly { id: string; name: string }[] }[] }));
  for (const slot of schedule.slots) {
    const interval = weekInterval({ dtstart: slot.dtstart, durationMs: slot.duration, rrule: slot.rrule });
    if (!interval) continue;
    const label = t('schedules.slotTime', { start: time(clockTimeOf(interval.start)), end: time(clockTimeOf(interval.end)) });
    for (const segment of daySegments(interval)) days[segment.dayIndex]!.parts.push({ slotId: slot.id, start: segment.start, end: segment.end, label, playlists: slot.playlists });
  }

  if (schedule.slots.length === 0) return <p className="week-view__empty">{t('schedules.noSlots')}</p>;
  return (
    <div className="week-view">
      <ol className="week-view__hours" aria-hidden="true">
        {HOUR_MARKS.map((mark) => (
          <li key={mark} style={{ top: `${(mark / DAY_MS) * 100}%` }}>
            {time(clockTimeOf(mark))}
          </li>
        ))}
      </ol>
      {days.map((day, dayIndex) => (
        <section key={WEEK_DAYS[dayIndex]} className="week-view__day" aria-labelledby={`week-view-day-${dayIndex}`}>
          <h3 id={`week-view-day-${dayIndex}`} className="week-view__day-name">
            {day.name}
          </h3>
          {day.parts.length === 0 ? (
            <p className="week-view__silent">{t('schedules.silentDay')}</p>
          ) : (
            <ul className="week-view__slots">
              {day.parts.map((part) => (
                <li key={`${part.slotId}@${part.start}`} className="week-view__slot" style={{ top: `${(part.start / DAY_MS) * 100}%`, height: `${((part.end - part.start) / DAY_MS) * 100}%` }}>
                  <span className="week-view__slot-time">{part.label}</span>
                  <span className="week-view__slot-playlists">
                    {part.playlists.map((playlist, index) => (
                      <span key={playlist.id}>
                        {index > 0 && ', '}
                        <Link href={musicPath(playlist.id)}>{playlist.name}</Link>
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
