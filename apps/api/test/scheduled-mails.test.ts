import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOutboxMail } from '@amc/contracts';
import { runServiceReminders } from '../src/jobs/service-reminders';
import { runMonthlyServiceList } from '../src/jobs/monthly-service-list';
import { runEmployeeDailyTasks } from '../src/jobs/employee-daily-tasks';
import { withJobLock } from '../src/jobs/job-lock';
import { JobScheduler, SCHEDULED_JOBS } from '../src/jobs/scheduler';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { addPerson, dateColumn, type TPerson } from './helpers/work-people';

/** 20:00 UTC on 28 February is already 1 March (01:30) in India: the jobs go by the business's day. */
const NOW = new Date('2026-02-28T20:00:00Z');
const NEXT_DAY = new Date('2026-03-01T20:00:00Z');

describe('scheduled mails', () => {
  let t: TInstalledApp;
  let smtp: SmtpCatcher;
  let port: number;
  let customer: TPerson;
  let otherCustomer: TPerson;
  let employee: TPerson;
  let idleEmployee: TPerson;
  let serviceNo = 0;

  const prisma = () => t.app.db.prisma;
  const addService = async (
    title: string,
    day: string,
    customerId: number,
    assignedToId: number | null,
    status: 'open' | 'closed' = 'open',
  ) =>
    prisma().service.create({
      data: {
        serviceNo: `SRV-T${(serviceNo += 1)}`,
        title,
        serviceDate: dateColumn(day),
        customerId,
        assignedToId,
        status,
      },
    });
  const outbox = (event: string) =>
    prisma().mailOutbox.findMany({ where: { event }, orderBy: { id: 'asc' } });

  beforeAll(async () => {
    // A free port left closed: the SMTP server is down until a test starts it there.
    const probe = await new SmtpCatcher().start();
    port = probe.port;
    await probe.stop();
    t = await createInstalledApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await prisma().setting.update({
      where: { id: 1 },
      data: { timeZone: 'Asia/Kolkata', dateFormat: 'DD-MM-YYYY' },
    });
    customer = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    otherCustomer = await addPerson(t.app, 'customer', 'amit@example.com', 'Amit', 'Verma');
    employee = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    idleEmployee = await addPerson(t.app, 'employee', 'sunil@example.com', 'Sunil', 'Rao');
    await prisma().mailOutbox.deleteMany(); // the installation's own notices

    // Reminder window (2 days before) from 1 March: services on 3 March.
    await addService('Filter change', '2026-03-03', customer.id, employee.id);
    await addService('Already done', '2026-03-03', customer.id, employee.id, 'closed');
    await addService('Later visit', '2026-03-04', customer.id, employee.id);
    await addService('Pump check', '2026-03-03', otherCustomer.id, null);
    await addService('Next month', '2026-04-02', customer.id, employee.id);

    const taskBase = { description: 'x', assignedToId: employee.id };
    await prisma().task.createMany({
      data: [
        { ...taskBase, name: 'Order membranes' },
        { ...taskBase, name: 'Visit Priya', dueDate: dateColumn('2026-03-02') },
        { ...taskBase, name: 'Closed task', status: 'closed' },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('queues service reminders for the customer and the assignee, keeps them while SMTP is down, then delivers each once', async () => {
    const runs = await Promise.all([runServiceReminders(prisma(), NOW), runServiceReminders(prisma(), NOW)]);
    expect(runs[0] + runs[1]).toBe(3);
    expect(await runServiceReminders(prisma(), NOW)).toBe(0);

    const rows = await outbox('service_reminder');
    expect(rows.map((r) => r.toAddress).sort()).toEqual([
      'amit@example.com',
      'priya@example.com',
      'ravi@example.com',
    ]);
    expect(
      rows.every(
        (r) =>
          r.subject === 'Reminder: Filter change on 03-03-2026' ||
          r.subject === 'Reminder: Pump check on 03-03-2026',
      ),
    ).toBe(true);

    // SMTP down: nothing is lost, every mail waits in the outbox with the error.
    expect(await t.app.mailWorker.runOnce()).toBe(0);
    for (const row of await outbox('service_reminder')) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }

    smtp = await new SmtpCatcher().start(port);
    await prisma().mailOutbox.updateMany({ data: { nextAttemptAt: new Date() } });
    expect(await t.app.mailWorker.runOnce()).toBe(3);
    await smtp.waitFor(() => smtp.mails.length === 3);
    const toRavi = smtp.mails.find((m) => m.to[0] === 'ravi@example.com');
    expect(toRavi?.parsed.text).toContain('Dear Ravi Kumar');
    expect(toRavi?.parsed.text).toContain('for Priya Sharma is due on 03-03-2026 (in 2 days)');
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([
      'amit@example.com',
      'priya@example.com',
      'ravi@example.com',
    ]);

    // A restart the same day (log rows survive) queues nothing new; the next day's window has other services.
    expect(await runServiceReminders(prisma(), NOW)).toBe(0);
    expect(await runServiceReminders(prisma(), NEXT_DAY)).toBe(2); // "Later visit" on 4 March
  });

  it('mails each customer its services of the month on the 1st, once, and nothing on other days', async () => {
    const runs = await Promise.all([
      runMonthlyServiceList(prisma(), NOW),
      runMonthlyServiceList(prisma(), NOW),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await runMonthlyServiceList(prisma(), NOW)).toBe(0);
    expect(await runMonthlyServiceList(prisma(), NEXT_DAY)).toBe(0);

    const rows = await outbox('monthly_service_list');
    expect(rows.map((r) => r.toAddress).sort()).toEqual(['amit@example.com', 'priya@example.com']);
    const toPriya = rows.find((r) => r.toAddress === 'priya@example.com')!;
    expect(toPriya.html).toContain('03-03-2026: Filter change');
    expect(toPriya.html).toContain('04-03-2026: Later visit');
    expect(toPriya.html).not.toContain('Already done');
    expect(toPriya.html).not.toContain('Next month');

    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(
      (m) => m.to[0] === 'amit@example.com' && m.parsed.subject?.startsWith('Your services') === true,
    );
    expect(mail.parsed.text).toContain('Pump check');
  });

  it("writes each customer's monthly list in that customer's language", async () => {
    const hans = await addPerson(t.app, 'customer', 'hans@example.com', 'Hans', 'Weber');
    await prisma().user.update({ where: { id: hans.id }, data: { language: 'de' } });
    await addService('Wartung', '2026-03-10', hans.id, null);
    expect(await runMonthlyServiceList(prisma(), NOW)).toBe(1);
    const [toHans] = (await outbox('monthly_service_list')).filter((r) => r.toAddress === hans.email);
    expect(toHans!.subject).toMatch(/^Ihre Serviceleistungen in diesem Monat/);
    expect(toHans!.html).toContain('lang="de"');
    expect(toHans!.html).toContain('10-03-2026: Wartung');
  });

  it('mails each employee with open tasks the list once a day; a disabled template sends nothing', async () => {
    const runs = await Promise.all([
      runEmployeeDailyTasks(prisma(), NOW),
      runEmployeeDailyTasks(prisma(), NOW),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await runEmployeeDailyTasks(prisma(), NOW)).toBe(0);
    const rows = await outbox('employee_daily_tasks');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.toAddress).toBe(employee.email);
    expect(rows[0]!.subject).toBe('Your tasks for 01-03-2026');
    // It leads to the task list, which an employee holding task_view opens.
    expect(rows[0]!.html).toMatch(/href="https?:\/\/[^"]+\/task\/list"/);
    // Due first, undated last; closed tasks left out. Nobody without open tasks is mailed.
    expect(rows[0]!.html.indexOf('Visit Priya (due 02-03-2026)')).toBeLessThan(
      rows[0]!.html.indexOf('Order membranes'),
    );
    expect(rows[0]!.html).not.toContain('Closed task');
    expect(rows.some((r) => r.toAddress === idleEmployee.email)).toBe(false);

    await prisma().emailTemplate.update({
      where: { event: 'employee_daily_tasks' },
      data: { isEnabled: false },
    });
    await prisma().emailTemplate.update({ where: { event: 'service_reminder' }, data: { isEnabled: false } });
    const twoDaysOn = new Date('2026-03-02T20:00:00Z');
    expect(await runEmployeeDailyTasks(prisma(), twoDaysOn)).toBe(0);
    expect(await runServiceReminders(prisma(), twoDaysOn)).toBe(0);
    expect(await outbox('employee_daily_tasks')).toHaveLength(1);
    expect(await prisma().scheduledMailLog.count({ where: { runDate: dateColumn('2026-03-03') } })).toBe(0);
    await prisma().emailTemplate.updateMany({ data: { isEnabled: true } });
    // Turned back on the same day, the list goes out.
    expect(await runEmployeeDailyTasks(prisma(), twoDaysOn)).toBe(1);
  });

  it('runs a job in one process only: a run that finds the lock taken skips', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withJobLock(prisma(), 'test_job', () => held.then(() => 'done'));
    // Give the first run time to take the lock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await withJobLock(prisma(), 'test_job', async () => 'second')).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: 'done' });
    expect(await withJobLock(prisma(), 'test_job', async () => 'third')).toEqual({
      ran: true,
      result: 'third',
    });

    const reminders = SCHEDULED_JOBS.find((job) => job.name === 'service_reminder')!;
    expect(await t.app.jobScheduler.runJob(reminders, NOW)).toBe(0);
  });

  it("schedules the jobs in the settings' time zone and stops cleanly", async () => {
    const scheduler = new JobScheduler(t.app.db, t.app.log, () => undefined);
    scheduler.start();
    await vi.waitFor(() => expect(scheduler.nextRun('service_reminder')).not.toBeNull());
    const next = scheduler.nextRun('service_reminder')!;
    const inKolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(inKolkata).toMatch(/^(07|08|09|10|11):00$/);
    const monthly = scheduler.nextRun('monthly_service_list')!;
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric' }).format(monthly),
    ).toBe('1');
    await scheduler.stop();
    expect(scheduler.nextRun('service_reminder')).toBeNull();
  });

  describe('outbox API', () => {
    const list = (query: Record<string, string> = {}, token = t.adminToken) =>
      t.as(token, { method: 'GET', url: `/api/mail/outbox?${new URLSearchParams(query).toString()}` });

    it('lists newest first without bodies, filters by status and searches the recipient', async () => {
      const all = await list({ pageSize: '100' });
      expect(all.statusCode).toBe(200);
      const body = all.json<{ data: TOutboxMail[]; meta: { total: number } }>();
      expect(body.meta.total).toBe(await prisma().mailOutbox.count());
      const ids = body.data.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(Object.keys(body.data[0]!)).not.toContain('html');
      expect(all.body).not.toContain('<p>');

      const queued = (await list({ filters: JSON.stringify({ status: 'queued' }) })).json<{
        data: TOutboxMail[];
      }>();
      expect(queued.data.length).toBeGreaterThan(0);
      expect(queued.data.every((m) => m.status === 'queued')).toBe(true);

      const amit = (await list({ search: 'amit@' })).json<{ data: TOutboxMail[] }>();
      expect(amit.data.length).toBeGreaterThan(0);
      expect(amit.data.every((m) => m.to_address === 'amit@example.com')).toBe(true);

      expect((await list({ filters: JSON.stringify({ status: 'lost' }) })).statusCode).toBe(400);
    });

    it('puts a failed mail back in the queue, and refuses anything else', async () => {
      const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { event: 'monthly_service_list' } });
      await prisma().mailOutbox.update({
        where: { id: mail.id },
        data: {
          status: 'failed',
          attempts: 10,
          lastError: 'mailbox full',
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        },
      });
      const failed = (await list({ filters: JSON.stringify({ status: 'failed' }) })).json<{
        data: TOutboxMail[];
      }>();
      expect(failed.data).toHaveLength(1);
      expect(failed.data[0]).toMatchObject({ id: mail.id, last_error: 'mailbox full', attempts: 10 });

      const retry = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/mail/outbox/retry',
        payload: { id: mail.id },
      });
      expect(retry.statusCode).toBe(200);
      const again = await prisma().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
      expect(again).toMatchObject({ status: 'queued', attempts: 0 });
      expect(again.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

      const twice = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/mail/outbox/retry',
        payload: { id: mail.id },
      });
      expect(twice.statusCode).toBe(409);
      const unknown = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/mail/outbox/retry',
        payload: { id: 999999 },
      });
      expect(unknown.statusCode).toBe(404);

      expect(await t.app.mailWorker.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await prisma().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
        status: 'sent',
      });
    });

    it('is the admin only', async () => {
      expect((await list({}, employee.token)).statusCode).toBe(403);
      expect((await list({}, customer.token)).statusCode).toBe(403);
      const mail = await prisma().mailOutbox.findFirstOrThrow();
      await prisma().mailOutbox.update({ where: { id: mail.id }, data: { status: 'failed' } });
      const retry = await t.as(employee.token, {
        method: 'POST',
        url: '/api/mail/outbox/retry',
        payload: { id: mail.id },
      });
      expect(retry.statusCode).toBe(403);
      expect(await prisma().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
        status: 'failed',
      });
    });
  });
});
