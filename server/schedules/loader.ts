// Reading schedules by id, batched per request: the engine reads the schedule of every schedule-driven
// zone of a page in one statement.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schedules } from '../db/schema';
import type { Loaders } from '../loaders';

export type ScheduleRow = typeof schedules.$inferSelect;

/** How a schedule without a colour of its own is shown. */
export const SCHEDULE_COLOR = '#355070';

export const scheduleLoader = (loaders: Loaders) =>
  loaders.memo('schedules', (db: Db) =>
    new DataLoader<string, ScheduleRow | null>(async (ids) => {
      const rows = await db.select().from(schedules).where(inArray(schedules.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  );
