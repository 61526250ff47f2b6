import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_PHOTO_LIMIT, MSG } from '@amc/contracts';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { PNG_1X1 } from './helpers/fixtures';
import { popplerText } from './helpers/poppler';
import { addPerson, businessToday, grantRight, shiftDay, type TPerson } from './helpers/work-people';

/**
 * The equipment register (issue 25, part 1): items known by product and serial, what covers each today, the
 * contracts, visits and complaints that name them, and who reaches which.
 */
describe('equipment register', () => {
  let t: TInstalledApp;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'rahul' | 'manoj', TPerson>;
  const product = { purifier: 0, ac: 0 };
  let today = '';
  let typeId = 0;
  /** A label's token from before it was re-issued: it must stand for nothing any more. */
  let reissuedToken = '';

  beforeAll(async () => {
    t = await createInstalledApp();
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    p.manoj = await addPerson(t.app, 'supplier', 'manoj@example.com', 'Manoj', 'Agarwal');
    const db = t.app.db.prisma;
    product.purifier = (
      await db.product.create({ data: { code: 'RO-7', name: 'RO water purifier', price: '14000' } })
    ).id;
    product.ac = (await db.product.create({ data: { code: 'AC-15', name: 'Split AC', price: '38000' } })).id;
    typeId = (await db.category.create({ data: { type: 'complaint_type', name: 'Leak' } })).id;
    today = await businessToday(t.app);
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const register = (fields: Record<string, unknown>, token = t.adminToken) =>
    post('/api/equipment/store', { customer_id: p.priya.id, product_id: product.purifier, ...fields }, token);
  const counts = async () => ({
    equipment: await prisma().equipment.count(),
    photos: await prisma().equipmentPhoto.count(),
    links: await prisma().amcEquipment.count(),
  });
  const contractFor = (customerId: number, equipmentIds: number[], start = shiftDay(today, -30)) =>
    post('/api/amc/store', {
      customer_id: customerId,
      product_ids: [product.purifier],
      equipment_ids: equipmentIds,
      start_date: start,
      status: 'open',
      assigned_to_id: p.ravi.id,
      detail: 'Quarterly filter change',
      interval_months: 3,
      service_count: 4,
    });

  it('registers an item from a form with a photo, and shows its warranty as its cover', async () => {
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/equipment/store',
      ...multipart(
        {
          customer_id: String(p.priya.id),
          product_id: String(product.purifier),
          serial_no: 'RO7-2026-0001',
          site: '12 MG Road, Pune',
          location: 'Kitchen, ground floor',
          install_date: shiftDay(today, -100),
          warranty_end: shiftDay(today, 265),
          notes: 'Wall mounted',
        },
        { photos: { filename: 'plate.png', data: PNG_1X1 } },
      ),
    });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe(MSG.equipmentAdded);
    expect(data).toMatchObject({
      customer: { id: p.priya.id, full_name: 'Priya Sharma' },
      product: { id: product.purifier, code: 'RO-7', name: 'RO water purifier' },
      serial_no: 'RO7-2026-0001',
      site: '12 MG Road, Pune',
      location: 'Kitchen, ground floor',
      status: 'in_use',
      cover: { kind: 'warranty', until: shiftDay(today, 265), amc: null },
      history: { contracts: [], visits: [], complaints: [], parts: [] },
    });
    expect(data.photos).toHaveLength(1);
    expect((await get(`/api/equipment/view/${data.id}`)).json().data).toEqual(data);
    // The photo is the item's: its customer may download it, another customer may not.
    expect((await get(data.photos[0].url, p.priya.token)).statusCode).toBe(200);
    expect((await get(data.photos[0].url, p.rahul.token)).statusCode).toBe(404);
  });

  it('keeps a serial unique per product, checks each field, and a refused request changes nothing', async () => {
    const first = await register({ serial_no: 'SN-100', warranty_end: shiftDay(today, -1) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.cover).toEqual({ kind: 'none', until: null, amc: null });
    // The same serial on another product is another item.
    expect((await register({ serial_no: 'SN-100', product_id: product.ac })).statusCode).toBe(200);
    const before = await counts();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ serial_no: 'SN-100' }, 409, 'serial_no', MSG.serialNoTaken],
      [{ serial_no: '' }, 400, 'serial_no', MSG.required('Serial number')],
      [{ serial_no: '<script>' }, 400, 'serial_no', MSG.serialNoFormat],
      [{ serial_no: 'X1', customer_id: p.ravi.id }, 400, 'customer_id', MSG.chooseCustomer],
      [{ serial_no: 'X1', product_id: 999_999 }, 400, 'product_id', MSG.chooseProduct],
      [{ serial_no: 'X1', status: 'broken' }, 400, 'status', MSG.chooseStatus],
      [
        { serial_no: 'X1', install_date: today, warranty_end: shiftDay(today, -1) },
        400,
        'warranty_end',
        MSG.warrantyBeforeInstall,
      ],
      [{ serial_no: 'X1', install_date: '2026-02-30' }, 400, 'install_date', MSG.invalidDate],
    ];
    for (const [fields, status, path, message] of cases) {
      const response = await register(fields);
      expect([response.statusCode, response.json().issues?.[0]]).toEqual([status, { path, message }]);
    }
    const tooMany = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/equipment/store',
      ...multipart(
        { customer_id: String(p.priya.id), product_id: String(product.ac), serial_no: 'X2' },
        {
          photos: Array.from({ length: EQUIPMENT_PHOTO_LIMIT + 1 }, (_, i) => ({
            filename: `p${i}.png`,
            data: PNG_1X1,
          })),
        },
      ),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('shows the contract that covers an item, and refuses another customer’s item on a contract', async () => {
    const item = (await register({ serial_no: 'SN-200', warranty_end: shiftDay(today, 10) })).json().data;
    const rahulsItem = (
      await register({ serial_no: 'SN-201', customer_id: p.rahul.id, product_id: product.ac })
    ).json().data;
    const before = await counts();
    const refused = await contractFor(p.priya.id, [item.id, rahulsItem.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'equipment_ids', message: MSG.chooseEquipment }]);
    expect(await counts()).toEqual(before);

    const amc = (await contractFor(p.priya.id, [item.id])).json().data;
    expect(amc.equipment).toEqual([
      { id: item.id, serial_no: 'SN-200', product_name: 'RO water purifier', location: null },
    ]);
    const view = (await get(`/api/equipment/view/${item.id}`)).json().data;
    // Under contract outranks the warranty: it says which contract and until when.
    expect(view.cover).toEqual({
      kind: 'contract',
      until: amc.end_date,
      amc: { id: amc.id, amc_no: amc.amc_no },
    });
    expect(view.history.contracts).toEqual([
      { id: amc.id, amc_no: amc.amc_no, start_date: amc.start_date, end_date: amc.end_date, status: 'open' },
    ]);
    // The contract's four visits concern the items it covers.
    expect(view.history.visits.map((v: { service_no: string }) => v.service_no).sort()).toEqual(
      amc.services.map((s: { service_no: string }) => s.service_no).sort(),
    );
    // The list shows the same cover; an edit that drops the item leaves it uncovered but for its warranty.
    const listed = (await get(`/api/equipment/list?search=SN-200`)).json().data;
    expect(listed.map((row: { cover: unknown }) => row.cover)).toEqual([view.cover]);
    // A retired item is never covered.
    await post('/api/equipment/update', { id: item.id, status: 'retired' });
    expect((await get(`/api/equipment/view/${item.id}`)).json().data.cover.kind).toBe('none');
    await post('/api/equipment/update', { id: item.id, status: 'in_use' });
  });

  it('makes a complaint on an uncovered item chargeable by default, and one on a covered item not', async () => {
    const covered = (await register({ serial_no: 'SN-300', warranty_end: shiftDay(today, 30) })).json().data;
    const lapsed = (await register({ serial_no: 'SN-301', warranty_end: shiftDay(today, -30) })).json().data;
    const file = (equipmentId: number, extra: object = {}) =>
      post(
        '/api/complaint/store',
        { type_id: typeId, description: 'Water leaks under the unit.', equipment_id: equipmentId, ...extra },
        p.priya.token,
      );
    const onCovered = await file(covered.id);
    expect(onCovered.statusCode).toBe(200);
    expect(onCovered.json().data).toMatchObject({
      equipment: { id: covered.id, serial_no: 'SN-300', product_name: 'RO water purifier', location: null },
      chargeable: false,
    });
    expect((await file(lapsed.id)).json().data.chargeable).toBe(true);
    // The customer may not decide what is charged; the admin may.
    const decided = await file(lapsed.id, { chargeable: 'false' });
    expect(decided.statusCode).toBe(403);
    const rahulsItem = (
      await register({ serial_no: 'SN-302', customer_id: p.rahul.id, product_id: product.ac })
    ).json().data;
    const notHers = await file(rahulsItem.id);
    expect([notHers.statusCode, notHers.json().issues]).toEqual([
      400,
      [{ path: 'equipment_id', message: MSG.chooseEquipment }],
    ]);
    const history = (await get(`/api/equipment/view/${lapsed.id}`)).json().data.history;
    expect(history.complaints).toHaveLength(1);
  });

  it('lets a one-off visit name an item of its customer', async () => {
    const item = (await register({ serial_no: 'SN-400' })).json().data;
    const visit = await post('/api/service/store', {
      customer_id: p.priya.id,
      equipment_id: item.id,
      service_title: 'Filter change',
      service_date: shiftDay(today, 3),
      assigned_to_id: p.anil.id,
      status: 'open',
    });
    expect(visit.statusCode).toBe(200);
    expect(visit.json().data.equipment).toMatchObject({ id: item.id, serial_no: 'SN-400' });
    const rahulsVisit = await post('/api/service/store', {
      customer_id: p.rahul.id,
      equipment_id: item.id,
      service_title: 'Filter change',
      service_date: shiftDay(today, 3),
      status: 'open',
    });
    expect(rahulsVisit.statusCode).toBe(400);
    expect(rahulsVisit.json().issues).toEqual([{ path: 'equipment_id', message: MSG.chooseEquipment }]);
    const work = (await get('/api/my-work/data', p.anil.token)).json().data;
    const card = [...work.today_visits, ...work.upcoming].find(
      (v: { id: number }) => v.id === visit.json().data.id,
    );
    expect(card.equipment.map((e: { serial_no: string }) => e.serial_no)).toEqual(['SN-400']);
  });

  it('keeps each role to its rows: another’s item answers 404, a role without the right 403', async () => {
    const priyas = (await register({ serial_no: 'SN-500' })).json().data;
    const rahuls = (
      await register({ serial_no: 'SN-501', customer_id: p.rahul.id, product_id: product.ac })
    ).json().data;
    const serials = async (token: string) =>
      (await get('/api/equipment/list?pageSize=100', token))
        .json()
        .data.map((r: { serial_no: string }) => r.serial_no);
    expect(await serials(p.priya.token)).toContain('SN-500');
    expect(await serials(p.priya.token)).not.toContain('SN-501');
    expect((await get(`/api/equipment/view/${rahuls.id}`, p.priya.token)).statusCode).toBe(404);
    // Anil sees the item of the visit he was sent to (SN-400), none of Priya's others.
    expect(await serials(p.anil.token)).toEqual(['SN-400']);
    expect((await get(`/api/equipment/view/${priyas.id}`, p.anil.token)).statusCode).toBe(404);
    // Ravi holds the contract covering SN-200.
    expect(await serials(p.ravi.token)).toContain('SN-200');
    // The supplier has no equipment_view; the customer has no equipment_add, edit or delete by default.
    expect((await get('/api/equipment/list', p.manoj.token)).statusCode).toBe(403);
    const before = await counts();
    expect((await register({ serial_no: 'SN-502' }, p.priya.token)).statusCode).toBe(403);
    expect(
      (await post('/api/equipment/update', { id: priyas.id, notes: 'x' }, p.priya.token)).statusCode,
    ).toBe(403);
    expect((await post('/api/equipment/delete', { id: priyas.id }, p.priya.token)).statusCode).toBe(403);
    // Given the rights, a customer adds its own item (never another's) and edits only its own.
    await grantRight(t.app, 'customer', 'equipment', 'add');
    await grantRight(t.app, 'customer', 'equipment', 'edit');
    const own = await register({ serial_no: 'SN-503', customer_id: undefined }, p.priya.token);
    expect(own.json().data.customer.id).toBe(p.priya.id);
    const forRahul = await register({ serial_no: 'SN-504', customer_id: p.rahul.id }, p.priya.token);
    expect(forRahul.statusCode).toBe(403);
    expect(
      (await post('/api/equipment/update', { id: rahuls.id, notes: 'mine now' }, p.priya.token)).statusCode,
    ).toBe(404);
    const moved = await post('/api/equipment/update', { id: priyas.id, warranty_end: today }, p.priya.token);
    expect([moved.statusCode, moved.json().issues]).toEqual([
      403,
      [{ path: 'warranty_end', message: MSG.notAllowedToChange('warranty end') }],
    ]);
    expect((await counts()).equipment).toBe(before.equipment + 1);
  });

  it('follows the contract’s assignee: a reassigned contract’s items move to the new one’s list, a declined one’s to no one’s', async () => {
    const item = (await register({ serial_no: 'SN-600' })).json().data;
    const contract = (await contractFor(p.priya.id, [item.id])).json().data;
    const listed = async (person: TPerson) =>
      (await get('/api/equipment/list?search=SN-600', person.token)).json().data.length === 1;
    expect([await listed(p.ravi), await listed(p.anil)]).toEqual([true, false]);
    const form = {
      id: contract.id,
      customer_id: p.priya.id,
      product_ids: [product.purifier],
      equipment_ids: [item.id],
      start_date: contract.start_date,
      status: 'open',
      assigned_to_id: p.anil.id,
      detail: contract.detail,
      interval_months: 3,
      service_count: 4,
    };
    expect((await post('/api/amc/update', form)).statusCode).toBe(200);
    expect([await listed(p.ravi), await listed(p.anil)]).toEqual([false, true]);
    expect((await post('/api/amc/rejectEmployeeStatus', { id: contract.id }, p.anil.token)).statusCode).toBe(
      200,
    );
    expect([await listed(p.ravi), await listed(p.anil)]).toEqual([false, false]);
    expect(await prisma().amcEquipment.findMany({ where: { amcId: contract.id } })).toEqual([
      expect.objectContaining({ equipmentId: item.id, assignedToId: null }),
    ]);
  });

  it('pages, sorts, filters and searches an employee’s items exactly as the admin sees those items', async () => {
    // Ravi's: the items of a contract assigned to him, and one of a visit he is sent to.
    const items = [];
    for (const [n, install, warranty] of [
      [1, -400, 30],
      [2, -100, -5],
      [3, -300, 400],
      [4, -200, null],
    ] as const)
      items.push(
        (
          await register({
            serial_no: `SN-70${n}`,
            install_date: shiftDay(today, install),
            ...(warranty === null ? {} : { warranty_end: shiftDay(today, warranty) }),
          })
        ).json().data,
      );
    expect(
      (
        await contractFor(
          p.priya.id,
          items.slice(0, 3).map((item) => item.id),
        )
      ).statusCode,
    ).toBe(200);
    await prisma().equipment.update({ where: { id: items[1]!.id }, data: { status: 'retired' } });
    const visit = await post('/api/service/store', {
      customer_id: p.priya.id,
      equipment_id: items[3]!.id,
      service_title: 'Filter change',
      service_date: shiftDay(today, 3),
      assigned_to_id: p.ravi.id,
      status: 'open',
    });
    expect(visit.statusCode).toBe(200);
    const serials = (response: { json(): { data: { serial_no: string }[] } }) =>
      response.json().data.map((row) => row.serial_no);
    const ravis = new Set(serials(await get('/api/equipment/list?pageSize=100', p.ravi.token)));
    expect([...ravis]).toEqual(expect.arrayContaining(['SN-200', 'SN-701', 'SN-702', 'SN-703', 'SN-704']));
    for (const sort of ['serial_no', 'install_date', 'warranty_end', 'status', 'created_at'])
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const expected = serials(await get(`/api/equipment/list?pageSize=100&${query}`)).filter(
          (serial: string) => ravis.has(serial),
        );
        const paged: string[] = [];
        for (let page = 1; paged.length < ravis.size; page += 1) {
          const answer = await get(`/api/equipment/list?pageSize=2&page=${page}&${query}`, p.ravi.token);
          expect(answer.json().meta).toMatchObject({ total: ravis.size, totalExact: true });
          paged.push(...serials(answer));
        }
        expect(paged, query).toEqual(expected);
      }
    const filtered = await get(
      `/api/equipment/list?filters=${encodeURIComponent('{"status":"retired"}')}`,
      p.ravi.token,
    );
    expect([serials(filtered), filtered.json().meta.total]).toEqual([['SN-702'], 1]);
    const searched = await get('/api/equipment/list?search=SN-70&sort=serial_no&order=asc', p.ravi.token);
    expect([serials(searched), searched.json().meta.total]).toEqual([
      ['SN-701', 'SN-702', 'SN-703', 'SN-704'],
      4,
    ]);
    // The export reads the same items, in batches after a cursor.
    const csv = (await get('/api/equipment/list?format=csv&sort=serial_no&order=asc', p.ravi.token)).body;
    expect(csv.trim().split('\n')).toHaveLength(ravis.size + 1);
    // Another employee's search finds none of them.
    expect(serials(await get('/api/equipment/list?search=SN-70', p.anil.token))).toEqual([]);
  });

  it('searches by serial prefix, customer and product, filters, and exports equipmentData.csv', async () => {
    const list = async (query: string) =>
      (await get(`/api/equipment/list?pageSize=100&${query}`))
        .json()
        .data.map((r: { serial_no: string }) => r.serial_no);
    expect(await list('search=SN-50')).toEqual(expect.arrayContaining(['SN-500', 'SN-501', 'SN-503']));
    expect(await list('search=Rahul')).toEqual(expect.arrayContaining(['SN-201', 'SN-302', 'SN-501']));
    expect(
      (await list('search=Split')).every((s: string) => ['SN-100', 'SN-201', 'SN-302', 'SN-501'].includes(s)),
    ).toBe(true);
    const filters = encodeURIComponent(JSON.stringify({ customer_id: p.rahul.id, product_id: product.ac }));
    expect((await list(`filters=${filters}`)).sort()).toEqual(['SN-201', 'SN-302', 'SN-501']);
    expect(await list(`sort=serial_no&order=asc&search=SN-30`)).toEqual(['SN-300', 'SN-301', 'SN-302']);
    const badFilter = await get(`/api/equipment/list?filters=${encodeURIComponent('{"status":"lost"}')}`);
    expect(badFilter.statusCode).toBe(400);
    const csv = await get('/api/equipment/list?format=csv&search=SN-200');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('equipmentData.csv');
    expect(csv.body.split('\n')[0]).toContain('Serial number');
    expect(csv.body).toContain('SN-200');
  });

  it('prints QR labels on an A4 sheet or one a page, and issues a new label that retires the old address', async () => {
    const items = await prisma().equipment.findMany({
      where: { serialNo: { in: ['SN-300', 'SN-301', 'SN-302'] } },
      orderBy: { serialNo: 'asc' },
    });
    await prisma().setting.update({
      where: { id: 1 },
      data: { businessName: 'Aqua Care Services', officeNumber: '020 2567 8900' },
    });
    const view = (await get(`/api/equipment/view/${items[0]!.id}`)).json().data;
    expect(view.label_url).toBe(`https://amc.example.com/q/${items[0]!.labelToken}`);
    expect(items[0]!.labelToken).toMatch(/^[0-9a-f]{32}$/);
    // Who may not print labels (the employee: no equipment_edit) does not see what they hold.
    const anils = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'SN-400' } });
    expect((await get(`/api/equipment/view/${anils.id}`, p.anil.token)).json().data.label_url).toBeNull();

    const labels = (size: string, token = t.adminToken) =>
      post('/api/equipment/labels', { ids: items.map((item) => item.id), size }, token);
    const sheet = await labels('a4');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const text = popplerText(sheet.rawPayload);
    for (const item of items) expect(text).toContain(`S/N ${item.serialNo}`);
    expect(text).toContain('Aqua Care Services');
    expect(text).toContain('020 2567 8900');
    expect(text).toContain('RO water purifier');
    expect(text.match(/Scan to report a problem/g)).toHaveLength(3);
    // A label printer's roll: one label a page.
    const single = await labels('single');
    expect(single.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);

    expect((await labels('a4', p.anil.token)).statusCode).toBe(403);
    expect((await labels('poster')).statusCode).toBe(400);
    const tooMany = await post('/api/equipment/labels', {
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.json().issues).toEqual([{ path: 'ids', message: MSG.tooManyLabels }]);
    expect((await post('/api/equipment/labels', { ids: [999_999] })).statusCode).toBe(404);

    reissuedToken = items[0]!.labelToken;
    const reissued = await post('/api/equipment/reissueLabel', { id: items[0]!.id });
    expect(reissued.json().message).toBe(MSG.labelReissued);
    const token = (await prisma().equipment.findUniqueOrThrow({ where: { id: items[0]!.id } })).labelToken;
    expect(token).not.toBe(items[0]!.labelToken);
    expect(reissued.json().data.label_url).toBe(`https://amc.example.com/q/${token}`);
    expect((await post('/api/equipment/reissueLabel', { id: anils.id }, p.anil.token)).statusCode).toBe(403);

    // With no public address, a label has nowhere to point: refused, and saying why.
    await prisma().setting.update({ where: { id: 1 }, data: { domainName: '' } });
    const nowhere = await labels('a4');
    await prisma().setting.update({ where: { id: 1 }, data: { domainName: 'amc.example.com' } });
    expect([nowhere.statusCode, nowhere.json().message]).toEqual([503, MSG.noPublicAddress]);
  });

  it('shows a scanned label’s page with nothing of the customer, and its own customer the way to its form', async () => {
    const item = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'SN-301' } });
    const owner = item.customerId === p.priya.id ? p.priya : p.rahul;
    const other = owner === p.priya ? p.rahul : p.priya;
    const scan = (token: string, as: string | null = null) =>
      t.as(as, { method: 'GET', url: `/api/public/equipment/${encodeURIComponent(token)}` });
    const page = await scan(item.labelToken);
    expect(page.statusCode).toBe(200);
    // Never kept by the browser: a re-issued label must stop working at once.
    expect(page.headers['cache-control']).toBe('no-store');
    const product = await prisma().product.findUniqueOrThrow({ where: { id: item.productId } });
    const shown = {
      business: { name: 'Aqua Care Services', phone: '020 2567 8900', logo_url: null },
      language: 'en',
      product: product.name,
      serial_no: 'SN-301',
      covered: false,
      own_equipment_id: null,
    };
    expect(page.json().data).toEqual(shown);
    // Its own customer, signed in on the phone, is told the item to file its own complaint on; nobody else is.
    expect((await scan(item.labelToken, owner.token)).json().data).toEqual({
      ...shown,
      own_equipment_id: item.id,
    });
    for (const token of [other.token, p.ravi.token, t.adminToken, 'not-a-session'])
      expect((await scan(item.labelToken, token)).json().data).toEqual(shown);

    // An unknown, malformed or re-issued token, and a retired item's, all answer the same 404.
    const retired = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'SN-302' } });
    await prisma().equipment.update({ where: { id: retired.id }, data: { status: 'retired' } });
    const unknown = await scan('0'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    for (const token of [
      'abc',
      "' OR 1=1 --",
      item.labelToken.toUpperCase(),
      reissuedToken,
      retired.labelToken,
    ]) {
      const refused = await scan(token);
      expect([refused.statusCode, refused.body]).toEqual([404, unknown.body]);
    }
    await prisma().equipment.update({ where: { id: retired.id }, data: { status: 'in_use' } });
  });

  it('files a fault reported by scan as the customer’s complaint on the item, mailed as a new one, within limits', async () => {
    const item = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'SN-301' } });
    const report = (
      token: string,
      fields: Record<string, string>,
      remoteAddress: string,
      photo: Buffer | null = null,
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/equipment/${token}/fault`,
        remoteAddress,
        ...multipart(fields, photo ? { photos: { filename: 'leak.png', data: photo } } : {}),
      });
    const fault = {
      name: 'Sunil (security desk)',
      phone: '+91 98220-12345',
      description: 'Water drips under it',
    };
    const state = async () => ({
      complaints: await prisma().complaint.count(),
      mails: await prisma().mailOutbox.count(),
      files: await prisma().fileUpload.count(),
    });
    const before = await state();
    const sent = await report(item.labelToken, fault, '10.1.0.1', PNG_1X1);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(MSG.faultReported);
    const { complaint_no } = sent.json().data;
    const filed = await prisma().complaint.findUniqueOrThrow({ where: { complaintNo: complaint_no } });
    expect(filed).toMatchObject({
      customerId: item.customerId,
      productId: item.productId,
      equipmentId: item.id,
      reportedByScan: true,
      reporterName: 'Sunil (security desk)',
      reporterPhone: '+919822012345',
      description: 'Water drips under it',
      status: 'open',
      assignedToId: null,
      createdById: null,
      // The item is covered by nothing today: its work is charged for.
      chargeable: true,
    });
    const view = (await get(`/api/complaint/view/${filed.id}`)).json().data;
    expect(view.reported_by_scan).toEqual({ name: 'Sunil (security desk)', phone: '+919822012345' });
    expect(view.photos).toHaveLength(1);
    // The customer finds it among its own complaints; the mails of a new complaint went to it and the admin.
    const owner = item.customerId === p.priya.id ? p.priya : p.rahul;
    expect((await get(`/api/complaint/view/${filed.id}`, owner.token)).statusCode).toBe(200);
    const mails = await prisma().mailOutbox.findMany({
      where: { id: { gt: 0 } },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(mails.map((mail) => mail.event).sort()).toEqual(['complaint_admin', 'complaint_customer']);
    expect(await state()).toEqual({
      complaints: before.complaints + 1,
      mails: before.mails + 2,
      files: before.files + 1,
    });
    const logged = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'complaint', recordId: filed.id },
    });
    expect([logged.userId, logged.ip]).toEqual([null, '10.1.0.1']);
    expect(logged.description).toContain('reported by scan by Sunil (security desk)');

    // Bad input is refused on its field and changes nothing; a file that is no image by its content neither.
    const cases: [Record<string, string>, Buffer | null, number, string][] = [
      [{ ...fault, name: ' ' }, null, 400, 'name'],
      [{ ...fault, phone: 'call me' }, null, 400, 'phone'],
      [{ ...fault, description: '' }, null, 400, 'description'],
      [fault, Buffer.from('<svg onload=alert(1)>'), 415, 'photos'],
    ];
    const unchanged = await state();
    for (const [index, [fields, photo, status, path]] of cases.entries()) {
      const refused = await report(item.labelToken, fields, `10.2.0.${index + 1}`, photo);
      expect([refused.statusCode, refused.json().issues[0].path]).toEqual([status, path]);
    }
    expect((await report('0'.repeat(32), fault, '10.2.1.1')).statusCode).toBe(404);
    expect(await state()).toEqual(unchanged);

    // Five reports an hour from one address; the sixth is refused before anything is written.
    const other = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'SN-300' } });
    for (let n = 0; n < 5; n += 1)
      expect((await report(other.labelToken, fault, '10.3.0.1')).statusCode).toBe(200);
    const flooded = await state();
    const tooMany = await report(other.labelToken, fault, '10.3.0.1');
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    // Ten a day on one item, from however many addresses (the first report and the refused photo counted).
    for (let n = 0; n < 8; n += 1)
      expect((await report(item.labelToken, fault, `10.4.0.${n + 1}`)).statusCode).toBe(200);
    expect((await report(item.labelToken, fault, '10.4.1.1')).statusCode).toBe(429);
    expect((await state()).complaints).toBe(flooded.complaints + 8);
  });

  it('refuses to delete an item a contract, visit or complaint names, and deletes one that none does', async () => {
    const named = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'SN-200' } });
    const before = await counts();
    const refused = await post('/api/equipment/deleteMulti', { ids: [named.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The equipment SN-200 is named by 1 AMC contract; it cannot be deleted. Retire it instead.',
    );
    expect(await counts()).toEqual(before);
    // A product an item stands on cannot be deleted either.
    const product = await post('/api/product/delete', { id: named.productId });
    expect(product.statusCode).toBe(409);
    expect(product.json().message).toMatch(/equipment items?/);

    const first = await prisma().equipment.findFirstOrThrow({ where: { serialNo: 'RO7-2026-0001' } });
    const deleted = await post('/api/equipment/delete', { id: first.id });
    expect(deleted.json()).toEqual({ message: MSG.equipmentDeleted(1), data: { ids: [first.id] } });
    expect(await prisma().equipmentPhoto.count({ where: { equipmentId: first.id } })).toBe(0);
    expect((await get(`/api/equipment/view/${first.id}`)).statusCode).toBe(404);
  });
});
