import { describe, expect, it } from 'vitest';
import {
  addWorkingTime,
  instantOf,
  subtractWorkingTime,
  whenClockReaches,
  workingTimeBetween,
  type TWorkCalendar,
  type TWorkingHours,
} from '../src/lib/kernel/working-time';

const HOUR = 3_600_000;
const nineToSix: TWorkingHours = { start: 9 * 60, end: 18 * 60 };

/** Monday to Saturday 9:00-18:00 in India (no daylight saving), Republic Day (Monday 26 January 2026) off. */
const PUNE: TWorkCalendar = {
  timeZone: 'Asia/Kolkata',
  week: [null, nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, nineToSix],
  holidays: new Set(['2026-01-26']),
};

/** Monday to Friday 9:00-17:00 in New York, which changes its clocks on 8 March and 1 November 2026. */
const nineToFive: TWorkingHours = { start: 9 * 60, end: 17 * 60 };
const NEW_YORK: TWorkCalendar = {
  timeZone: 'America/New_York',
  week: [null, nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, null],
  holidays: new Set(),
};

/** A wall time in India (+05:30) as an instant. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('working time: hours counted in the business calendar, by hand-computed cases', () => {
  it('carries what is left of a day over the night to the next opening', () => {
    // Tuesday 17:00 + 2 h: 1 h on Tuesday, 1 h from Wednesday 9:00.
    expect(iso(addWorkingTime(ist('2026-01-20', '17:00'), 2 * HOUR, PUNE))).toBe(
      iso(ist('2026-01-21', '10:00')),
    );
    // Before opening, the count starts at 9:00; no time from a closed hour is the next opening.
    expect(iso(addWorkingTime(ist('2026-01-20', '07:00'), HOUR, PUNE))).toBe(iso(ist('2026-01-20', '10:00')));
    expect(iso(addWorkingTime(ist('2026-01-20', '20:00'), 0, PUNE))).toBe(iso(ist('2026-01-21', '09:00')));
  });

  it('steps over the weekly day off and a holiday', () => {
    // Saturday 17:30 + 2 h: 30 min on Saturday, Sunday closed, Monday the 26th a holiday, 1 h 30 on Tuesday.
    expect(iso(addWorkingTime(ist('2026-01-24', '17:30'), 2 * HOUR, PUNE))).toBe(
      iso(ist('2026-01-27', '10:30')),
    );
    // Friday 16:00 to Tuesday 11:00: 2 h + 9 h (Saturday) + 0 + 0 + 2 h.
    expect(workingTimeBetween(ist('2026-01-23', '16:00'), ist('2026-01-27', '11:00'), PUNE)).toBe(13 * HOUR);
    expect(workingTimeBetween(ist('2026-01-27', '11:00'), ist('2026-01-23', '16:00'), PUNE)).toBe(0);
  });

  it('counts back over the night, the weekly day off and a holiday, the reverse of counting on', () => {
    // Tuesday the 27th 10:30 - 2 h: 1 h 30 on Tuesday, Monday the 26th a holiday, Sunday closed, 30 min on Saturday.
    expect(iso(subtractWorkingTime(ist('2026-01-27', '10:30'), 2 * HOUR, PUNE))).toBe(
      iso(ist('2026-01-24', '17:30')),
    );
    // From a closed hour (Wednesday 7:00) the count starts at the last closing, Tuesday 18:00.
    expect(iso(subtractWorkingTime(ist('2026-01-21', '07:00'), HOUR, PUNE))).toBe(
      iso(ist('2026-01-20', '17:00')),
    );
    // Back and on again lands where it started, whatever the hour of the start.
    for (const start of [
      ist('2026-01-22', '12:10'),
      ist('2026-01-25', '03:00'),
      ist('2026-01-26', '11:00'),
    ]) {
      const back = subtractWorkingTime(start, 11 * HOUR, PUNE)!;
      expect(workingTimeBetween(back, start, PUNE)).toBe(11 * HOUR);
    }
    expect(
      subtractWorkingTime(ist('2026-01-20', '12:00'), HOUR, { ...PUNE, week: Array(7).fill(null) }),
    ).toBeNull();
  });

  it('stops the clock while paused, also over a holiday, and runs on when resumed', () => {
    // Filed Friday 16:00, paused at 17:00 (1 h counted) until Tuesday 9:30; 4 h is reached at 12:30 on Tuesday:
    // the Saturday's open hours fell in the pause and do not count.
    const spans = [
      { from: ist('2026-01-23', '16:00'), to: ist('2026-01-23', '17:00') },
      { from: ist('2026-01-27', '09:30'), to: null },
    ];
    expect(iso(whenClockReaches(spans, 4 * HOUR, PUNE))).toBe(iso(ist('2026-01-27', '12:30')));
    // Paused now before it got there: no due time while the clock stands.
    expect(whenClockReaches(spans.slice(0, 1), 4 * HOUR, PUNE)).toBeNull();
    // Got there before the pause: the due time stays in the past (a breach is not undone by pausing).
    const late = [{ from: ist('2026-01-20', '09:00'), to: ist('2026-01-20', '18:00') }];
    expect(iso(whenClockReaches(late, 4 * HOUR, PUNE))).toBe(iso(ist('2026-01-20', '13:00')));
  });

  it('counts a whole history again under a changed calendar', () => {
    const spans = [{ from: ist('2026-01-19', '09:00'), to: null }];
    // 10 h from Monday 9:00: 9 h on Monday, 1 h on Tuesday.
    expect(iso(whenClockReaches(spans, 10 * HOUR, PUNE))).toBe(iso(ist('2026-01-20', '10:00')));
    // The business now closes at 13:00: 4 h Monday, 4 h Tuesday, 2 h Wednesday, from the complaint's start.
    const mornings = { start: 9 * 60, end: 13 * 60 };
    const shorter = { ...PUNE, week: PUNE.week.map((day) => day && mornings) };
    expect(iso(whenClockReaches(spans, 10 * HOUR, shorter))).toBe(iso(ist('2026-01-21', '11:00')));
  });

  it('keeps the wall-clock hours across a change of time zone offset (daylight saving)', () => {
    // Friday 6 March 16:00 EST + 2 h: 1 h on Friday, then Monday 9 March 10:00, now EDT (UTC-4).
    expect(iso(addWorkingTime(new Date('2026-03-06T21:00:00Z'), 2 * HOUR, NEW_YORK))).toBe(
      '2026-03-09T14:00:00.000Z',
    );
    // Friday 30 October 16:00 EDT + 2 h: Monday 2 November 10:00, now EST (UTC-5).
    expect(iso(addWorkingTime(new Date('2026-10-30T20:00:00Z'), 2 * HOUR, NEW_YORK))).toBe(
      '2026-11-02T15:00:00.000Z',
    );
    // A day open round the clock has 23 hours when the clocks go forward and 25 when they go back.
    const always: TWorkCalendar = { ...NEW_YORK, week: Array(7).fill({ start: 0, end: 24 * 60 }) };
    const day = (d: string) =>
      workingTimeBetween(
        new Date(instantOf(d, 0, 'America/New_York')),
        new Date(instantOf(d, 1440, 'America/New_York')),
        always,
      );
    expect(day('2026-03-08')).toBe(23 * HOUR);
    expect(day('2026-11-01')).toBe(25 * HOUR);
    // 2:30 does not exist on 8 March (the next instant is 3:30 EDT); 1:30 happens twice on 1 November (the first).
    expect(new Date(instantOf('2026-03-08', 150, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(new Date(instantOf('2026-11-01', 90, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('answers none when the calendar has no open hours', () => {
    const closed: TWorkCalendar = { ...PUNE, week: Array(7).fill(null) };
    expect(addWorkingTime(ist('2026-01-20', '09:00'), HOUR, closed)).toBeNull();
  });
});
