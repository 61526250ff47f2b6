import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { runRatingRequests } from '../src/jobs/rating-requests';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addPerson, type TPerson } from './helpers/work-people';
import { popplerText } from './helpers/poppler';

const PUBLIC_URL = 'https://amc.example.com';

describe("the customer's word: a rating link per visit or complaint done, used once within 30 days", () => {
  let t: TInstalledApp;
  let ravi: TPerson;
  let anil: TPerson;
  let priya: TPerson;
  let meena: TPerson;
  let adminId = 0;
  let typeId = 0;
  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token: string | null = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token: string | null = t.adminToken) => t.as(token, { method: 'GET', url });
  const page = (token: string) => get(`/api/public/rating/${token}`, null);
  const rate = (token: string, body: object) => post(`/api/public/rating/${token}`, body, null);
  const ratingOf = (query: string, token: string) => get(`/api/rating/of?${query}`, token);
  const lowRatingMails = () => prisma().mailOutbox.count({ where: { event: 'low_rating' } });
  /** A visit done for Priya by Ravi, as the office records one: its rating row and token. */
  const visit = (title: string) => ({
    customer_id: priya.id,
    service_title: title,
    service_date: '2026-12-01',
    assigned_to_id: ravi.id,
    charge: '0',
    status: 'closed',
  });
  const visitDone = async (title: string) => {
    const stored = await post('/api/service/store', visit(title));
    expect(stored.statusCode, stored.body).toBe(200);
    const id = stored.json().data.id as number;
    return { id, rating: await prisma().rating.findUniqueOrThrow({ where: { serviceId: id } }) };
  };

  beforeAll(async () => {
    t = await createInstalledApp();
    ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    meena = await addPerson(t.app, 'customer', 'meena@example.com', 'Meena', 'Iyer');
    adminId = (await prisma().user.findFirstOrThrow({ where: { role: { slug: 'admin' } } })).id;
    typeId = (await prisma().category.create({ data: { type: 'complaint_type', name: 'Breakdown' } })).id;
  });
  // Every test's visits are done on one fixed morning: a link made at the real time would outlive the complaint
  // test's "30 days later", and a rating given at it would leave the December report.
  beforeEach(() => setClock(() => new Date('2026-12-01T09:00:00Z')));
  afterEach(() => setClock(null));
  afterAll(async () => t?.close());

  it('makes one link when a visit is done, mails it once (also from two processes), and shows only what it must', async () => {
    const { id, rating } = await visitDone('Quarterly filter change');
    expect(rating).toMatchObject({
      customerId: priya.id,
      employeeId: ravi.id,
      ratedAt: null,
      mailedAt: null,
    });
    expect(rating.token).toMatch(/^[0-9a-f]{32}$/);
    expect(rating.expiresAt.toISOString()).toBe('2026-12-31T09:00:00.000Z');
    // Reopened and done again: still the one link.
    for (const status of ['open', 'closed']) {
      const updated = await post('/api/service/update', { ...visit('Quarterly filter change'), id, status });
      expect(updated.statusCode, updated.body).toBe(200);
    }
    expect(await prisma().rating.count({ where: { serviceId: id } })).toBe(1);

    const now = new Date('2026-12-01T09:01:00Z');
    const [a, b] = await Promise.all([
      runRatingRequests(prisma(), now, PUBLIC_URL),
      runRatingRequests(prisma(), now, PUBLIC_URL),
    ]);
    expect(a + b).toBe(1);
    expect(await runRatingRequests(prisma(), now, PUBLIC_URL)).toBe(0);
    const mails = await prisma().mailOutbox.findMany({ where: { event: 'rating_request' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('priya@example.com');
    expect(mails[0]!.html).toContain(`${PUBLIC_URL}/r/${rating.token}`);
    expect(mails[0]!.html).toContain('Quarterly filter change');

    const shown = await page(rating.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().data).toEqual({
      business: { name: 'AMC Service Manager', phone: null, logo_url: null },
      language: 'en',
      kind: 'service',
      title: 'Quarterly filter change',
      date: '2026-12-01',
      employee_first_name: 'Ravi',
      state: 'open',
      score: null,
    });
    // Nothing of the customer, nor the employee's surname.
    expect(shown.body).not.toMatch(/Priya|Sharma|priya@|Kumar/);
    expect((await page('not-a-token')).statusCode).toBe(404);
    expect((await page('0'.repeat(32))).statusCode).toBe(404);
  });

  it('shows the rating to the rows that see the work, the link to its customer only', async () => {
    const { id, rating } = await visitDone('Coil cleaning');
    const own = await ratingOf(`service_id=${id}`, priya.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ rating: null, state: 'open', rate_url: `/r/${rating.token}` });
    for (const token of [t.adminToken, ravi.token])
      expect((await ratingOf(`service_id=${id}`, token)).json().data).toMatchObject({
        state: 'open',
        rate_url: null,
      });
    for (const token of [meena.token, anil.token])
      expect((await ratingOf(`service_id=${id}`, token)).statusCode).toBe(404);
    expect((await ratingOf(`service_id=${id}&complaint_id=1`, priya.token)).statusCode).toBe(400);
    expect((await ratingOf('', priya.token)).statusCode).toBe(400);
    expect((await get(`/api/rating/of?service_id=${id}`, null)).statusCode).toBe(401);
  });

  it('rates once: refuses a bad score or comment unchanged, tells the admins of a 1 or 2, refuses a second use', async () => {
    const { id, rating } = await visitDone('Gas top-up');
    const events: string[] = [];
    const unsubscribe = t.app.events.subscribe(adminId, (event) => events.push(event));
    try {
      for (const body of [{ score: 0 }, { score: 6 }, { score: 2.5 }, {}, { score: '5' }]) {
        const refused = await rate(rating.token, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await rate(rating.token, { score: 0 })).json().message).toBe(
        'Choose a rating from 1 to 5 stars.',
      );
      expect((await rate(rating.token, { score: 3, comment: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect((await prisma().rating.findUniqueOrThrow({ where: { id: rating.id } })).ratedAt).toBeNull();
      const before = await lowRatingMails();

      const rated = await rate(rating.token, { score: 2, comment: '  Came late and left a mess.  ' });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(rated.json().message).toBe('Thank you for your rating.');
      const admins = await prisma().user.count({ where: { role: { slug: 'admin' }, isActive: true } });
      expect(await lowRatingMails()).toBe(before + admins);
      const mail = await prisma().mailOutbox.findFirstOrThrow({
        where: { event: 'low_rating' },
        orderBy: { id: 'desc' },
      });
      expect(mail.subject).toBe('Low rating: 2 of 5 from Priya Sharma');
      expect(mail.html).toContain('Came late and left a mess.');
      expect(mail.html).toContain('Ravi Kumar');
      expect(events).toContain('low_rating');

      const again = await rate(rating.token, { score: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This visit has already been rated. Thank you.');
      expect((await page(rating.token)).json().data).toMatchObject({ state: 'rated', score: 2 });
      expect((await ratingOf(`service_id=${id}`, priya.token)).json().data).toMatchObject({
        rating: { score: 2, comment: 'Came late and left a mess.' },
        state: 'rated',
        rate_url: null,
      });
    } finally {
      unsubscribe();
    }
    // A good rating tells no one.
    const good = await visitDone('Annual check');
    const count = await lowRatingMails();
    expect((await rate(good.rating.token, { score: 5 })).statusCode).toBe(200);
    expect(await lowRatingMails()).toBe(count);
  });

  it('asks for a rating of a complaint resolved; its link expires after 30 days, unmailed and unusable', async () => {
    setClock(() => new Date('2026-12-02T10:00:00Z'));
    const stored = await post('/api/complaint/store', {
      customer_id: priya.id,
      date: '2026-12-02',
      type_id: typeId,
      description: 'The chiller stopped.',
      assigned_to_id: anil.id,
      charge: '0',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const complaintId = stored.json().data.id as number;
    expect(await prisma().rating.count({ where: { complaintId } })).toBe(0);
    expect((await post('/api/complaint/update', { id: complaintId, status: 'closed' })).statusCode).toBe(200);
    const rating = await prisma().rating.findUniqueOrThrow({ where: { complaintId } });
    expect(rating).toMatchObject({ employeeId: anil.id, customerId: priya.id });
    expect((await page(rating.token)).json().data).toMatchObject({
      kind: 'complaint',
      employee_first_name: 'Anil',
    });

    const late = new Date(rating.expiresAt.getTime() + 1);
    setClock(() => late);
    expect(await runRatingRequests(prisma(), late, PUBLIC_URL)).toBe(0);
    expect(await prisma().rating.findUniqueOrThrow({ where: { id: rating.id } })).toMatchObject({
      mailedAt: null,
    });
    const expired = await rate(rating.token, { score: 4 });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This rating link has expired.');
    expect((await page(rating.token)).json().data).toMatchObject({ state: 'expired', score: null });
    expect((await ratingOf(`complaint_id=${complaintId}`, priya.token)).json().data).toMatchObject({
      rating: null,
      state: 'expired',
      rate_url: null,
    });
  });

  it("counts an employee's ratings on its profile and in the report, per employee and month, each role its own", async () => {
    const ravis = await get(`/api/rating/employee/${ravi.id}`);
    expect(ravis.statusCode, ravis.body).toBe(200);
    // The gas top-up rated 2, the annual check 5.
    expect(ravis.json().data).toEqual({ average: 3.5, count: 2 });
    // As the profile it shows on: for user_view.
    for (const token of [ravi.token, priya.token])
      expect((await get(`/api/rating/employee/${ravi.id}`, token)).statusCode).toBe(403);

    const range = { start_date: '2026-12-01', end_date: '2026-12-31' };
    const report = await post('/api/report/ratingReport', range);
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json().data;
    expect(data.totals).toEqual({ ratings: 2, average: 3.5, low: 1 });
    expect(data.months).toEqual([{ month: '2026-12', ratings: 2, average: 3.5, low: 1 }]);
    expect(data.employees).toEqual([
      { employee: expect.objectContaining({ id: ravi.id }), ratings: 2, average: 3.5, low: 1 },
    ]);
    expect(data.employee_months).toHaveLength(1);
    // Reports are for report_view; an employee without it is refused, and an empty range says so.
    expect((await post('/api/report/ratingReport', range, anil.token)).statusCode).toBe(403);
    const empty = await post('/api/report/ratingReport', {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(empty.json()).toMatchObject({
      message: 'No data available in Rating Report',
      data: { totals: { ratings: 0 } },
    });

    const csv = await post('/api/report/ratingReport?format=csv', range);
    expect(csv.headers['content-disposition']).toContain('ratingReport.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Group,Ratings,Average (of 5),Rated 1 or 2');
    expect(lines.at(-1)).toBe('Total,2,3.5,1');
    expect(lines).toContain('By employee: Ravi Kumar,2,3.5,1');
    const pdf = await post('/api/report/ratingReport?format=pdf', range);
    expect(pdf.statusCode).toBe(200);
    expect(popplerText(pdf.rawPayload)).toContain('Rating Report');
  });
});
