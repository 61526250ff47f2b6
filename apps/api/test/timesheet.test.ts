import { MSG } from '@amc/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addPerson, type TPerson } from './helpers/work-people';
import { popplerText } from './helpers/poppler';
import { runTimesheetDays } from '../src/jobs/timesheet-days';

/**
 * The technician's time (issue 28, section 4): a visit's travel start, arrival and finish, hours on tasks per day,
 * the employee's own week and the admin's timesheet report, counted on the business's days (Europe/Berlin here, a
 * zone with daylight saving).
 */
describe("the technician's time: travel, on site and task hours per business day and week", () => {
  let t: TInstalledApp;
  let ravi: TPerson;
  let anil: TPerson;
  let priya: TPerson;
  let raviTask = 0;
  let anilTask = 0;
  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token: string | null = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token: string | null = t.adminToken) => t.as(token, { method: 'GET', url });
  /** A visit of Priya's assigned to Ravi, not yet done. */
  const addVisit = async (title: string, day: string) => {
    const stored = await post('/api/service/store', {
      customer_id: priya.id,
      service_title: title,
      service_date: day,
      assigned_to_id: ravi.id,
      charge: '0',
      status: 'open',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    return stored.json().data.id as number;
  };
  const complete = (id: number, times: Record<string, string>, token = ravi.token) =>
    post('/api/service/complete', { id, work_done: 'Serviced', ...times }, token);
  const logHours = (body: object, token = ravi.token) => post('/api/task/hours', body, token);
  const week = (day: string, token = ravi.token) => get(`/api/my-work/timesheet?week_of=${day}`, token);
  const report = (format = 'json', range = { start_date: '2026-10-01', end_date: '2026-12-31' }) =>
    post(`/api/report/timesheetReport?format=${format}`, range);

  beforeAll(async () => {
    t = await createInstalledApp();
    await prisma().setting.update({ where: { id: 1 }, data: { timeZone: 'Europe/Berlin' } });
    ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    const task = (name: string, assignedToId: number) =>
      prisma().task.create({ data: { name, description: name, assignedToId } });
    raviTask = (await task('Stock count in the van', ravi.id)).id;
    anilTask = (await task('Training day', anil.id)).id;
  });
  afterEach(() => setClock(null));
  afterAll(async () => t?.close());

  it("keeps a visit's travel start, and refuses one after the arrival with nothing changed", async () => {
    setClock(() => new Date('2026-12-02T10:00:00Z'));
    const id = await addVisit('Filter change', '2026-11-30');
    const late = await complete(id, {
      travel_started_at: '2026-11-30T09:20:00+01:00',
      started_at: '2026-11-30T09:10:00+01:00',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The travel start cannot be after the arrival time.');
    expect(late.json().issues).toEqual([{ path: 'travel_started_at', message: MSG.travelAfterStart }]);
    const untouched = await prisma().service.findUniqueOrThrow({ where: { id } });
    expect(untouched).toMatchObject({ status: 'open', travelStartedAt: null, startedAt: null });

    // Monday 30 November in Berlin (UTC+1): 30 minutes on the road, 90 on site.
    const done = await complete(id, {
      travel_started_at: '2026-11-30T08:40:00+01:00',
      started_at: '2026-11-30T09:10:00+01:00',
      finished_at: '2026-11-30T10:40:00+01:00',
    });
    expect(done.statusCode, done.body).toBe(200);
    const stored = await prisma().service.findUniqueOrThrow({ where: { id } });
    expect(stored.travelStartedAt?.toISOString()).toBe('2026-11-30T07:40:00.000Z');

    // Arrived at 00:30 on Tuesday in Berlin, which is still Monday in UTC: it is Tuesday's.
    const night = await addVisit('Night call', '2026-12-01');
    const second = await complete(night, {
      travel_started_at: '2026-11-30T23:10:00Z',
      started_at: '2026-11-30T23:30:00Z',
      finished_at: '2026-12-01T00:15:00Z',
    });
    expect(second.statusCode, second.body).toBe(200);
  });

  it("sets a day's hours on the employee's own task, once however often sent, and refuses what is not its own", async () => {
    setClock(() => new Date('2026-12-02T10:00:00Z'));
    const body = { task_id: raviTask, day: '2026-11-30', minutes: 150, note: 'Counted the van' };
    for (let send = 0; send < 2; send += 1) {
      const logged = await logHours(body);
      expect(logged.statusCode, logged.body).toBe(200);
      expect(logged.json()).toMatchObject({
        message: 'Hours logged.',
        data: { task: { id: raviTask, name: 'Stock count in the van' }, day: '2026-11-30', minutes: 150 },
      });
    }
    expect(await prisma().taskHours.count()).toBe(1);
    const changed = await logHours({ ...body, minutes: 90 });
    expect(changed.json().data).toMatchObject({ minutes: 90, note: 'Counted the van' });
    expect(await prisma().taskHours.count()).toBe(1);

    // Bad input: 400 with the sentence, nothing written.
    for (const [wrong, message] of [
      [{ minutes: 1441 }, 'Enter the hours, from 0 to 24.'],
      [{ minutes: -5 }, 'Enter the hours, from 0 to 24.'],
      [{ minutes: 2.5 }, 'Enter the hours, from 0 to 24.'],
      [{ minutes: '90' }, 'Enter the hours, from 0 to 24.'],
      [{ day: '2026-12-03' }, 'Hours cannot be logged for a day later than today.'],
      [{ day: '2026-02-30' }, MSG.invalidDate],
    ] as const) {
      const refused = await logHours({ ...body, ...wrong });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const all = await prisma().taskHours.findMany();
    expect(all.map((row) => row.minutes)).toEqual([90]);

    // Another's task, or none: 404; a customer holds no task right: 403; signed out: 401.
    expect((await logHours({ ...body, task_id: anilTask })).statusCode).toBe(404);
    expect((await logHours({ ...body, task_id: 999_999 })).statusCode).toBe(404);
    expect((await logHours(body, priya.token)).statusCode).toBe(403);
    expect((await t.as(null, { method: 'POST', url: '/api/task/hours', payload: body })).statusCode).toBe(
      401,
    );

    // 0 removes the day; set again for the week below.
    expect((await logHours({ ...body, day: '2026-12-01', minutes: 60 })).statusCode).toBe(200);
    const removed = await logHours({ ...body, day: '2026-12-01', minutes: 0 });
    expect(removed.json().data).toBeNull();
    expect(await prisma().taskHours.count()).toBe(1);

    // The task's hours: its assignee and the admin see them, another employee finds no task.
    const seen = await get(`/api/task/hours?task_id=${raviTask}`, ravi.token);
    expect(seen.json().data).toEqual([
      expect.objectContaining({
        employee: { id: ravi.id, full_name: 'Ravi Kumar' },
        day: '2026-11-30',
        minutes: 90,
      }),
    ]);
    expect((await get(`/api/task/hours?task_id=${raviTask}`)).json().data).toHaveLength(1);
    expect((await get(`/api/task/hours?task_id=${raviTask}`, anil.token)).statusCode).toBe(404);
  });

  it("shows the employee its own week, Monday to Sunday, each day's travel, time on site and task hours", async () => {
    const shown = await week('2026-12-02');
    expect(shown.statusCode, shown.body).toBe(200);
    const data = shown.json().data;
    expect(data).toMatchObject({ week: '2026-W49', start_date: '2026-11-30', end_date: '2026-12-06' });
    expect(data.days).toHaveLength(7);
    expect(data.days[0]).toEqual({
      day: '2026-11-30',
      travel_minutes: 30,
      site_minutes: 90,
      task_minutes: 90,
      visits: 1,
    });
    expect(data.days[1]).toEqual({
      day: '2026-12-01',
      travel_minutes: 20,
      site_minutes: 45,
      task_minutes: 0,
      visits: 1,
    });
    expect(data.days.slice(2).every((day: { visits: number }) => day.visits === 0)).toBe(true);
    expect(data.totals).toEqual({ travel_minutes: 50, site_minutes: 135, task_minutes: 90, visits: 2 });
    expect(data.task_hours).toEqual([expect.objectContaining({ day: '2026-11-30', minutes: 90 })]);
    // Anil's week is his own: nothing of Ravi's.
    expect((await week('2026-12-02', anil.token)).json().data.totals).toEqual({
      travel_minutes: 0,
      site_minutes: 0,
      task_minutes: 0,
      visits: 0,
    });
    // The week before is empty; a bad day is refused.
    expect((await week('2026-11-29')).json().data.week).toBe('2026-W48');
    expect((await week('2026-11-31')).statusCode).toBe(400);
    expect((await get('/api/my-work/timesheet?week_of=2026-12-02', null)).statusCode).toBe(401);
  });

  it('counts a day by its own midnight across the change from summer time', async () => {
    setClock(() => new Date('2026-12-02T10:00:00Z'));
    // Sunday 25 October 2026: Berlin leaves summer time at 03:00. 23:30 that evening is 22:30 UTC (UTC+1 by then),
    // which a summer offset of +2 would have put on Monday.
    const id = await addVisit('Sunday evening call', '2026-10-25');
    const done = await complete(id, {
      travel_started_at: '2026-10-25T22:00:00Z',
      started_at: '2026-10-25T22:30:00Z',
      finished_at: '2026-10-25T22:50:00Z',
    });
    expect(done.statusCode, done.body).toBe(200);
    const data = (await week('2026-10-25')).json().data;
    expect(data.week).toBe('2026-W43');
    expect(data.days[6]).toMatchObject({
      day: '2026-10-25',
      travel_minutes: 30,
      site_minutes: 20,
      visits: 1,
    });
    expect((await week('2026-10-26')).json().data.days[0].visits).toBe(0);
  });

  it("reports everyone's time by day, ISO week and employee with CSV and PDF, for report_view only", async () => {
    const answer = await report();
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    const raviRef = { id: ravi.id, full_name: 'Ravi Kumar' };
    expect(data.totals).toEqual({ travel_minutes: 80, site_minutes: 155, task_minutes: 90, visits: 3 });
    expect(data.employees).toEqual([{ employee: raviRef, ...data.totals }]);
    // Everyone's weeks; each employee's days and weeks are the files' lines.
    expect(data.weeks.map((line: { week: string }) => line.week)).toEqual(['2026-W43', '2026-W49']);
    expect(data.weeks[1]).toEqual({
      week: '2026-W49',
      travel_minutes: 50,
      site_minutes: 135,
      task_minutes: 90,
      visits: 2,
    });

    const csv = await report('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('timesheetReport.csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Group,Visits,Travel (hours),On site (hours),Tasks (hours),Total (hours)');
    expect(lines).toContain('30-11-2026: Ravi Kumar,1,0.50,1.50,1.50,3.50');
    expect(lines).toContain('2026-W49: Ravi Kumar,2,0.83,2.25,1.50,4.58');
    expect(lines.at(-1)).toBe('Total,3,1.33,2.58,1.50,5.42');

    const pdf = await report('pdf');
    expect(pdf.statusCode).toBe(200);
    const text = popplerText(pdf.rawPayload);
    expect(text).toContain('Timesheet Report');
    expect(text).toContain('2026-W43: Ravi Kumar');

    const empty = await report('json', { start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(empty.json().message).toBe('No data available in Timesheet Report');
    // Employees hold no report_view by default.
    expect(
      (
        await post(
          '/api/report/timesheetReport',
          { start_date: '2026-10-01', end_date: '2026-12-31' },
          ravi.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("counts the visits' days again, once, after the business moves to another time zone", async () => {
    setClock(() => new Date('2026-12-02T10:00:00Z'));
    await prisma().setting.update({ where: { id: 1 }, data: { timeZone: 'America/New_York' } });
    const timed = () =>
      prisma().service.findMany({
        where: { startedAt: { not: null } },
        select: { id: true, updatedAt: true },
        orderBy: { id: 'asc' },
      });
    const before = await timed();
    // Until the job has run, the visits keep the days counted in Berlin: the night call is Tuesday's.
    expect((await week('2026-11-30')).json().data.days[1]).toMatchObject({ day: '2026-12-01', visits: 1 });

    // Two processes at once: the same days, the totals moved once. In New York both calls are Monday's.
    await Promise.all([runTimesheetDays(prisma()), runTimesheetDays(prisma())]);
    const days = (await week('2026-11-30')).json().data.days;
    expect(days[0]).toMatchObject({ day: '2026-11-30', visits: 2, travel_minutes: 50, site_minutes: 135 });
    expect(days[1]).toMatchObject({ day: '2026-12-01', visits: 0, travel_minutes: 0, site_minutes: 0 });
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((row) => Object.values(row).map((v) => (typeof v === 'bigint' ? Number(v) : v)));
    const summary = await prisma().$queryRaw<Record<string, unknown>[]>`
      SELECT DATE_FORMAT(day, '%Y-%m-%d') AS day, employee_id, row_count,
             CAST(travel_minutes AS SIGNED) AS travel, CAST(site_minutes AS SIGNED) AS site
      FROM timesheet_day_totals WHERE row_count <> 0 ORDER BY 1, 2`;
    const counted = await prisma().$queryRaw<Record<string, unknown>[]>`
      SELECT DATE_FORMAT(work_day, '%Y-%m-%d') AS day, assigned_to_id AS employee_id, COUNT(*) AS row_count,
             CAST(SUM(TIMESTAMPDIFF(MINUTE, travel_started_at, started_at)) AS SIGNED) AS travel,
             CAST(SUM(TIMESTAMPDIFF(MINUTE, started_at, finished_at)) AS SIGNED) AS site
      FROM services WHERE work_day IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`;
    expect(counted).toHaveLength(2);
    expect(plain(summary)).toEqual(plain(counted));
    // The visits themselves did not change for a phone's sync, and the zone they were counted in is noted.
    expect(await timed()).toEqual(before);
    expect((await prisma().setting.findUniqueOrThrow({ where: { id: 1 } })).workDaysZone).toBe(
      'America/New_York',
    );
  });
});
