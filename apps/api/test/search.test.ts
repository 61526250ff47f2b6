import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addPerson, businessToday, dateColumn, type TPerson } from './helpers/work-people';
import { SEARCH_BRANCH_CAP } from '../src/lib/list/search';
import { SEARCH_WORD_KINDS, searchWords, typedWords, wordSearch } from '../src/lib/list/search-words';

/**
 * Search by what people remember (docs/SEARCH.md): a document number's prefix, a customer's, employee's or
 * supplier's name, a product, a title's first words; always within the caller's scope; the term searched
 * literally. The rows are written straight to the database: this file tests the search, not the stores.
 */
describe('search: numbers, names, products and titles, within the caller scope', () => {
  let t: TInstalledApp;
  const p = {} as Record<'priya' | 'rahul' | 'ravi' | 'sunil', TPerson>;
  let chimney: number;
  let purifier: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.sunil = await addPerson(t.app, 'supplier', 'sunil@example.com', 'Sunil', 'Traders');
    const db = prisma();
    chimney = (await db.product.create({ data: { code: 'CHM-1', name: 'Kitchen Chimney 60cm', price: '1' } }))
      .id;
    purifier = (await db.product.create({ data: { code: 'RO-7', name: 'Aqua RO purifier', price: '1' } })).id;
    const day = dateColumn('2026-03-01');
    // Two of each document: one Priya's (served by Ravi, with the chimney), one Rahul's (with the purifier).
    const docs = [
      { no: 1, customerId: p.priya.id, productId: chimney, title: 'Wet servicing', note: 'Noise 50% louder' },
      {
        no: 2,
        customerId: p.rahul.id,
        productId: purifier,
        title: 'RO membrane change',
        note: 'Leak_under sink',
      },
    ];
    for (const d of docs) {
      const assignedToId = d.customerId === p.priya.id ? p.ravi.id : null;
      await db.sale.create({
        data: { saleNo: `INV-1000${d.no}`, customerId: d.customerId, date: day, billingAddress: 'x' },
      });
      await db.quotation.create({
        data: { quotationNo: `QUO-1000${d.no}`, customerId: d.customerId, date: day },
      });
      await db.complaint.create({
        data: {
          complaintNo: `CMP-1000${d.no}`,
          customerId: d.customerId,
          productId: d.productId,
          assignedToId,
          complaintDate: day,
          description: d.note,
        },
      });
      const amc = await db.amc.create({
        data: {
          amcNo: `AMC-1000${d.no}`,
          customerId: d.customerId,
          assignedToId,
          startDate: day,
          detail: 'x',
          intervalMonths: 3,
          serviceCount: 4,
          products: { create: [{ productId: d.productId }] },
        },
      });
      await db.service.create({
        data: {
          serviceNo: `SRV-1000${d.no}`,
          amcId: amc.id,
          sequence: 1,
          customerId: d.customerId,
          assignedToId,
          title: d.title,
          serviceDate: day,
        },
      });
      await db.task.create({
        data: {
          name: `Call back ${d.no}`,
          description: 'x',
          clientId: d.customerId,
          assignedToId,
          dueDate: day,
        },
      });
    }
    await db.purchase.create({
      data: { purchaseNo: 'PUR-10001', supplierId: p.sunil.id, date: day, billingAddress: 'x' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const prisma = () => t.app.db.prisma;
  const numbers = async (module: string, search: string, token = t.adminToken) => {
    const response = await t.as(token, {
      method: 'GET',
      url: `/api/${module}/list?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const field = { sale: 'sale_no', quotation: 'quotation_no', complaint: 'complaint_no', amc: 'amc_no' }[
      module
    ];
    const body = response.json() as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(body.meta.total).toBe(body.data.length);
    return body.data
      .map((r) => String(r[field ?? (module === 'service' ? 'service_no' : 'purchase_no')]))
      .sort();
  };

  it('finds sales and quotations by number prefix and by the customer name, first, last or both', async () => {
    expect(await numbers('sale', 'INV-10002')).toEqual(['INV-10002']);
    expect(await numbers('sale', 'inv-1000')).toEqual(['INV-10001', 'INV-10002']);
    expect(await numbers('sale', 'Priya')).toEqual(['INV-10001']);
    expect(await numbers('sale', 'verma')).toEqual(['INV-10002']);
    expect(await numbers('sale', 'Priya Sh')).toEqual(['INV-10001']);
    expect(await numbers('sale', 'Priya Verma')).toEqual([]);
    expect(await numbers('quotation', 'Rahul')).toEqual(['QUO-10002']);
    expect(await numbers('quotation', 'QUO-10001')).toEqual(['QUO-10001']);
  });

  it('finds complaints, AMCs and services by customer, assignee and product, and services by title', async () => {
    expect(await numbers('complaint', 'Ravi')).toEqual(['CMP-10001']);
    expect(await numbers('complaint', 'Chimney')).toEqual(['CMP-10001']);
    expect(await numbers('complaint', 'RO-7')).toEqual(['CMP-10002']);
    expect(await numbers('complaint', 'CMP-10002')).toEqual(['CMP-10002']);
    expect(await numbers('amc', 'purifier')).toEqual(['AMC-10002']);
    expect(await numbers('amc', 'Kumar')).toEqual(['AMC-10001']);
    expect(await numbers('amc', 'Sharma')).toEqual(['AMC-10001']);
    expect(await numbers('service', 'RO membrane')).toEqual(['SRV-10002']);
    expect(await numbers('service', 'Ravi')).toEqual(['SRV-10001']);
    expect(await numbers('service', 'Verma')).toEqual(['SRV-10002']);
    expect(await numbers('service', 'SRV-10001')).toEqual(['SRV-10001']);
  });

  it('finds purchases by number and supplier, tasks by name, assignee and client', async () => {
    expect(await numbers('purchase', 'Sunil')).toEqual(['PUR-10001']);
    expect(await numbers('purchase', 'PUR-1')).toEqual(['PUR-10001']);
    expect(await numbers('purchase', 'Priya')).toEqual([]);
    const tasks = async (search: string) =>
      (
        (
          await t.as(t.adminToken, {
            method: 'GET',
            url: `/api/task/list?search=${encodeURIComponent(search)}`,
          })
        ).json().data as { task_name?: string; name?: string }[]
      ).length;
    expect(await tasks('Call back')).toBe(2);
    expect(await tasks('Ravi')).toBe(1);
    expect(await tasks('Verma')).toBe(1);
  });

  it("keeps a customer to its own rows: another customer's name or number finds nothing", async () => {
    for (const module of ['sale', 'quotation', 'complaint', 'amc', 'service']) {
      expect(await numbers(module, 'Rahul', p.priya.token)).toEqual([]);
      expect((await numbers(module, '-1000', p.priya.token)).length).toBe(0);
      expect((await numbers(module, 'Priya', p.priya.token)).length).toBe(1);
    }
    expect(await numbers('sale', 'INV-1000', p.priya.token)).toEqual(['INV-10001']);
    expect(await numbers('complaint', 'Aqua', p.priya.token)).toEqual([]);
    expect(await numbers('service', 'SRV-10002', p.priya.token)).toEqual([]);
    // An employee reaches what is assigned to it, whatever name it searches.
    expect(await numbers('complaint', 'Verma', p.ravi.token)).toEqual([]);
    expect(await numbers('complaint', 'Sharma', p.ravi.token)).toEqual(['CMP-10001']);
  });

  it('searches %, _, quotes, +, *, - and @ literally and never fails', async () => {
    const modules = [
      'sale',
      'quotation',
      'complaint',
      'amc',
      'service',
      'purchase',
      'task',
      'user',
      'product',
    ];
    for (const term of [
      '%',
      '_',
      '"',
      '+',
      '*',
      '-',
      '@',
      '\\',
      "'",
      'a%b',
      '+Priya -Rahul',
      '"Priya"',
      'Priya*',
    ]) {
      for (const module of modules) {
        const response = await t.as(t.adminToken, {
          method: 'GET',
          url: `/api/${module}/list?search=${encodeURIComponent(term)}`,
        });
        expect(response.statusCode, `${module} ${term}: ${response.body}`).toBe(200);
        const rows = response.json().data as unknown[];
        // No number, name, product or title here starts with these characters.
        expect(rows, `${module} ${term}`).toEqual([]);
      }
    }
    // A wildcard in a product name matches only itself.
    await prisma().product.create({ data: { code: 'PCT-1', name: '100% copper pipe', price: '1' } });
    expect(
      (await t.as(t.adminToken, { method: 'GET', url: '/api/product/list?search=100%25' })).json().data,
    ).toHaveLength(1);
  });

  it('says when a search total is capped, and still shows the newest matching rows first', async () => {
    const exact = await t.as(t.adminToken, { method: 'GET', url: '/api/sale/list?search=Priya' });
    expect(exact.json().meta).toEqual({ total: 1, totalExact: true, page: 1, pageSize: expect.any(Number) });
    const kapoor = await addPerson(t.app, 'customer', 'kapoor@example.com', 'Meera', 'Kapoor');
    await prisma().sale.createMany({
      data: Array.from({ length: SEARCH_BRANCH_CAP + 5 }, (_, i) => ({
        saleNo: `KAP-${String(i).padStart(5, '0')}`,
        customerId: kapoor.id,
        date: dateColumn('2026-03-01'),
        billingAddress: 'x',
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      })),
    });
    const capped = await t.as(t.adminToken, {
      method: 'GET',
      url: '/api/sale/list?search=Kapoor&pageSize=10',
    });
    const body = capped.json() as { data: { sale_no: string }[]; meta: Record<string, unknown> };
    expect(body.meta).toMatchObject({ total: SEARCH_BRANCH_CAP, totalExact: false });
    // The default sort (newest first) over the capped branch is still the true first page.
    expect(body.data.map((r) => r.sale_no)).toEqual(
      Array.from({ length: 10 }, (_, i) => `KAP-${String(SEARCH_BRANCH_CAP + 4 - i).padStart(5, '0')}`),
    );
  });
});

/**
 * Words of the texts (lib/list/search-words): written through the API's stores, so the word index is the one the
 * write paths keep. Every typed word must match, the last one may be half typed, accents and case do not matter,
 * and the caller's scope still applies.
 */
describe('search by words of a description, kept by every write', () => {
  let t: TInstalledApp;
  const p = {} as Record<'priya' | 'rahul' | 'ravi' | 'anil', TPerson>;
  let today: string;
  let typeId: number;
  let taskTypeId: number;
  const no = {} as Record<'sink' | 'bedroom' | 'noise', { id: number; complaint_no: string }>;

  const post = async (url: string, payload: object) => {
    const response = await t.as(t.adminToken, { method: 'POST', url, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  const complaintForm = (customerId: number, description: string) => ({
    customer_id: customerId,
    date: today,
    type_id: typeId,
    charge: '0',
    description,
    assigned_to_id: customerId === p.priya.id ? p.ravi.id : p.anil.id,
  });
  const found = async (module: string, search: string, token = t.adminToken) => {
    const response = await t.as(token, {
      method: 'GET',
      url: `/api/${module}/list?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(body.meta.total).toBe(body.data.length);
    return body.data.map((r) => String(r.complaint_no ?? r.service_no ?? r.amc_no ?? r.name)).sort();
  };
  const complaintWords = async (id: number) =>
    (
      await t.app.db.prisma.searchWord.findMany({
        where: { kind: SEARCH_WORD_KINDS.complaint, rowId: id },
        orderBy: { word: 'asc' },
      })
    ).map((w) => w.word);

  beforeAll(async () => {
    t = await createInstalledApp();
    today = await businessToday(t.app);
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    const categories = t.app.db.prisma.category;
    typeId = (await categories.create({ data: { type: 'complaint_type', name: 'Leak' } })).id;
    taskTypeId = (await categories.create({ data: { type: 'task_type', name: 'Visit' } })).id;
    no.sink = await post(
      '/api/complaint/store',
      complaintForm(p.priya.id, 'Water leakage under the KITCHEN sink'),
    );
    no.bedroom = await post(
      '/api/complaint/store',
      complaintForm(p.rahul.id, 'Water leakage in the bedroom; the café déjà said 2026-11'),
    );
    no.noise = await post('/api/complaint/store', complaintForm(p.priya.id, 'Compressor noise at night'));
  });
  afterAll(async () => t?.close());

  it('stores each distinct word once, normalised, without short and stop words', async () => {
    expect(await complaintWords(no.bedroom.id)).toEqual(
      ['2026', 'bedroom', 'cafe', 'deja', 'leakage', 'said', 'water'].sort(),
    );
    expect(searchWords('Ünïcode the AC on 12 मरम्मत')).toEqual(['unicode', 'मरम्मत']);
  });

  it('finds a complaint by a word of its description, any case and accents, and by a word prefix', async () => {
    expect(await found('complaint', 'leakage')).toEqual(
      [no.sink.complaint_no, no.bedroom.complaint_no].sort(),
    );
    expect(await found('complaint', 'kitchen')).toEqual([no.sink.complaint_no]);
    expect(await found('complaint', 'Café')).toEqual([no.bedroom.complaint_no]);
    expect(await found('complaint', 'DEJA')).toEqual([no.bedroom.complaint_no]);
    expect(await found('complaint', '2026')).toEqual([no.bedroom.complaint_no]);
    expect(await found('complaint', 'leak')).toEqual([no.sink.complaint_no, no.bedroom.complaint_no].sort());
    expect(await found('complaint', 'compr')).toEqual([no.noise.complaint_no]);
    // A word inside another is not a word: "eakage" is no prefix of a stored word.
    expect(await found('complaint', 'eakage')).toEqual([]);
  });

  it('needs every typed word, in any order, the last one possibly half typed', async () => {
    expect(await found('complaint', 'kitchen leakage')).toEqual([no.sink.complaint_no]);
    expect(await found('complaint', 'water leakage bedr')).toEqual([no.bedroom.complaint_no]);
    expect(await found('complaint', 'leakage noise')).toEqual([]);
    // Short and stop words are left out of the term as they are of the index.
    expect(await found('complaint', 'the leakage in the kitchen')).toEqual([no.sink.complaint_no]);
  });

  it('searches special characters literally: they separate words, never act as wildcards', async () => {
    expect(await found('complaint', 'l%kage')).toEqual([]);
    expect(await found('complaint', 'leak_ge')).toEqual([]);
    expect(await found('complaint', '%')).toEqual([]);
    expect(await found('complaint', "kitchen's")).toEqual([no.sink.complaint_no]);
  });

  it("keeps the caller's scope: a customer finds its own, an employee what is assigned to it", async () => {
    expect(await found('complaint', 'leakage', p.priya.token)).toEqual([no.sink.complaint_no]);
    expect(await found('complaint', 'bedroom', p.priya.token)).toEqual([]);
    expect(await found('complaint', 'leakage', p.rahul.token)).toEqual([no.bedroom.complaint_no]);
    expect(await found('complaint', 'leakage', p.ravi.token)).toEqual([no.sink.complaint_no]);
  });

  it('follows an update (the old words no longer find it) and a delete (no word row is left)', async () => {
    await post('/api/complaint/update', {
      id: no.sink.id,
      ...complaintForm(p.priya.id, 'Gas smell near the stove'),
    });
    expect(await found('complaint', 'kitchen')).toEqual([]);
    expect(await found('complaint', 'leakage')).toEqual([no.bedroom.complaint_no]);
    expect(await found('complaint', 'stove')).toEqual([no.sink.complaint_no]);
    expect(await complaintWords(no.sink.id)).toEqual(['gas', 'near', 'smell', 'stove']);
    await post('/api/complaint/delete', { id: no.bedroom.id });
    expect(await complaintWords(no.bedroom.id)).toEqual([]);
    expect(await found('complaint', 'leakage')).toEqual([]);
  });

  it('searches tasks by name and description words, services by title and remark words', async () => {
    const task = await post('/api/task/store', {
      name: 'Survey rooftop units',
      type_id: taskTypeId,
      description: 'Bring the ladder and the thermal camera',
    });
    expect(await found('task', 'rooftop')).toEqual([task.name]);
    expect(await found('task', 'thermal ladd')).toEqual([task.name]);
    const service = await post('/api/service/store', {
      customer_id: p.rahul.id,
      service_title: 'Filter cleaning',
      service_date: today,
      charge: '0',
      status: 'open',
    });
    expect(await found('service', 'cleaning')).toEqual([service.service_no]);
    await post('/api/service/complete', { id: service.id, remark: 'Replaced the mesh gasket' });
    expect(await found('service', 'gasket')).toEqual([service.service_no]);
  });

  it('answers a scope smaller than the word by probing its rows, as a larger one by scanning the word', async () => {
    const pipes = [];
    for (const customer of [p.rahul, p.rahul, p.rahul, p.priya])
      pipes.push(await post('/api/complaint/store', complaintForm(customer.id, 'Pipe leakage by the meter')));
    const [rahul1, rahul2, rahul3, priya1] = pipes.map((c) => c.complaint_no as string);
    // "leakage" has 4 rows. Priya's scope has 3 (two complaints from before, one pipe) and Anil's 3 pipes: both
    // probe their own rows. The administrator's list is not narrowed: it scans the word.
    expect(await found('complaint', 'leakage', p.priya.token)).toEqual([priya1]);
    expect(await found('complaint', 'pipe leak', p.ravi.token)).toEqual([priya1]);
    expect(await found('complaint', 'leakage meter', p.anil.token)).toEqual([rahul1, rahul2, rahul3].sort());
    expect(await found('complaint', 'leakage stove', p.priya.token)).toEqual([]);
    expect(await found('complaint', 'leakage')).toEqual([rahul1, rahul2, rahul3, priya1].sort());
    // The scope bigger than the word's rows (an administrator's status filter): the word's rows are scanned.
    const open = await t.as(t.adminToken, {
      url: `/api/complaint/list?search=leakage&filters=${encodeURIComponent('{"status":"open"}')}`,
    });
    expect(
      open
        .json()
        .data.map((c: { complaint_no: string }) => c.complaint_no)
        .sort(),
    ).toEqual([rahul1, rahul2, rahul3, priya1].sort());

    const search = (await wordSearch(t.app.db.prisma, 'complaint', typedWords('pipe leak')))!;
    expect(await search.driverRows()).toBe(4);
    const ids = pipes.map((c) => c.id as number);
    expect(await search.probe([no.sink.id, no.noise.id, ...ids])).toEqual([...ids].sort((a, b) => b - a));
    expect(await search.probe([no.sink.id, no.noise.id])).toEqual([]);
    expect(await search.probe([])).toEqual([]);
  });
});
