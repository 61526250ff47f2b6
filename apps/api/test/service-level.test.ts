import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS } from '@amc/contracts';
import { setClock } from '../src/lib/kernel/clock';
import { NO_FILE_STORE } from '../src/lib/kernel/file-store';
import { runComplaintAlerts } from '../src/jobs/complaint-alerts';
import { createInstalledApp, startSecondProcess, type TInstalledApp } from './helpers/test-app';
import { addPerson, type TPerson } from './helpers/work-people';
import { weekClosedOn } from './helpers/fixtures';
import { popplerText } from './helpers/poppler';

/** A wall time in Kolkata (UTC+5:30 all year), the business's zone here. */
const ist = (day: string, clock: string) => new Date(`${day}T${clock}:00.000+05:30`);
const iso = (day: string, clock: string) => ist(day, clock).toISOString();
// Monday 7 December 2026; the business opens 9:00-18:00 Monday to Saturday.
const MON = '2026-12-07';
const TUE = '2026-12-08';
const WED = '2026-12-09';
const THU = '2026-12-10';

const targets = (respond: number[], resolve: number[]) =>
  (['critical', 'high', 'normal', 'low'] as const).map((priority, i) => ({
    priority,
    respond_minutes: respond[i]!,
    resolve_minutes: resolve[i]!,
  }));

describe('service levels: promises counted in working time, paused while waiting, alerted once', () => {
  let t: TInstalledApp;
  let second: FastifyInstance;
  let ravi: TPerson;
  let anil: TPerson;
  let priya: TPerson;
  let typeId = 0;
  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const levels = async () => (await get('/api/setting/service-levels')).json().data;
  const file = async (at: Date, overrides: object = {}) => {
    setClock(() => at);
    const response = await post('/api/complaint/store', {
      customer_id: priya.id,
      date: at.toISOString().slice(0, 10),
      type_id: typeId,
      description: 'The chiller stopped.',
      assigned_to_id: ravi.id,
      charge: '0',
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const update = async (at: Date, payload: object, token: string) => {
    setClock(() => at);
    const response = await post('/api/complaint/update', payload, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const alertsOf = (complaintId: number) =>
    prisma().complaintAlert.findMany({ where: { complaintId }, select: { promise: true, level: true } });
  /** The live notices the job sends after its commits: to whom, and which. */
  const told: { userIds: number[]; event: string }[] = [];
  const context = {
    databaseUrl: '',
    dataDir: '',
    fileStore: NO_FILE_STORE,
    publish: (userIds: readonly number[], event: string) =>
      told.push({ userIds: [...userIds].sort((x, y) => x - y), event }),
  };

  beforeAll(async () => {
    t = await createInstalledApp();
    await prisma().setting.update({
      where: { id: 1 },
      data: { workingWeek: weekClosedOn(0), timeZone: 'Asia/Kolkata' },
    });
    ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    typeId = (await prisma().category.create({ data: { type: 'complaint_type', name: 'Breakdown' } })).id;
    second = await startSecondProcess(t);
  });
  afterEach(() => setClock(null));
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('keeps levels: the installed default, a unique name, whole promises, one default, and refuses what is held', async () => {
    const [standard] = await levels();
    expect(standard).toMatchObject({ name: 'Standard', is_default: true, priority: 'normal', contracts: 0 });
    expect(standard.targets).toEqual(targets([120, 240, 480, 960], [480, 960, 1440, 2400]));

    const gold = {
      name: 'Gold',
      priority: 'critical',
      targets: targets([60, 120, 240, 480], [240, 480, 960, 1440]),
    };
    const stored = await post('/api/setting/service-level/store', gold);
    expect(stored.statusCode, stored.body).toBe(200);
    const goldId = stored.json().data.id;
    expect(stored.json().data).toMatchObject({ name: 'Gold', priority: 'critical', is_default: false });

    const before = await levels();
    const taken = await post('/api/setting/service-level/store', gold);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().issues).toMatchObject([{ path: 'name' }]);
    const short = await post('/api/setting/service-level/store', {
      ...gold,
      name: 'Short',
      targets: targets([60, 120, 240, 480], [30, 480, 960, 1440]),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The time to resolve cannot be shorter than the time to respond.');
    const partial = await post('/api/setting/service-level/store', {
      ...gold,
      name: 'Partial',
      targets: gold.targets.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    const tooLong = await post('/api/setting/service-level/store', {
      ...gold,
      name: 'Long',
      targets: targets([60, 120, 240, 480], [60_001, 480, 960, 1440]),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await post('/api/setting/service-level/store', { ...gold, name: 'Mine' }, ravi.token)).statusCode,
    ).toBe(403);
    expect(await levels()).toEqual(before);

    // Made the default, Gold is the only one; the default cannot be deleted, and Standard can once it is not.
    const promoted = await post('/api/setting/service-level/update', {
      id: goldId,
      ...gold,
      is_default: true,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(
      (await levels()).map((l: { name: string; is_default: boolean }) => [l.name, l.is_default]),
    ).toEqual([
      ['Gold', true],
      ['Standard', false],
    ]);
    expect((await post('/api/setting/service-level/delete', { id: goldId })).statusCode).toBe(409);
    const restored = await post('/api/setting/service-level/update', {
      id: standard.id,
      name: standard.name,
      priority: standard.priority,
      targets: standard.targets,
      is_default: true,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await levels())[0]).toMatchObject({ name: 'Standard', is_default: true });
    expect((await post('/api/setting/service-level/delete', { id: 999_999 })).statusCode).toBe(404);

    // A level a contract holds is not deleted.
    await prisma().amc.update({ where: { id: await contractId() }, data: { serviceLevelId: goldId } });
    const held = await post('/api/setting/service-level/delete', { id: goldId });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'This service level is held by contracts or complaints; choose another level for them first.',
    );
  });

  /** A contract of Priya's covering an item of hers (made once). */
  let contract = 0;
  let item = 0;
  async function contractId() {
    if (contract) return contract;
    const product = await prisma().product.create({ data: { code: 'CH-1', name: 'Chiller', price: '1' } });
    item = (
      await prisma().equipment.create({
        data: {
          customerId: priya.id,
          productId: product.id,
          serialNo: 'CH-0001',
          labelToken: 'a'.repeat(32),
        },
      })
    ).id;
    contract = (
      await prisma().amc.create({
        data: {
          amcNo: 'AMC-SL-1',
          customerId: priya.id,
          startDate: new Date('2026-01-01'),
          endDate: new Date('2027-12-31'),
          detail: 'Chiller care',
          intervalMonths: 3,
          serviceCount: 4,
          equipment: { create: { equipmentId: item } },
        },
      })
    ).id;
    return contract;
  }

  it("files a complaint on a contract at its level's priority, and one under none at the default level", async () => {
    const gold = (await levels()).find((l: { name: string }) => l.name === 'Gold');
    // The contract's level decides the priority, whatever the form says.
    const onContract = await file(ist(MON, '10:00'), { equipment_id: item, priority: 'low' });
    expect(onContract).toMatchObject({
      priority: 'critical',
      service_level: { id: gold.id, name: 'Gold' },
      // Gold's critical: respond in 1 working hour, resolve in 4.
      response_due_at: iso(MON, '11:00'),
      resolution_due_at: iso(MON, '14:00'),
      due_at: iso(MON, '11:00'),
      warn_at: iso(MON, '10:48'),
      responded_at: null,
    });
    const loose = await file(ist(MON, '10:00'), { priority: 'high' });
    expect(loose).toMatchObject({ priority: 'high', service_level: { name: 'Standard' } });
    // Standard's high: 4 working hours to respond (14:00), 16 to resolve: 8 on Monday, 8 on Tuesday (17:00).
    expect([loose.response_due_at, loose.resolution_due_at]).toEqual([iso(MON, '14:00'), iso(TUE, '17:00')]);
    const plain = await file(ist(MON, '17:00'));
    expect(plain.priority).toBe('normal');
    // 8 working hours to respond from 17:00 on Monday: 1 on Monday, 7 on Tuesday.
    expect(plain.response_due_at).toBe(iso(TUE, '16:00'));
  });

  it('stops the clock while waiting for the customer and counts on from where it stood', async () => {
    const filed = await file(ist(MON, '10:00'), { priority: 'critical' });
    // Standard's critical: respond by 12:00, resolve by 18:00.
    expect([filed.response_due_at, filed.resolution_due_at]).toEqual([iso(MON, '12:00'), iso(MON, '18:00')]);
    // The assignee asks the customer at 11:00: that is the response, and the clock stops.
    const waiting = await update(ist(MON, '11:00'), { id: filed.id, status: 'waiting' }, ravi.token);
    expect(waiting).toMatchObject({
      status: 'waiting',
      responded_at: iso(MON, '11:00'),
      due_at: null,
      warn_at: null,
      resolution_due_at: null,
    });
    expect((await prisma().complaint.findUniqueOrThrow({ where: { id: filed.id } })).responseMinutes).toBe(
      60,
    );
    // Resumed at 10:00 on Tuesday: 1 of its 8 hours is spent, 7 are left.
    const resumed = await update(ist(TUE, '10:00'), { id: filed.id, status: 'progress' }, ravi.token);
    expect(resumed).toMatchObject({
      resolution_due_at: iso(TUE, '17:00'),
      due_at: iso(TUE, '17:00'),
      // 80% of 8 hours is 6:24: 1:00 on Monday, 5:24 from 10:00 on Tuesday.
      warn_at: iso(TUE, '15:24'),
      response_due_at: iso(MON, '12:00'),
    });
    // A new priority counts the whole history again: normal resolves in 24 hours, 1 spent, 23 from Tuesday 10:00:
    // 8 on Tuesday, 9 on Wednesday, 6 on Thursday.
    const lowered = await update(ist(TUE, '10:05'), { id: filed.id, priority: 'normal' }, t.adminToken);
    expect(lowered.resolution_due_at).toBe(iso(THU, '15:00'));
    await update(ist(TUE, '10:06'), { id: filed.id, priority: 'critical' }, t.adminToken);

    // Each alert once, whichever process runs the job first: the warning at 15:30, the breach at 17:30.
    await prisma().mailOutbox.deleteMany();
    told.length = 0;
    const run = (at: string, db = prisma()) => runComplaintAlerts(db, ist(TUE, at), undefined, context);
    const [a, b] = await Promise.all([run('15:30'), run('15:30', second.db.prisma)]);
    expect(await alertsOf(filed.id)).toEqual([{ promise: 'resolution', level: 'warning' }]);
    // And a live notice to the same two, once, whichever process sent the mails.
    const admin = await prisma().user.findFirstOrThrow({ where: { email: 'admin@example.com' } });
    expect(told).toEqual([
      { userIds: [admin.id, ravi.id].sort((x, y) => x - y), event: LIVE_EVENTS.complaintAlert },
    ]);
    // Mailed to the admin and the assignee, once.
    const warned = await prisma().mailOutbox.findMany({ select: { toAddress: true, subject: true } });
    expect(warned.filter((m) => m.subject.includes(filed.complaint_no))).toEqual(
      expect.arrayContaining([
        {
          toAddress: 'admin@example.com',
          subject: `Resolution due soon: complaint ${filed.complaint_no} (Critical)`,
        },
        {
          toAddress: 'ravi@example.com',
          subject: `Resolution due soon: complaint ${filed.complaint_no} (Critical)`,
        },
      ]),
    );
    expect(warned.filter((m) => m.subject.includes(filed.complaint_no))).toHaveLength(2);
    expect(a + b).toBeGreaterThanOrEqual(2);

    // The list's standing: at risk now, breached after 17:00.
    setClock(() => ist(TUE, '15:30'));
    const atRisk = await get(`/api/complaint/list?filters=${encodeURIComponent('{"due_at":"at_risk"}')}`);
    expect(atRisk.json().data.map((c: { id: number }) => c.id)).toContain(filed.id);
    await run('17:30');
    await run('17:31', second.db.prisma);
    expect(await alertsOf(filed.id)).toEqual([
      { promise: 'resolution', level: 'warning' },
      { promise: 'resolution', level: 'breach' },
    ]);
    const breachMails = await prisma().mailOutbox.count({
      where: { subject: `Resolution overdue: complaint ${filed.complaint_no} (Critical)` },
    });
    expect(breachMails).toBe(2);
    setClock(() => ist(TUE, '17:30'));
    const breached = await get(`/api/complaint/list?filters=${encodeURIComponent('{"due_at":"breached"}')}`);
    expect(breached.json().data.map((c: { id: number }) => c.id)).toContain(filed.id);
    // The dashboard counts the same complaints as the list's filters, for the admin and for the assignee.
    const summary = async (token: string) =>
      (await get('/api/dashboard/data', token)).json().data.smart_summary;
    const total = async (standing: string, token: string) =>
      (
        await get(
          `/api/complaint/list?filters=${encodeURIComponent(JSON.stringify({ due_at: standing }))}`,
          token,
        )
      ).json().meta.total;
    for (const token of [t.adminToken, ravi.token]) {
      const figures = await summary(token);
      expect(figures.complaints_breached).toBe(await total('breached', token));
      expect(figures.complaints_at_risk).toBe(await total('at_risk', token));
    }
    expect((await summary(ravi.token)).complaints_breached).toBeGreaterThanOrEqual(1);
    expect(breached.json().data.map((c: { id: number }) => c.id)).not.toContain(
      (await prisma().complaint.findFirst({ where: { status: 'closed' }, select: { id: true } }))?.id ?? -1,
    );
    // The employee reaches its own only; the customer sees the promised time on its own, and not another's.
    const own = await get(`/api/complaint/view/${filed.id}`, priya.token);
    expect(own.json().data.resolution_due_at).toBe(iso(TUE, '17:00'));
    expect((await get(`/api/complaint/view/${filed.id}`, anil.token)).statusCode).toBe(404);
  });

  it('sends only the breach of a promise both warned and broken since the last run, and nothing once resolved', async () => {
    const lone = await file(ist(MON, '10:00'), { priority: 'critical', assigned_to_id: anil.id });
    await prisma().mailOutbox.deleteMany();
    await runComplaintAlerts(prisma(), ist(MON, '12:30'), undefined, context);
    expect(await alertsOf(lone.id)).toEqual([
      { promise: 'response', level: 'warning' },
      { promise: 'response', level: 'breach' },
    ]);
    const subject = `Response overdue: complaint ${lone.complaint_no} (Critical)`;
    expect(
      await prisma().mailOutbox.findMany({
        select: { toAddress: true, subject: true },
        orderBy: { toAddress: 'asc' },
      }),
    ).toEqual([
      { toAddress: 'admin@example.com', subject },
      { toAddress: 'anil@example.com', subject },
    ]);
    await update(
      ist(MON, '12:40'),
      { id: lone.id, status: 'closed', resolution_note: 'Reset the breaker.' },
      t.adminToken,
    );
    const closed = await prisma().complaint.findUniqueOrThrow({ where: { id: lone.id } });
    expect([closed.dueAt, closed.warnAt, closed.alertAt]).toEqual([null, null, null]);
    expect(closed.resolutionDueAt?.toISOString()).toBe(iso(MON, '18:00'));
    // Closed by the admin at 12:40: it left "open" then, so it was responded to and resolved in 2:40 of working time.
    expect([closed.responseMinutes, closed.resolutionMinutes]).toEqual([160, 160]);
    await prisma().mailOutbox.deleteMany();
    expect(await runComplaintAlerts(prisma(), ist(TUE, '12:00'), undefined, context)).toBe(
      await prisma().mailOutbox.count(),
    );
    expect(await prisma().mailOutbox.count({ where: { subject: { contains: lone.complaint_no } } })).toBe(0);
  });

  it("puts the employee's complaints in My work, what is due first first, those not running last", async () => {
    const waiting = await file(ist(THU, '09:00'), { priority: 'low' });
    await update(ist(THU, '09:30'), { id: waiting.id, status: 'waiting' }, ravi.token);
    const work = (await get('/api/my-work/data', ravi.token)).json().data;
    const dues = work.complaints.map((c: { due_at: string | null }) => c.due_at);
    const running = dues.filter((due: string | null) => due !== null);
    expect(running.length).toBeGreaterThan(2);
    expect(running).toEqual([...running].sort());
    expect(dues.slice(running.length).every((due: string | null) => due === null)).toBe(true);
    expect(work.complaints.at(-1)).toMatchObject({ id: waiting.id, status: 'waiting', due_at: null });
    expect(work.complaints.every((c: { status: string }) => c.status !== 'closed')).toBe(true);
    const own = await prisma().complaint.count({
      where: { assignedToId: ravi.id, status: { not: 'closed' } },
    });
    expect(work.complaints).toHaveLength(own);
  });

  it('counts the open promises again when a holiday is added', async () => {
    const filed = await file(ist(WED, '10:00'));
    // Normal: 24 working hours from 10:00 on Wednesday: 8 + 9 (Thursday) + 7 on Friday, 16:00.
    expect(filed.resolution_due_at).toBe(iso('2026-12-11', '16:00'));
    setClock(() => ist(WED, '10:01'));
    expect((await post('/api/setting/holiday/store', { day: THU, name: 'Founders day' })).statusCode).toBe(
      200,
    );
    await runComplaintAlerts(prisma(), ist(WED, '10:02'), undefined, context);
    const recounted = await prisma().complaint.findUniqueOrThrow({ where: { id: filed.id } });
    // Thursday is closed now: the 9 hours move to Friday, the last 7 to Saturday.
    expect(recounted.resolutionDueAt?.toISOString()).toBe(iso('2026-12-12', '16:00'));
    const settings = await prisma().setting.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings.promisesVersion).toBe(settings.calendarVersion);
  });

  it('reports the promises kept by month, employee and priority, with the working hours they took', async () => {
    const at = ist(THU, '12:00');
    setClock(() => at);
    const range = { start_date: '2026-12-01', end_date: '2026-12-31' };
    const report = await post('/api/report/promiseReport', range);
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json().data;
    // The same figures from the rows, counted here.
    const rows = await prisma().complaint.findMany({ where: { serviceLevelId: { not: null } } });
    const decided = (done: Date | null, due: Date | null) =>
      done && due ? (done <= due ? 'in' : 'late') : !done && due && due < at ? 'late' : null;
    const tally = (key: 'response' | 'resolution', outcome: 'in' | 'late') =>
      rows.filter((r) =>
        key === 'response'
          ? decided(r.respondedAt, r.responseDueAt) === outcome
          : decided(r.resolvedAt, r.resolutionDueAt) === outcome,
      ).length;
    const average = (minutes: (number | null)[]) => {
      const taken = minutes.filter((m): m is number => m !== null);
      return taken.length
        ? Math.round((taken.reduce((a, b) => a + b, 0) * 10) / (taken.length * 60)) / 10
        : null;
    };
    expect(data.totals).toEqual({
      complaints: rows.length,
      responded_in_time: tally('response', 'in'),
      responded_late: tally('response', 'late'),
      resolved_in_time: tally('resolution', 'in'),
      resolved_late: tally('resolution', 'late'),
      kept_rate:
        Math.round(
          (tally('resolution', 'in') * 1000) / (tally('resolution', 'in') + tally('resolution', 'late')),
        ) / 10,
      avg_response_hours: average(rows.map((r) => r.responseMinutes)),
      avg_resolution_hours: average(rows.map((r) => r.resolutionMinutes)),
    });
    // The one resolved (closed at 12:40 on Monday, critical): responded late (due 12:00), resolved in time (18:00).
    expect(data.totals.resolved_in_time).toBe(1);
    expect(data.months).toEqual([expect.objectContaining({ month: '2026-12', complaints: rows.length })]);
    const anilLine = data.employees.find(
      (e: { employee: { id: number } | null }) => e.employee?.id === anil.id,
    );
    expect(anilLine).toMatchObject({
      employee: { id: anil.id, full_name: 'Anil Mehta' },
      complaints: 1,
      responded_late: 1,
      resolved_in_time: 1,
      kept_rate: 100,
      avg_response_hours: 2.7,
      avg_resolution_hours: 2.7,
    });
    expect(data.priorities.map((p: { priority: string }) => p.priority)).toEqual(
      ['critical', 'high', 'normal', 'low'].filter((p) => rows.some((r) => r.priority === p)),
    );
    const csv = (await post('/api/report/promiseReport?format=csv', range)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      'Group,Complaints,Responded in time,Responded late,Resolved in time,Resolved late,Kept (%),Average response (working hours),Average resolution (working hours)',
    );
    expect(csv).toContain('By employee: Anil Mehta,1,0,1,1,0,100.0,2.7,2.7');
    expect(csv.at(-1)).toMatch(new RegExp(`^Total,${rows.length},`));
    const pdf = await post('/api/report/promiseReport?format=pdf', range);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(popplerText(pdf.rawPayload)).toContain('Service Level Report');
    const empty = await post('/api/report/promiseReport', {
      start_date: '2025-01-01',
      end_date: '2025-01-31',
    });
    expect(empty.json()).toMatchObject({ message: 'No data available in Service Level Report' });
  });
});
