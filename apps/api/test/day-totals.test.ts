import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo';
import { calendarDate } from '../src/lib/kernel/calendar-date';
import { countedOf, DAY_TOTALS, fromOf, type TDayTotals } from '../src/lib/rules/day-totals';
import { rebuildSearchWords, SEARCH_WORD_KINDS, type TSearchWordKind } from '../src/lib/list/search-words';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { businessToday, shiftDay } from './helpers/work-people';

/**
 * The per-day report totals (lib/rules/day-totals.ts) against the rows they count, after writes through every path
 * that changes them: the demo seed's creates (contracts with their generated schedules, services, complaints,
 * sales, payments), then updates, completions, a schedule change, deletes (a contract's services go by cascade)
 * and payments, all through the API. The word index of the searched texts (lib/list/search-words) is kept by the same
 * write paths, so it is checked here too: equal to the index recomputed from the source rows.
 */
describe('per-day report totals', () => {
  let t: TInstalledApp;
  let today: string;
  const prisma = () => t.app.db.prisma;
  const post = async (url: string, payload: object) => {
    const response = await t.as(t.adminToken, { method: 'POST', url, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };

  /** The summary's rows with a count, and the same grouping computed from the source rows. */
  async function compare(spec: TDayTotals) {
    const keys = Object.keys(spec.keys);
    const sums = Object.keys(spec.sums);
    const cols = (list: string[]) => list.map((c) => `, ${c}`).join('');
    // A summary kept by its keys alone (what each customer owes) has no day: its first column is a constant.
    const summaryDay = spec.day === null ? `''` : `DATE_FORMAT(day, '%Y-%m-%d')`;
    const sourceDay = spec.day === null ? `''` : `DATE_FORMAT(${spec.day}, '%Y-%m-%d')`;
    const summary = await prisma().$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT ${summaryDay} AS day${cols(keys)}, row_count${sums.map((s) => `, CAST(${s} AS CHAR) AS ${s}`).join('')}
       FROM ${spec.summary} WHERE row_count <> 0 ORDER BY 1${keys.map((_, i) => `, ${i + 2}`).join('')}`,
    );
    const raw = await prisma().$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT ${sourceDay} AS day${keys.map((k) => `, ${spec.keys[k]} AS ${k}`).join('')},
              COUNT(*) AS row_count${sums.map((s) => `, CAST(SUM(${spec.sums[s]}) AS CHAR) AS ${s}`).join('')}
       FROM ${fromOf(spec)} WHERE ${countedOf(spec)} GROUP BY 1${keys.map((_, i) => `, ${i + 2}`).join('')}
       ORDER BY 1${keys.map((_, i) => `, ${i + 2}`).join('')}`,
    );
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
      );
    return { summary: plain(summary), raw: plain(raw) };
  }

  async function expectConsistent() {
    for (const spec of DAY_TOTALS) {
      const { summary, raw } = await compare(spec);
      expect(raw.length, spec.summary).toBeGreaterThan(0);
      expect(summary, spec.summary).toEqual(raw);
    }
    await expectSearchWordsConsistent();
  }

  /** The kept word rows of each kind, then the same rows written again from the source rows. */
  async function expectSearchWordsConsistent() {
    const words = (kind: TSearchWordKind) =>
      prisma().$queryRawUnsafe<{ word: string; row_id: number }[]>(
        `SELECT word, row_id FROM search_words WHERE kind = ${SEARCH_WORD_KINDS[kind]} ORDER BY row_id, word`,
      );
    for (const kind of Object.keys(SEARCH_WORD_KINDS) as TSearchWordKind[]) {
      const kept = await words(kind);
      expect(kept.length, kind).toBeGreaterThan(0);
      await rebuildSearchWords(prisma(), kind);
      expect(kept, kind).toEqual(await words(kind));
    }
  }

  beforeAll(async () => {
    t = await createInstalledApp();
    today = await businessToday(t.app);
    await seedDemo(prisma());
  });
  afterAll(async () => t?.close());

  it('equal the raw aggregates after the demo seed (creates and schedule generation)', async () => {
    await expectConsistent();
  });

  it('follow updates, completions, schedule changes, payments and deletes', async () => {
    // A standalone service moved to another day, status and charge; another completed; a third deleted.
    const standalone = await prisma().service.findMany({
      where: { amcId: null, status: { not: 'closed' } },
      orderBy: { id: 'asc' },
    });
    expect(standalone.length).toBeGreaterThanOrEqual(2);
    const [moved, completed] = standalone;
    await post('/api/service/update', {
      id: moved!.id,
      customer_id: moved!.customerId,
      service_title: moved!.title,
      service_label: moved!.label ?? '',
      service_date: shiftDay(calendarDate(moved!.serviceDate), 3),
      assigned_to_id: moved!.assignedToId ?? '',
      detail: moved!.detail ?? '',
      charge: '321.09',
      remark: 'Gasket replaced',
      type: moved!.type ?? '',
      status: 'progress',
    });
    await post('/api/service/complete', {
      id: completed!.id,
      completed_date: today,
      remark: 'Coil washed, drain cleared',
    });
    await post('/api/service/delete', { id: moved!.id });

    // A contract's schedule shortened (its surplus services go, the rest move), another deleted with its services.
    const amcs = await prisma().amc.findMany({ orderBy: { id: 'asc' }, include: { products: true } });
    const changed = amcs.find((a) => a.serviceCount > 2)!;
    const closedServices = await prisma().service.count({ where: { amcId: changed.id, status: 'closed' } });
    await post('/api/amc/update', {
      id: changed.id,
      customer_id: changed.customerId,
      product_ids: changed.products.map((p) => p.productId),
      start_date: shiftDay(calendarDate(changed.startDate), 1),
      status: changed.status,
      assigned_to_id: changed.assignedToId ?? '',
      detail: `${changed.detail} renewed with wiring check`,
      interval_months: changed.intervalMonths,
      service_count: Math.max(closedServices, changed.serviceCount - 1),
      description: changed.description ?? '',
      note: changed.note ?? '',
      // Its billing plan as it is: billed periods hold the plan and price.
      price: changed.price.toFixed(2),
      billing_cycle: changed.billingCycle,
      billing_tax_id: changed.billingTaxId ?? '',
      payment_days: changed.paymentDays,
    });
    const removed = amcs.find((a) => a.id !== changed.id)!;
    expect(await prisma().service.count({ where: { amcId: removed.id } })).toBeGreaterThan(0);
    await post('/api/amc/delete', { id: removed.id });

    // A complaint moved to another day, status, type and charge; another deleted.
    const [complaint, doomed] = await prisma().complaint.findMany({ orderBy: { id: 'asc' }, take: 2 });
    const otherType = await prisma().category.findFirstOrThrow({
      where: { type: 'complaint_type', id: { not: complaint!.typeId ?? 0 } },
    });
    await post('/api/complaint/update', {
      id: complaint!.id,
      customer_id: complaint!.customerId,
      product_id: complaint!.productId ?? '',
      date: shiftDay(calendarDate(complaint!.complaintDate), -2),
      type_id: otherType.id,
      description: complaint!.description,
      assigned_to_id: complaint!.assignedToId ?? '',
      charge: '45.55',
      status: complaint!.status === 'closed' ? 'open' : 'closed',
    });
    await post('/api/complaint/delete', { id: doomed!.id });

    // A task renamed and described again; another deleted (tasks have no day totals, only words).
    const [task, gone] = await prisma().task.findMany({ orderBy: { id: 'asc' }, take: 2 });
    await post('/api/task/update', {
      id: task!.id,
      name: 'Rooftop survey again',
      client_id: task!.clientId ?? '',
      type_id: task!.typeId ?? '',
      description: 'Ladder and thermal camera',
      assigned_to_id: task!.assignedToId ?? '',
      due_date: task!.dueDate ? calendarDate(task!.dueDate) : '',
      status: task!.status,
    });
    await post('/api/task/delete', { id: gone!.id });

    // A payment on a sale that is not paid, then one taken back; another sale deleted.
    const unpaid = await prisma().sale.findFirstOrThrow({ where: { paymentStatus: { not: 'paid' } } });
    const paid = await post('/api/sale/payment', {
      sale_id: unpaid.id,
      amount: '1.00',
      date: today,
      method: 'cash',
      note: '',
    });
    await post('/api/sale/payment/delete', { id: paid.payments.at(-1).id });
    await post('/api/sale/payment', {
      sale_id: unpaid.id,
      amount: '2.50',
      date: today,
      method: 'cash',
      note: '',
    });
    const other = await prisma().sale.findFirstOrThrow({ where: { id: { not: unpaid.id } } });
    await post('/api/sale/delete', { id: other.id });

    await expectConsistent();
  });

  it('counts a report range with both end days and splits months at the boundary', async () => {
    const customer = await prisma().user.findFirstOrThrow({ where: { role: { slug: 'customer' } } });
    for (const [day, charge] of [
      ['2031-01-30', '1.00'],
      ['2031-01-31', '10.25'],
      ['2031-02-01', '100.50'],
      ['2031-02-02', '1000.00'],
    ] as const) {
      await post('/api/service/store', {
        customer_id: customer.id,
        service_title: `Boundary ${day}`,
        service_date: day,
        charge,
        status: 'open',
      });
    }
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/report/serviceReport',
      payload: { start_date: '2031-01-31', end_date: '2031-02-01' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.totals).toMatchObject({ count: 2, charge_total: '110.75', overdue: 0 });
    expect(data.months).toEqual([
      { month: '2031-01', count: 1, charge_total: '10.25' },
      { month: '2031-02', count: 1, charge_total: '100.50' },
    ]);
    expect(data.rows.map((r: { service_date: string }) => r.service_date)).toEqual([
      '2031-01-31',
      '2031-02-01',
    ]);
  });

  it('leaves the totals alone when a write is refused', async () => {
    const before = await Promise.all(DAY_TOTALS.map(compare));
    const done = await prisma().service.findFirstOrThrow({ where: { status: 'closed' } });
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/service/complete',
      payload: { id: done.id },
    });
    expect(response.statusCode).toBe(409);
    expect(await Promise.all(DAY_TOTALS.map(compare))).toEqual(before);
  });
});
