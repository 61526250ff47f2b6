import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amc/contracts';
import { setClock } from '../src/lib/kernel/clock';
import { PNG_1X1, weekClosedOn } from './helpers/fixtures';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import {
  amcForm,
  MONTH_ENDS,
  PDF_DOCUMENT,
  seedWorkParties,
  snapshotWork,
  type TWorkParties,
} from './helpers/work-parties';

type TServiceOut = {
  id: number;
  service_no: string;
  sequence: number;
  service_date: string;
  service_title: string;
  status: string;
  completed_date: string | null;
};

describe('AMC contracts: store, schedule, validation, attachment, update, delete', () => {
  let t: TInstalledApp;
  let p: TWorkParties;

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn() } });
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const postForm = (url: string, fields: Record<string, string>, files = {}, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, ...multipart(fields, files) });
  const view = (id: number, token = t.adminToken) => t.as(token, { url: `/api/amc/view/${id}` });
  const pdf = { attachment: { filename: 'contract.pdf', data: PDF_DOCUMENT, type: 'application/pdf' } };

  it('adds a contract from a form with a PDF and generates its 12 services on the month ends', async () => {
    const response = await postForm('/api/amc/store', amcForm(p), pdf);
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('AMC added successfully.');
    const { services, terms, billing_periods, ...amc } = data;
    // Billed by hand: no periods.
    expect(billing_periods).toEqual([]);
    expect(terms).toEqual([
      {
        id: amc.id,
        amc_no: 'AMC-00001',
        start_date: '2026-01-31',
        end_date: '2027-01-30',
        price: '0.00',
        term_status: amc.term_status,
      },
    ]);
    expect(amc).toEqual({
      id: expect.any(Number),
      amc_no: 'AMC-00001',
      customer: { id: p.customer, full_name: 'Priya Sharma', email: 'priya@example.com' },
      products: [{ id: p.products.split, code: 'AC-SPLIT', name: 'Split AC' }],
      equipment: [],
      start_date: '2026-01-31',
      end_date: '2027-01-30',
      status: 'open',
      assign_to: { id: p.employee, full_name: 'Ravi Kumar' },
      employee_status: 'pending',
      detail: 'Quarterly cleaning of both split units',
      interval_months: 1,
      service_count: 12,
      description: 'Two units in the office',
      note: null,
      attachment: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.pdf$/),
      next_service_date: '2026-02-28',
      price: '0.00',
      // On the business's real day: the renewal test sets the clock.
      term_status: expect.stringMatching(/^(active|expiring|expired)$/),
      renews: null,
      renewed_by: null,
      cancelled_on: null,
      renewal_requested_at: null,
      renewal_offer: null,
      billing_cycle: 'none',
      billing_tax: null,
      payment_days: 15,
      service_level: null,
      created_at: expect.any(String),
    });
    expect(services).toHaveLength(12);
    expect(services.map((s: TServiceOut) => s.service_date)).toEqual(MONTH_ENDS);
    expect(services.map((s: TServiceOut) => s.service_no)).toEqual(
      Array.from({ length: 12 }, (_, i) => `SRV-${String(i + 1).padStart(5, '0')}`),
    );
    expect(services[2]).toEqual({
      id: expect.any(Number),
      service_no: 'SRV-00003',
      service_date: '2026-04-30',
      service_title: 'AMC-00001 service 3 of 12',
      service_label: null,
      status: 'open',
      customer: { id: p.customer, full_name: 'Priya Sharma' },
      assignTo: { id: p.employee, full_name: 'Ravi Kumar' },
      amc: { id: amc.id, amc_no: 'AMC-00001', customer: { id: p.customer, full_name: 'Priya Sharma' } },
      sequence: 3,
      equipment: null,
      service_time: null,
      completed_date: null,
      employee_status: 'pending',
      detail: null,
      charge: '0.00',
      remark: null,
      type: null,
      is_overdue: true,
      has_report: false,
      created_at: expect.any(String),
    });
    expect(await prisma().service.count({ where: { amcId: amc.id } })).toBe(12);
    const file = await t.as(t.adminToken, { url: amc.attachment });
    expect(file.rawPayload.equals(PDF_DOCUMENT)).toBe(true);
    const log = await prisma().activityLog.findFirstOrThrow({ where: { slug: 'amc', recordId: amc.id } });
    expect(log).toMatchObject({ action: 'create', description: 'Added the AMC AMC-00001 with 12 services' });
    expect((await view(amc.id)).json().data).toEqual(data);
  });

  it('adds a quarterly contract from JSON with two products, skipping the closed weekdays and a holiday', async () => {
    await prisma().setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn(0, 6) } });
    const holiday = await prisma().holiday.create({
      data: { day: new Date('2026-05-28T00:00:00Z'), name: 'Founders day' },
    });
    const response = await post('/api/amc/store', {
      ...amcForm(p),
      product_ids: [p.products.window, p.products.split, p.products.window],
      start_date: '2026-02-28',
      interval_months: 3,
      service_count: 4,
      attachment: '',
    });
    await prisma().setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn() } });
    await prisma().holiday.delete({ where: { id: holiday.id } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.products.map((x: { code: string }) => x.code)).toEqual(['AC-WIN', 'AC-SPLIT']);
    // 28 May (a Thursday) is a holiday; 28 Nov and 28 Feb 2027 are a Saturday and a Sunday.
    expect(data.services.map((s: TServiceOut) => s.service_date)).toEqual([
      '2026-05-29',
      '2026-08-28',
      '2026-11-30',
      '2027-03-01',
    ]);
    expect(data).toMatchObject({
      amc_no: 'AMC-00002',
      end_date: '2027-02-27',
      attachment: null,
      next_service_date: '2026-05-29',
    });
  });

  it.each([
    ['customer_id', '', 'Customer is required!'],
    ['customer_id', 'x', 'Please choose a valid customer.'],
    ['product_ids', '', 'Product is required!'],
    ['product_ids', '3,abc', 'Please choose a valid product.'],
    ['start_date', '', 'Date is required!'],
    ['start_date', '2026-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['start_date', '9999-01-01', 'Please enter a valid date (YYYY-MM-DD).'],
    ['status', '', 'Status is required!'],
    ['status', 'done', 'Please choose a valid status.'],
    ['assigned_to_id', '', 'Assign to is required!'],
    ['assigned_to_id', '0', 'Please choose a valid employee.'],
    ['detail', '  ', 'Detail is required!'],
    ['interval_months', '', 'Interval is required!'],
    ['interval_months', '0', 'Interval must be between 1 and 60 months.'],
    ['interval_months', '61', 'Interval must be between 1 and 60 months.'],
    ['interval_months', '1.5', 'Interval must be between 1 and 60 months.'],
    ['service_count', '', 'Number of services is required!'],
    ['service_count', '0', 'Number of services must be between 1 and 120.'],
    ['service_count', '121', 'Number of services must be between 1 and 120.'],
    ['description', 'x * 5001', 'Maximum length of 5000 exceeded!'],
  ])(
    'refuses %s = %j with "%s", storing nothing (not even the attachment)',
    async (field, value, message) => {
      const before = await snapshotWork(t);
      const sent = value === 'x * 5001' ? 'x'.repeat(5001) : value;
      const response = await postForm('/api/amc/store', amcForm(p, { [field]: sent }), pdf);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ path: field, message }]);
      expect(await snapshotWork(t)).toEqual(before);
    },
  );

  it('carries a service level the admin picks (issue 28): an unknown one is refused, none is the default', async () => {
    const gold = await prisma().serviceLevel.create({ data: { name: 'Gold', priority: 'high' } });
    const base = { ...amcForm(p), attachment: '' };
    const refused = await post('/api/amc/store', { ...base, service_level_id: 999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'service_level_id', message: 'Please choose a valid service level.' },
    ]);
    const stored = await post('/api/amc/store', { ...base, service_level_id: gold.id });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.service_level).toEqual({ id: gold.id, name: 'Gold' });
    const plain = await post('/api/amc/store', base);
    expect(plain.json().data.service_level).toBeNull();
    await prisma().amc.deleteMany({ where: { id: { in: [stored.json().data.id, plain.json().data.id] } } });
    await prisma().serviceLevel.delete({ where: { id: gold.id } });
  });

  it('says what is missing from a JSON body, every field at once', async () => {
    const response = await post('/api/amc/store', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'customer_id', message: 'Customer is required!' },
      { path: 'product_ids', message: 'Product is required!' },
      { path: 'start_date', message: 'Date is required!' },
      { path: 'status', message: 'Status is required!' },
      { path: 'assigned_to_id', message: 'Assign to is required!' },
      { path: 'detail', message: 'Detail is required!' },
      { path: 'interval_months', message: 'Interval is required!' },
      { path: 'service_count', message: 'Number of services is required!' },
    ]);
  });

  it('refuses a customer, assignee or product of the wrong kind, disabled or archived, storing nothing', async () => {
    const before = await snapshotWork(t);
    const wrong = await postForm(
      '/api/amc/store',
      amcForm(p, {
        customer_id: String(p.employee),
        assigned_to_id: String(p.disabledEmployee),
        product_ids: `${p.products.split},${p.products.archived}`,
      }),
      pdf,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: true,
      message: 'Please choose a valid customer.',
      issues: [
        { path: 'customer_id', message: 'Please choose a valid customer.' },
        { path: 'assigned_to_id', message: 'Please choose a valid employee.' },
        { path: 'product_ids', message: 'Please choose a valid product.' },
      ],
    });
    const customerAsAssignee = await post(
      '/api/amc/store',
      amcForm(p, { assigned_to_id: String(p.customer) }),
    );
    expect(customerAsAssignee.json().issues).toEqual([
      { path: 'assigned_to_id', message: 'Please choose a valid employee.' },
    ]);
    expect(await snapshotWork(t)).toEqual(before);
  });

  it('refuses an attachment that is not really a PDF, image or CSV (415), storing nothing', async () => {
    const before = await snapshotWork(t);
    for (const file of [
      { filename: 'contract.pdf', data: Buffer.from('just some text, not a pdf'), type: 'application/pdf' },
      {
        filename: 'photo.png',
        data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
        type: 'image/png',
      },
      { filename: 'list.csv', data: Buffer.from([0x00, 0x01, 0x02, 0xff]), type: 'text/csv' },
    ]) {
      const response = await postForm('/api/amc/store', amcForm(p), { attachment: file });
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json().issues).toEqual([
        { path: 'attachment', message: 'uploaded file has unsupported file format' },
      ]);
    }
    const big = await postForm('/api/amc/store', amcForm(p), {
      attachment: { filename: 'big.png', data: Buffer.concat([PNG_1X1, Buffer.alloc(2_048_001)]) },
    });
    expect(big.statusCode).toBe(413);
    expect(await snapshotWork(t)).toEqual(before);
    const csv = await postForm('/api/amc/store', amcForm(p, { service_count: '1' }), {
      attachment: { filename: 'units.csv', data: Buffer.from('unit,room\nA1,Office\n'), type: 'text/csv' },
    });
    expect(csv.json().data.attachment).toMatch(/\.csv$/);
  });

  it('keeps done services with their dates and plans the rest again when the interval changes', async () => {
    const amc = await prisma().amc.findUniqueOrThrow({ where: { amcNo: 'AMC-00001' } });
    const before = (await view(amc.id)).json().data.services as TServiceOut[];
    // Services 1 and 2 are done, service 2 a day late.
    for (const [index, day] of [
      [0, '2026-02-28'],
      [1, '2026-04-01'],
    ] as const)
      expect(
        (await post('/api/service/complete', { id: before[index]!.id, completed_date: day })).statusCode,
      ).toBe(200);
    expect((await view(amc.id)).json().data.next_service_date).toBe('2026-04-30');

    const response = await post('/api/amc/update', { ...amcForm(p), id: amc.id, interval_months: '2' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('AMC updated successfully.');
    const data = response.json().data;
    const after = data.services as TServiceOut[];
    expect(after.map((s) => [s.sequence, s.service_date, s.status, s.completed_date])).toEqual([
      [1, '2026-02-28', 'closed', '2026-02-28'],
      [2, '2026-03-31', 'closed', '2026-04-01'],
      [3, '2026-07-31', 'open', null],
      [4, '2026-09-30', 'open', null],
      [5, '2026-11-30', 'open', null],
      [6, '2027-01-31', 'open', null],
      [7, '2027-03-31', 'open', null],
      [8, '2027-05-31', 'open', null],
      [9, '2027-07-31', 'open', null],
      [10, '2027-09-30', 'open', null],
      [11, '2027-11-30', 'open', null],
      [12, '2028-01-31', 'open', null],
    ]);
    // The same services, with their numbers: only their dates moved.
    expect(after.map((s) => s.service_no)).toEqual(before.map((s) => s.service_no));
    expect(data).toMatchObject({
      interval_months: 2,
      next_service_date: '2026-07-31',
      end_date: '2028-01-30',
    });

    const fewer = await post('/api/amc/update', {
      ...amcForm(p),
      id: amc.id,
      interval_months: '2',
      service_count: '6',
    });
    const six = fewer.json().data.services as TServiceOut[];
    expect(six.map((s) => s.service_no)).toEqual(before.slice(0, 6).map((s) => s.service_no));
    expect(six[5]!.service_title).toBe('AMC-00001 service 6 of 6');
    expect(fewer.json().data.end_date).toBe('2027-01-30');

    const more = await post('/api/amc/update', {
      ...amcForm(p),
      id: amc.id,
      interval_months: '2',
      service_count: '8',
    });
    const eight = more.json().data.services as TServiceOut[];
    expect(eight.slice(6).map((s) => [s.sequence, s.service_date])).toEqual([
      [7, '2027-03-31'],
      [8, '2027-05-31'],
    ]);
    expect(new Set(eight.map((s) => s.service_no)).size).toBe(8);
    expect(await prisma().service.count({ where: { amcId: amc.id } })).toBe(8);
  });

  it('refuses fewer services than are done, and an unknown id, changing nothing', async () => {
    const amc = await prisma().amc.findUniqueOrThrow({ where: { amcNo: 'AMC-00001' } });
    const before = await snapshotWork(t);
    const fewer = await post('/api/amc/update', { ...amcForm(p), id: amc.id, service_count: '1' });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().issues).toEqual([
      { path: 'service_count', message: 'Number of services cannot be less than the services already done.' },
    ]);
    expect((await post('/api/amc/update', { ...amcForm(p), id: 999999 })).statusCode).toBe(404);
    expect(await snapshotWork(t)).toEqual(before);
  });

  it('hands the services not done to a new assignee and the whole contract to a new customer', async () => {
    const amc = await prisma().amc.findUniqueOrThrow({ where: { amcNo: 'AMC-00001' } });
    const response = await post('/api/amc/update', {
      ...amcForm(p),
      id: amc.id,
      interval_months: '2',
      service_count: '8',
      assigned_to_id: String(p.otherEmployee),
      customer_id: String(p.otherCustomer),
      product_ids: [p.products.window],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      assign_to: { id: p.otherEmployee, full_name: 'Sunil Rao' },
      employee_status: 'pending',
      customer: { id: p.otherCustomer, full_name: 'Anil Mehta' },
      products: [{ id: p.products.window, code: 'AC-WIN', name: 'Window AC' }],
      attachment: expect.stringMatching(/\.pdf$/),
    });
    const who = data.services.map(
      (s: { assignTo: { id: number }; employee_status: string; customer: { id: number } }) => [
        s.assignTo.id,
        s.employee_status,
        s.customer.id,
      ],
    );
    expect(who).toEqual([
      [p.employee, 'pending', p.otherCustomer],
      [p.employee, 'pending', p.otherCustomer],
      ...Array.from({ length: 6 }, () => [p.otherEmployee, 'pending', p.otherCustomer]),
    ]);
  });

  it('deletes contracts in one transaction with their services: one unknown id deletes nothing', async () => {
    const make = async () =>
      (await post('/api/amc/store', amcForm(p, { service_count: '2' }))).json().data.id as number;
    const a = await make();
    const b = await make();
    const before = await snapshotWork(t);
    const bad = await post('/api/amc/deleteMultiAmc', { ids: [a, 999999, b] });
    expect(bad.statusCode).toBe(404);
    expect(await snapshotWork(t)).toEqual(before);
    const good = await post('/api/amc/deleteMultiAmc', { ids: [a, b] });
    expect(good.json()).toEqual({ message: 'AMCs deleted successfully.', data: { ids: [a, b] } });
    expect(await prisma().service.count({ where: { amcId: { in: [a, b] } } })).toBe(0);
    const c = await make();
    expect((await post('/api/amc/delete', { id: c })).json()).toEqual({
      message: 'AMC deleted successfully.',
      data: { ids: [c] },
    });
    expect((await post('/api/amc/delete', { id: c })).statusCode).toBe(404);
  });

  it('renews a term from the day after it ends at the uplifted price, keeps the old one whole, and only once', async () => {
    const items = [];
    for (const serial of ['RN-1', 'RN-2'])
      items.push(
        (
          await post('/api/equipment/store', {
            customer_id: p.customer,
            product_id: p.products.split,
            serial_no: serial,
          })
        ).json().data.id as number,
      );
    const created = await post('/api/amc/store', {
      ...amcForm(p, { start_date: '2026-03-31', interval_months: '3', service_count: '4' }),
      equipment_ids: items,
      price: '12345.67',
    });
    expect(created.statusCode).toBe(200);
    const old = created.json().data;
    expect([old.end_date, old.price]).toEqual(['2027-03-30', '12345.67']);
    // An item retired since is not carried into the next term.
    await prisma().equipment.update({ where: { id: items[1]! }, data: { status: 'retired' } });

    try {
      // Three weeks before its end the term is expiring; after its end, expired.
      setClock(() => new Date('2027-03-10T06:00:00Z'));
      expect((await view(old.id)).json().data.term_status).toBe('expiring');
      setClock(() => new Date('2027-04-02T06:00:00Z'));
      expect((await view(old.id)).json().data.term_status).toBe('expired');

      const before = await snapshotWork(t);
      const refusals: [object, string, number][] = [
        [{ id: old.id, uplift_percent: '100.01' }, t.adminToken, 400],
        [{ id: old.id, uplift_percent: '7.555' }, t.adminToken, 400],
        [{ id: old.id, uplift_percent: '-1' }, t.adminToken, 400],
        [{ id: 999_999 }, t.adminToken, 404],
        [{ id: old.id }, p.tokens.customer, 403],
        [{ id: old.id }, p.tokens.employee, 403],
      ];
      for (const [payload, token, status] of refusals)
        expect((await post('/api/amc/renew', payload, token)).statusCode).toBe(status);
      const uplift = await post('/api/amc/renew', { id: old.id, uplift_percent: 'ten' });
      expect(uplift.json().issues).toEqual([{ path: 'uplift_percent', message: MSG.upliftRange }]);
      expect(await snapshotWork(t)).toEqual(before);

      const renewed = await post('/api/amc/renew', { id: old.id, uplift_percent: '7.5' });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().message).toBe(MSG.amcRenewed);
      const next = renewed.json().data;
      // 12,345.67 x 1.075 = 13,271.59525: half up to 13,271.60.
      expect(next).toMatchObject({
        start_date: '2027-03-31',
        end_date: '2028-03-30',
        price: '13271.60',
        customer: { id: p.customer },
        products: [{ id: p.products.split }],
        equipment: [{ id: items[0] }],
        interval_months: 3,
        service_count: 4,
        assign_to: { id: p.employee },
        employee_status: 'pending',
        detail: old.detail,
        renews: { id: old.id, amc_no: old.amc_no },
        renewed_by: null,
        term_status: 'active',
      });
      expect(next.services).toHaveLength(4);
      expect(
        next.terms.map((term: { amc_no: string; term_status: string }) => [term.amc_no, term.term_status]),
      ).toEqual([
        [old.amc_no, 'renewed'],
        [next.amc_no, 'active'],
      ]);
      // The old term is as it was, now renewed: its services and everything else untouched.
      const oldNow = (await view(old.id)).json().data;
      // (Only what is worked out from the day changes: its services are overdue by now.)
      const stored = (services: { id: number; service_no: string; service_date: string; status: string }[]) =>
        services.map(({ id, service_no, service_date, status }) => ({
          id,
          service_no,
          service_date,
          status,
        }));
      expect({ ...oldNow, services: stored(oldNow.services) }).toEqual({
        ...old,
        services: stored(old.services),
        term_status: 'renewed',
        renewed_by: { id: next.id, amc_no: next.amc_no },
        terms: next.terms,
      });

      // Once only: again, or two at once of the new term, and the loser changes nothing.
      const again = await post('/api/amc/renew', { id: old.id });
      expect([again.statusCode, again.json().message]).toEqual([409, MSG.amcAlreadyRenewed]);
      const race = await Promise.all([0, 1].map(() => post('/api/amc/renew', { id: next.id })));
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await prisma().amc.count({ where: { renewedFromId: next.id } })).toBe(1);
      const list = (await t.as(t.adminToken, { url: `/api/amc/list?search=${old.amc_no}` })).json().data;
      expect(list.map((row: { term_status: string; price: string }) => [row.term_status, row.price])).toEqual(
        [['renewed', '12345.67']],
      );
    } finally {
      setClock(null);
    }
  });
});
