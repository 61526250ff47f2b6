import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher, type TCaughtMail } from './helpers/smtp-catcher';
import { addPerson, businessToday, shiftDay, type TPerson } from './helpers/work-people';

/**
 * The complaint notices, received by a real SMTP server on 127.0.0.1: who gets which template with which values,
 * and that each is sent exactly when its write commits.
 */
describe('complaint notices by e-mail', () => {
  let t: TInstalledApp;
  const smtp = new SmtpCatcher();
  let today: string;
  let typeId: number;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'second', TPerson>;

  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url });
    today = await businessToday(t.app);
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.second = await addPerson(t.app, 'admin', 'second@example.com', 'Sunita', 'Rao');
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { dateFormat: 'DD/MM/YYYY' } });
    typeId = (
      await t.app.db.prisma.category.create({ data: { type: 'complaint_type', name: 'Not cooling' } })
    ).id;
    // The install's welcome mail, out of the way.
    await t.app.mailWorker.runOnce();
    smtp.mails.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const displayed = (day: string) => day.split('-').reverse().join('/');

  /** Sends what the outbox holds, and answers every mail received since the last call, by recipient. */
  async function delivered(expected: number): Promise<Map<string, TCaughtMail>> {
    await t.app.mailWorker.runOnce();
    if (expected > 0) await smtp.waitFor(() => smtp.mails.length >= expected);
    const mails = smtp.mails.splice(0);
    expect(mails.map((m) => m.to.join(',')).sort()).toHaveLength(expected);
    return new Map(mails.map((m) => [m.to.join(','), m]));
  }
  const text = (mail: TCaughtMail | undefined) => (mail?.parsed.text ?? '').replace(/\s+/g, ' ');

  it('tells the customer, every admin and the assignee of a new complaint, each by name', async () => {
    const date = shiftDay(today, -2);
    const response = await post('/api/complaint/store', {
      customer_id: p.priya.id,
      date,
      type_id: typeId,
      description: 'Warm air <b>only</b>',
      assigned_to_id: p.ravi.id,
      charge: '0',
    });
    expect(response.statusCode).toBe(200);
    const mails = await delivered(4);
    expect([...mails.keys()].sort()).toEqual([
      ADMIN.email,
      'priya@example.com',
      'ravi@example.com',
      'second@example.com',
    ]);

    const customer = mails.get('priya@example.com');
    expect(customer?.parsed.subject).toBe('Complaint CMP-00001 registered');
    expect(text(customer)).toContain('Dear Priya Sharma,');
    expect(text(customer)).toContain(`Your complaint CMP-00001 of ${displayed(date)} has been registered.`);
    expect(text(customer)).toContain('Warm air <b>only</b>');
    expect(customer?.parsed.html).toContain('Warm air &lt;b&gt;only&lt;/b&gt;');
    expect(text(customer)).toContain('Assigned to: Ravi Kumar');

    const admin = mails.get(ADMIN.email);
    expect(admin?.parsed.subject).toBe('New complaint CMP-00001 from Priya Sharma');
    expect(text(admin)).toContain('Dear Admin,');
    expect(text(admin)).toContain(`Complaint CMP-00001 of ${displayed(date)} from Priya Sharma:`);
    expect(text(mails.get('second@example.com'))).toContain('Dear Sunita,');

    const employee = mails.get('ravi@example.com');
    expect(employee?.parsed.subject).toBe('Complaint CMP-00001 assigned to you');
    expect(text(employee)).toContain('Dear Ravi,');
    expect(text(employee)).toContain(
      `Complaint CMP-00001 of ${displayed(date)} from Priya Sharma is assigned to you.`,
    );
  });

  it('tells the customer and the admins of a customer’s own complaint, with nobody assigned yet', async () => {
    const response = await post(
      '/api/complaint/store',
      { type_id: typeId, description: 'Leaks' },
      p.priya.token,
    );
    expect(response.statusCode).toBe(200);
    const mails = await delivered(3);
    expect([...mails.keys()].sort()).toEqual([ADMIN.email, 'priya@example.com', 'second@example.com']);
    expect(text(mails.get('priya@example.com'))).toContain('Assigned to: not yet assigned');
    expect(text(mails.get(ADMIN.email))).toContain('Assigned to: nobody yet');
    expect(text(mails.get('priya@example.com'))).toContain(`CMP-00002 of ${displayed(today)}`);
  });

  it('tells a new assignee, and nobody else; an edit that does not reassign sends nothing', async () => {
    const complaint = await t.app.db.prisma.complaint.findFirstOrThrow({
      where: { complaintNo: 'CMP-00001' },
    });
    await post('/api/complaint/update', {
      id: complaint.id,
      assigned_to_id: p.anil.id,
      description: 'Warm air',
    });
    const mails = await delivered(1);
    const anil = mails.get('anil@example.com');
    expect(anil?.parsed.subject).toBe('Complaint CMP-00001 assigned to you');
    expect(text(anil)).toContain('Dear Anil,');
    expect(text(anil)).toContain('Warm air');

    await post('/api/complaint/update', { id: complaint.id, assigned_to_id: p.anil.id, status: 'progress' });
    await post('/api/complaint/update', { id: complaint.id, description: 'Warm air, again' }, p.anil.token);
    await delivered(0);
  });

  it('tells the customer once when the complaint is closed, even when reopened and closed again', async () => {
    const complaint = await t.app.db.prisma.complaint.findFirstOrThrow({
      where: { complaintNo: 'CMP-00001' },
    });
    const closed = await post('/api/complaint/update', { id: complaint.id, status: 'closed' });
    expect(closed.json().data.resolved_at).toEqual(expect.any(String));
    const mails = await delivered(1);
    const resolved = mails.get('priya@example.com');
    expect(resolved?.parsed.subject).toBe('Complaint CMP-00001 resolved');
    expect(text(resolved)).toContain('Dear Priya Sharma,');
    expect(text(resolved)).toContain(
      `Your complaint CMP-00001 of ${displayed(shiftDay(today, -2))} has been resolved and closed.`,
    );

    await post('/api/complaint/update', { id: complaint.id, status: 'open' });
    await post('/api/complaint/update', { id: complaint.id, status: 'closed' });
    await post('/api/complaint/update', { id: complaint.id, description: 'Fixed' });
    await delivered(0);
    expect(await t.app.db.prisma.mailOutbox.count({ where: { event: 'complaint_resolved' } })).toBe(1);
  });

  it('queues nothing for a refused request', async () => {
    const before = await t.app.db.prisma.mailOutbox.count();
    const refused = await post('/api/complaint/store', {
      customer_id: p.priya.id,
      type_id: typeId,
      description: 'x',
    });
    expect(refused.statusCode).toBe(400);
    const forbidden = await post(
      '/api/complaint/store',
      { type_id: typeId, description: 'x', assigned_to_id: p.ravi.id },
      p.priya.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await t.app.db.prisma.mailOutbox.count()).toBe(before);
    await delivered(0);
  });
});
