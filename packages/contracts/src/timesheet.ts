import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZOptionalText } from './common';
import { ZDateField, ZPersonRef } from './work-fields';

/**
 * The technician's time (issue 28, section 4). A visit records when the technician set out (travel_started_at),
 * arrived (started_at) and finished (finished_at); a day can also carry hours on tasks. The timesheet adds them
 * up per employee and day (the business's day of the arrival) and per ISO week: travel is arrival less setting
 * out, on site is finish less arrival.
 */

/** The most a day holds: hours on one task on one day are at most 24. */
export const DAY_MINUTES = 24 * 60;
/** A task's day note, as long as a line on a timesheet needs. */
export const TASK_HOURS_NOTE_MAX = 500;

/**
 * POST /api/task/hours: the caller's hours on a task on a day, set (not added): the day's row is replaced, and 0
 * removes it. Sent through the phone's outbox, so the same note twice counts once.
 */
export const ZTaskHoursBody = z.object({
  task_id: ZId,
  day: ZDateField('Date'),
  minutes: z
    .number({ error: MSG.hoursRange })
    .int({ error: MSG.hoursRange })
    .min(0, { error: MSG.hoursRange })
    .max(DAY_MINUTES, { error: MSG.hoursRange }),
  note: ZOptionalText(TASK_HOURS_NOTE_MAX),
});
export type TTaskHoursBody = z.infer<typeof ZTaskHoursBody>;
export type TTaskHoursInput = z.input<typeof ZTaskHoursBody>;

/** One day's hours on a task, by one employee. */
export const ZTaskHours = z.object({
  id: z.number().int(),
  task: z.object({ id: z.number().int(), name: z.string() }),
  employee: ZPersonRef,
  day: z.string(),
  minutes: z.number().int(),
  note: z.string().nullable(),
});
export type TTaskHours = z.infer<typeof ZTaskHours>;

/** GET /api/task/hours?task_id=: the hours logged on a task within the caller's rows, the latest day first. */
export const ZTaskHoursQuery = z.object({ task_id: ZId });

/** A timesheet's figures: minutes travelling, on site and on tasks, and how many visits they cover. */
export const ZTimesheetFigures = z.object({
  travel_minutes: z.number().int(),
  site_minutes: z.number().int(),
  task_minutes: z.number().int(),
  visits: z.number().int(),
});
export type TTimesheetFigures = z.infer<typeof ZTimesheetFigures>;

/** GET /api/my-work/timesheet?week_of=YYYY-MM-DD: the caller's week (Monday to Sunday) holding that day. */
export const ZMyTimesheetQuery = z.object({ week_of: ZDateField('Date') });

/** The employee's own week: every day of it (zeros included), the week's totals and the task hours it logged. */
export const ZMyTimesheet = z.object({
  /** "2026-W49". */
  week: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.array(ZTimesheetFigures.extend({ day: z.string() })),
  totals: ZTimesheetFigures,
  task_hours: z.array(ZTaskHours),
});
export type TMyTimesheet = z.infer<typeof ZMyTimesheet>;

/**
 * POST /api/report/timesheetReport: the range's time per employee (most hours first), per ISO week (everyone's) and
 * in total; an employee sees its own, an admin everyone's. Bounded by the employees and the weeks, not their product:
 * the lines per employee and day and per employee and week are the CSV's and the PDF's.
 */
export const ZTimesheetReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: ZTimesheetFigures,
  employees: z.array(ZTimesheetFigures.extend({ employee: ZPersonRef })),
  weeks: z.array(ZTimesheetFigures.extend({ week: z.string() })),
});
export type TTimesheetReport = z.infer<typeof ZTimesheetReport>;

/** A figure's whole: the minutes of a day or week, all kinds together. */
export const workedMinutes = (figures: TTimesheetFigures) =>
  figures.travel_minutes + figures.site_minutes + figures.task_minutes;
