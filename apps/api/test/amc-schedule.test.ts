import { describe, expect, it } from 'vitest';
import {
  addMonths,
  amcServiceTitle,
  nextWorkingDay,
  scheduleServices,
  weekdayOf,
} from '../src/modules/amc/amc-schedule';

const dates = (plan: Parameters<typeof scheduleServices>[0]) => scheduleServices(plan).map((s) => s.date);

describe('AMC schedule', () => {
  it('adds months and keeps a missing day at the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-01-15', 0)).toBe('2026-01-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-01', 7200)).toBe('2626-01-01');
  });

  it('plans 12 monthly services from 31 January on the month ends, counted from the start date', () => {
    const plan = scheduleServices({
      startDate: '2026-01-31',
      intervalMonths: 1,
      serviceCount: 12,
      weeklyOffDays: [],
    });
    expect(plan).toEqual([
      { sequence: 1, date: '2026-02-28' },
      { sequence: 2, date: '2026-03-31' },
      { sequence: 3, date: '2026-04-30' },
      { sequence: 4, date: '2026-05-31' },
      { sequence: 5, date: '2026-06-30' },
      { sequence: 6, date: '2026-07-31' },
      { sequence: 7, date: '2026-08-31' },
      { sequence: 8, date: '2026-09-30' },
      { sequence: 9, date: '2026-10-31' },
      { sequence: 10, date: '2026-11-30' },
      { sequence: 11, date: '2026-12-31' },
      { sequence: 12, date: '2027-01-31' },
    ]);
  });

  it('gives 29 February from 31 January of a leap year', () => {
    expect(dates({ startDate: '2028-01-31', intervalMonths: 1, serviceCount: 3, weeklyOffDays: [] })).toEqual(
      ['2028-02-29', '2028-03-31', '2028-04-30'],
    );
  });

  it('plans a quarterly contract', () => {
    expect(dates({ startDate: '2026-01-15', intervalMonths: 3, serviceCount: 4, weeklyOffDays: [] })).toEqual(
      ['2026-04-15', '2026-07-15', '2026-10-15', '2027-01-15'],
    );
    expect(dates({ startDate: '2026-11-30', intervalMonths: 3, serviceCount: 2, weeklyOffDays: [] })).toEqual(
      ['2027-02-28', '2027-05-30'],
    );
  });

  it('moves a service off a weekly day off to the next working day, also into the next month', () => {
    expect(weekdayOf('2026-02-28')).toBe(6);
    expect(nextWorkingDay('2026-02-28', [0, 6])).toBe('2026-03-02');
    expect(nextWorkingDay('2026-05-31', [0])).toBe('2026-06-01');
    expect(nextWorkingDay('2026-03-31', [0, 6])).toBe('2026-03-31');
    expect(nextWorkingDay('2026-12-31', [4])).toBe('2027-01-01');
    // Holidays too: 26 Jan 2026 (Monday) off, then Tuesday; a holiday on a Friday before a weekend off, then Monday;
    // a calendar closed every day leaves the date.
    expect(nextWorkingDay('2026-01-26', [0], new Set(['2026-01-26']))).toBe('2026-01-27');
    expect(nextWorkingDay('2026-05-01', [0, 6], new Set(['2026-05-01', '2026-05-04']))).toBe('2026-05-05');
    expect(nextWorkingDay('2026-05-01', [0, 1, 2, 3, 4, 5, 6])).toBe('2026-05-01');
    // Saturday and Sunday off: 28 Feb (Sat) -> 2 Mar, 31 May (Sun) -> 1 Jun, 31 Oct (Sat) -> 2 Nov, 31 Jan 2027 (Sun) -> 1 Feb.
    expect(
      dates({ startDate: '2026-01-31', intervalMonths: 1, serviceCount: 12, weeklyOffDays: [0, 6] }),
    ).toEqual([
      '2026-03-02',
      '2026-03-31',
      '2026-04-30',
      '2026-06-01',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-11-02',
      '2026-11-30',
      '2026-12-31',
      '2027-02-01',
    ]);
  });

  it('keeps the date when every day of the week is a day off (there is no working day to move to)', () => {
    expect(nextWorkingDay('2026-02-28', [0, 1, 2, 3, 4, 5, 6])).toBe('2026-02-28');
  });

  it('plans from a given sequence on, still counted from the start date', () => {
    expect(
      scheduleServices({
        startDate: '2026-01-31',
        intervalMonths: 2,
        serviceCount: 4,
        weeklyOffDays: [],
        fromSequence: 3,
      }),
    ).toEqual([
      { sequence: 3, date: '2026-07-31' },
      { sequence: 4, date: '2026-09-30' },
    ]);
    expect(
      scheduleServices({
        startDate: '2026-01-31',
        intervalMonths: 1,
        serviceCount: 2,
        weeklyOffDays: [],
        fromSequence: 3,
      }),
    ).toEqual([]);
  });

  it("titles a generated service with its contract, number and count, in the business's language", () => {
    expect(amcServiceTitle('en', 'AMC-00001', 3, 12)).toBe('AMC-00001 service 3 of 12');
    const german = amcServiceTitle('de', 'AMC-00001', 3, 12);
    // Stored and searched as typed: no bidi isolates around the contract number.
    expect(german).toMatch(/^[^\u2068\u2069]*AMC-00001[^\u2068\u2069]*$/);
    expect(german).not.toBe('AMC-00001 service 3 of 12');
  });
});
