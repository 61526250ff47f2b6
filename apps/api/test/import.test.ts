import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, MSG, type TImportDetail } from '@amc/contracts';
import { importPassSettled } from '../src/modules/import/import-service';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser, sweepSignedInUsers } from './helpers/test-users';

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\r\n'));

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet 1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('import (issue 26, section 1): CSV and .xlsx files, checked, imported once', () => {
  let t: TInstalledApp;
  let employee: string;
  let other: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    const prisma = t.app.db.prisma;
    // A second holder of import_run: the employee role is given it; each holder sees its own imports.
    const role = await prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const module = await prisma.module.findUniqueOrThrow({ where: { slug: 'import' } });
    await createUser(t.app, 'employee', 'importer@example.com');
    await createUser(t.app, 'employee', 'other-importer@example.com');
    other = await signIn(t.app, 'other-importer@example.com', 'Secret123');
    await prisma.roleRight.create({ data: { roleId: role.id, moduleId: module.id, action: 'run' } });
    await sweepSignedInUsers(t.app);
    employee = await signIn(t.app, 'importer@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  const upload = (kind: string, filename: string, data: Buffer, token = t.adminToken) => {
    const form = multipart({ kind }, { file: { filename, data } });
    return t.as(token, { method: 'POST', url: '/api/import/upload', ...form });
  };
  const uploaded = async (kind: string, filename: string, data: Buffer, token = t.adminToken) => {
    const answer = await upload(kind, filename, data, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as TImportDetail;
  };
  /** Starts a check or the import and waits for its pass to end (no timer: the pass's own promise). */
  const pass = async (id: number, step: 'check' | 'run', body: object, token = t.adminToken) => {
    const started = await t.as(token, { method: 'POST', url: `/api/import/${step}/${id}`, payload: body });
    expect(started.statusCode, started.body).toBe(200);
    await importPassSettled(id);
    return (await t.as(token, { url: `/api/import/view/${id}` })).json().data as TImportDetail;
  };
  const counts = (job: TImportDetail) => ({
    status: job.status,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    refused: job.refused,
  });

  it('maps columns by their headers in any language, previews, checks without writing, imports, and a second import changes nothing', async () => {
    const file = csv([
      // English, Hindi ("First name" as the Hindi export heads it), German, and a column no field takes.
      ['Email', 'पहला नाम', 'Nachname', 'Mobile', 'City', 'Company', 'Favourite colour'],
      ['asha@example.com', 'Asha', 'Rao', '9876543210', 'Pune', 'Rao Cooling', 'blue'],
      ['ben@example.com', 'Ben', 'Okafor', '', 'Lagos', '', 'red'],
      ['bad@example', 'Carl', 'Lind', '12', 'Oslo', '', 'green'],
      ['ASHA@example.com', 'Asha', 'Again', '', '', '', ''],
    ]);
    const job = await uploaded('customer', 'customers.csv', file);
    expect(job.status).toBe('uploaded');
    expect(job.headers).toHaveLength(7);
    expect(job.mapping).toEqual(['email', 'first_name', 'last_name', 'mobile', 'city', 'company_name', null]);
    expect(job.fields.find((f) => f.key === 'email')).toEqual({
      key: 'email',
      label: 'Email',
      required: true,
    });

    const preview = await t.as(t.adminToken, {
      method: 'POST',
      url: `/api/import/preview/${job.id}`,
      payload: { mapping: job.mapping },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows;
    expect(rows[0]).toEqual({
      row: 2,
      cells: ['asha@example.com', 'Asha', 'Rao', '9876543210', 'Pune', 'Rao Cooling', 'blue'],
      values: {
        email: 'asha@example.com',
        first_name: 'Asha',
        last_name: 'Rao',
        mobile: '9876543210',
        city: 'Pune',
        company_name: 'Rao Cooling',
      },
      problems: [],
    });
    expect(rows[2].problems).toEqual([
      { column: 'Email', message: MSG.invalidEmail },
      { column: 'Mobile', message: MSG.mobileSixToFifteen },
    ]);
    expect(rows[2].values).not.toHaveProperty('email');

    // A mapping that leaves out a required field, or uses one twice, is refused before anything runs.
    const missing = await t.as(t.adminToken, {
      method: 'POST',
      url: `/api/import/check/${job.id}`,
      payload: { mapping: [null, 'first_name', 'last_name', null, null, null, null] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.importMapRequired('Email'));
    const twice = await t.as(t.adminToken, {
      method: 'POST',
      url: `/api/import/check/${job.id}`,
      payload: { mapping: ['email', 'first_name', 'first_name', null, null, null, null] },
    });
    expect(twice.json().message).toBe(MSG.importColumnTwice);

    const before = await t.app.db.prisma.user.count();
    const checked = await pass(job.id, 'check', { mapping: job.mapping });
    expect(counts(checked)).toEqual({ status: 'checked', created: 2, updated: 0, unchanged: 0, refused: 2 });
    expect(await t.app.db.prisma.user.count()).toBe(before);
    expect(checked.refusals).toEqual([
      {
        row: 4,
        cells: ['bad@example', 'Carl', 'Lind', '12', 'Oslo', '', 'green'],
        problems: [
          { column: 'Email', message: MSG.invalidEmail },
          { column: 'Mobile', message: MSG.mobileSixToFifteen },
        ],
      },
      { row: 5, cells: expect.any(Array), problems: [{ column: null, message: MSG.importRepeatedKey(2) }] },
    ]);

    const done = await pass(job.id, 'run', { mapping: job.mapping });
    expect(counts(done)).toEqual({ status: 'done', created: 2, updated: 0, unchanged: 0, refused: 2 });
    const asha = await t.app.db.prisma.user.findUniqueOrThrow({
      where: { email: 'asha@example.com' },
      include: { role: true },
    });
    expect(asha).toMatchObject({ firstName: 'Asha', companyName: 'Rao Cooling', isActive: true });
    expect(asha.role.slug).toBe('customer');
    expect(asha.uniqueIdentity).toMatch(/^CUS-\d{5}$/);
    // No password signs in until the person chooses one; no welcome mail unless the import asked for it.
    const signInTry = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'asha@example.com', password: '!imported' },
    });
    expect(signInTry.statusCode).toBe(401);
    expect(await t.app.db.prisma.mailOutbox.count({ where: { toAddress: 'asha@example.com' } })).toBe(0);
    const logged = await t.app.db.prisma.activityLog.findFirst({
      where: { slug: 'import', recordId: job.id },
    });
    expect(logged?.description).toBe('Imported customer rows: 2 created, 0 updated, 0 unchanged, 2 refused');

    // The same import run again (its file is kept a while) changes nothing; one under way is not started twice.
    expect(counts(await pass(job.id, 'run', { mapping: job.mapping }))).toEqual({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 2,
      refused: 2,
    });
    await t.app.db.prisma.import.update({ where: { id: job.id }, data: { status: 'running' } });
    const underWay = await t.as(t.adminToken, {
      method: 'POST',
      url: `/api/import/run/${job.id}`,
      payload: { mapping: job.mapping },
    });
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().message).toBe(MSG.importBusy);
    await t.app.db.prisma.import.update({ where: { id: job.id }, data: { status: 'done' } });

    // The same file again: nothing changes. The mapping is remembered for the kind (the colour stays out).
    const again = await uploaded('customer', 'customers.csv', file);
    expect(again.mapping).toEqual(job.mapping);
    const second = await pass(again.id, 'run', { mapping: again.mapping });
    expect(counts(second)).toEqual({ status: 'done', created: 0, updated: 0, unchanged: 2, refused: 2 });

    // A changed cell updates that person only.
    const changed = await uploaded(
      'customer',
      'changed.csv',
      csv([
        ['Email', 'First name', 'Last name', 'City'],
        ['asha@example.com', 'Asha', 'Rao', 'Mumbai'],
        ['ben@example.com', 'Ben', 'Okafor', 'Lagos'],
      ]),
    );
    expect(counts(await pass(changed.id, 'run', { mapping: changed.mapping }))).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
  });

  it("takes back a list's own CSV export unchanged, and refuses a person of another kind", async () => {
    await createUser(t.app, 'supplier', 'supplier@example.com');
    const exported = await t.as(t.adminToken, {
      url: `/api/user/list?format=csv&filters=${encodeURIComponent(JSON.stringify({ role: 'customer' }))}`,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const job = await uploaded('customer', 'userData.csv', exported.rawPayload);
    expect(job.mapping.filter(Boolean).sort()).toEqual(
      ['city', 'company_name', 'email', 'first_name', 'gender', 'last_name', 'mobile'].sort(),
    );
    const done = await pass(job.id, 'run', { mapping: job.mapping });
    expect(done.refused).toBe(0);
    expect(done.unchanged).toBeGreaterThanOrEqual(2);
    expect(done.created + done.updated).toBe(0);

    const wrongKind = await uploaded(
      'customer',
      'x.csv',
      csv([
        ['Email', 'First name', 'Last name'],
        ['supplier@example.com', 'Sam', 'Supply'],
      ]),
    );
    const refused = await pass(wrongKind.id, 'run', { mapping: wrongKind.mapping });
    expect(refused.refusals[0]!.problems).toEqual([{ column: null, message: MSG.importOtherKind }]);
  });

  it('reads .xlsx, refuses a formula cell and a row with more cells than the header, each row alone', async () => {
    const file = await xlsx([
      ['Email', 'First name', 'Last name', 'City'],
      ['xl@example.com', 'Xavier', 'Lopez', 'Madrid'],
      ['formula@example.com', { formula: 'CONCAT("A","B")', result: 'AB' }, 'Lopez', 'Madrid'],
      ['wide@example.com', 'Wide', 'Row', 'Rome', 'extra'],
    ]);
    const job = await uploaded('supplier', 'suppliers.xlsx', file);
    expect(job.mapping).toEqual(['email', 'first_name', 'last_name', 'city']);
    const done = await pass(job.id, 'run', { mapping: job.mapping });
    expect(counts(done)).toEqual({ status: 'done', created: 1, updated: 0, unchanged: 0, refused: 2 });
    expect(done.refusals.map((r) => r.problems)).toEqual([
      [{ column: 'First name', message: MSG.importFormula }],
      [{ column: null, message: MSG.importCellCount(5, 4) }],
    ]);
    const supplier = await t.app.db.prisma.user.findUniqueOrThrow({
      where: { email: 'xl@example.com' },
      include: { role: true },
    });
    expect(supplier.role.slug).toBe('supplier');

    // A CSV row with fewer cells than its header is misshapen too.
    const short = await uploaded(
      'supplier',
      's.csv',
      Buffer.from('Email,First name,Last name\r\nq@example.com,Q\r\n'),
    );
    const shortDone = await pass(short.id, 'check', { mapping: short.mapping });
    expect(shortDone.refusals[0]!.problems).toEqual([{ column: null, message: MSG.importCellCount(2, 3) }]);
  });

  it('reads a file over 2 MB in a process of its own, batch after batch, and records what it did', async () => {
    const rows = Array.from(
      { length: 14_000 },
      (_, i) =>
        `bulk${i}@example.com,Bulk,Customer,98${String(i).padStart(8, '0')},Pune,Bulk Cooling,` +
        `${i} Long Industrial Estate Road,Maharashtra,411001,27ABCDE1234F1Z5,HDFC Bank,00123456789${i}`,
    );
    const header =
      'Email,First name,Last name,Mobile,City,Company,Address,State,Pincode,GST no,Bank name,Account number';
    const file = Buffer.from([header, ...rows].join('\r\n'));
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
    const job = await uploaded('customer', 'bulk.csv', file);
    const done = await pass(job.id, 'run', { mapping: job.mapping });
    expect(counts(done)).toEqual({ status: 'done', created: 14_000, updated: 0, unchanged: 0, refused: 0 });
    expect(done.total_rows).toBe(14_000);
    const stored = await t.app.db.prisma.user.findUniqueOrThrow({
      where: { email: 'bulk13999@example.com' },
    });
    expect({ bank: stored.bankName, gst: stored.gst }).toEqual({ bank: 'HDFC Bank', gst: '27ABCDE1234F1Z5' });
  });

  it('refuses what is not a spreadsheet, a 50 MB file and a file with no header', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 0)]);
    const renamed = await upload('customer', 'customers.csv', program);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(MSG.importFileKind);

    expect(50 * 1024 * 1024).toBeGreaterThan(IMPORT_MAX_BYTES);
    const huge = await upload('customer', 'big.csv', Buffer.alloc(50 * 1024 * 1024, 0x61));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.importTooLarge);

    const empty = await upload('customer', 'empty.csv', Buffer.from('\r\n\r\n'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.importNoHeader);

    const badKind = await upload('invoices', 'x.csv', csv([['Email']]));
    expect(badKind.statusCode).toBe(400);
    expect(
      await t.app.db.prisma.import.count({ where: { fileName: { in: ['big.csv', 'empty.csv'] } } }),
    ).toBe(0);
  });

  it('is for holders of import_run only, each seeing its own imports', async () => {
    const mine = await uploaded(
      'employee',
      'staff.csv',
      csv([
        ['Email', 'First name', 'Last name', 'Designation'],
        ['tech@example.com', 'Tara', 'Tech', 'Technician'],
      ]),
      employee,
    );
    expect((await t.as(other, { url: '/api/import/list' })).statusCode).toBe(200);
    expect((await t.as(other, { url: `/api/import/view/${mine.id}` })).statusCode).toBe(404);
    const stranger = await t.as(other, {
      method: 'POST',
      url: `/api/import/run/${mine.id}`,
      payload: { mapping: mine.mapping },
    });
    expect(stranger.statusCode).toBe(404);
    const list = (await t.as(employee, { url: '/api/import/list' })).json().data.imports;
    expect(list.map((job: { id: number }) => job.id)).toEqual([mine.id]);
    // The admin sees everyone's.
    const all = (await t.as(t.adminToken, { url: '/api/import/list' })).json().data.imports;
    expect(all.length).toBeGreaterThan(1);

    await createUser(t.app, 'customer', 'nosy@example.com');
    const customer = await signIn(t.app, 'nosy@example.com', 'Secret123');
    expect((await t.as(customer, { url: '/api/import/list' })).statusCode).toBe(403);
    expect((await upload('customer', 'c.csv', csv([['Email']]), customer)).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/import/list' })).statusCode).toBe(401);

    const done = await pass(mine.id, 'run', { mapping: mine.mapping, welcome_mail: true }, employee);
    expect(done.created).toBe(1);
    // Asked for, the welcome mail goes to the new employee (through the outbox).
    expect(await t.app.db.prisma.mailOutbox.count({ where: { toAddress: 'tech@example.com' } })).toBe(1);
    const template = await t.as(employee, { url: '/api/import/template/employee' });
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.replace('\uFEFF', '').split('\r\n')[0]).toContain('Email,First name,Last name');
  });

  it('imports products with new brands and opening stock, equipment by serial, then contracts with their plan', async () => {
    const prisma = t.app.db.prisma;
    await createUser(t.app, 'customer', 'plant@example.com');
    await prisma.tax.create({ data: { name: 'GST 18', percentage: 18 } });
    const products = csv([
      ['Code', 'Name', 'Price', 'Brand', 'Unit', 'Current stock'],
      ['AC-1', 'Split AC 1.5 t', '32000', 'Daikin', 'Piece', '12'],
      ['FLT-9', 'Air filter', '450.50', 'daikin', 'Piece', '40'],
      ['BAD', 'No price', 'abc', '', '', ''],
    ]);
    const productJob = await uploaded('product', 'products.csv', products);
    const productsDone = await pass(productJob.id, 'run', { mapping: productJob.mapping });
    expect(counts(productsDone)).toEqual({
      status: 'done',
      created: 2,
      updated: 0,
      unchanged: 0,
      refused: 1,
    });
    expect(await prisma.category.count({ where: { type: 'brand', name: 'Daikin' } })).toBe(1);
    const ac = await prisma.product.findUniqueOrThrow({ where: { code: 'AC-1' }, include: { brand: true } });
    expect({ stock: ac.currentStock, brand: ac.brand?.name }).toEqual({ stock: 12, brand: 'Daikin' });
    const opening = await prisma.stockMovement.findFirstOrThrow({ where: { productId: ac.id } });
    expect({ kind: opening.kind, reason: opening.reason, quantity: opening.quantity }).toEqual({
      kind: 'adjustment',
      reason: 'opening',
      quantity: 12,
    });
    const productsAgain = await uploaded('product', 'products.csv', products);
    expect(counts(await pass(productsAgain.id, 'run', { mapping: productsAgain.mapping }))).toMatchObject({
      created: 0,
      unchanged: 2,
    });
    expect(await prisma.stockMovement.count({ where: { productId: ac.id } })).toBe(1);
    // The product list's own export goes back in unchanged.
    const exported = await t.as(t.adminToken, { url: '/api/product/list?format=csv' });
    const roundTrip = await uploaded('product', 'productData.csv', exported.rawPayload);
    expect(roundTrip.mapping).toEqual([
      'code',
      'name',
      'model_number',
      'hsn_code',
      'price',
      'brand',
      'category',
      'unit',
      'current_stock',
      null,
    ]);
    expect(counts(await pass(roundTrip.id, 'run', { mapping: roundTrip.mapping }))).toEqual({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 2,
      refused: 0,
    });

    const equipment = csv([
      ['Serial number', 'Product code', 'Customer email', 'Site', 'Install date'],
      ['SN-100', 'AC-1', 'plant@example.com', 'Main office', '2026-01-15'],
      ['SN-101', 'AC-1', 'plant@example.com', 'Store', '2026-02-01'],
      ['SN-102', 'NOPE', 'plant@example.com', '', ''],
    ]);
    const equipmentJob = await uploaded('equipment', 'equipment.csv', equipment);
    const equipmentDone = await pass(equipmentJob.id, 'run', { mapping: equipmentJob.mapping });
    expect(counts(equipmentDone)).toEqual({
      status: 'done',
      created: 2,
      updated: 0,
      unchanged: 0,
      refused: 1,
    });
    expect(equipmentDone.refusals[0]!.problems).toEqual([
      { column: null, message: MSG.importUnknownProduct },
    ]);

    const equipmentExport = await t.as(t.adminToken, { url: '/api/equipment/list?format=csv' });
    const equipmentBack = await uploaded('equipment', 'equipmentData.csv', equipmentExport.rawPayload);
    expect(counts(await pass(equipmentBack.id, 'run', { mapping: equipmentBack.mapping }))).toEqual({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 2,
      refused: 0,
    });

    const contracts = await xlsx([
      [
        'AMC no',
        'Customer email',
        'Product codes',
        'Equipment serial numbers',
        'Start date',
        'Interval (months)',
        'Number of services',
        'Detail',
        'Price',
        'Billing cycle',
        'Tax',
      ],
      [
        'AMC-00420',
        'plant@example.com',
        'AC-1',
        'SN-100; SN-101',
        '2026-11-01',
        3,
        4,
        'Quarterly service',
        12000,
        'Quarterly',
        'GST 18',
      ],
      ['AMC-00421', 'nobody@example.com', 'AC-1', '', '2026-12-01', 6, 2, 'Half-yearly', 0, 'none', ''],
    ]);
    const contractJob = await uploaded('amc', 'contracts.xlsx', contracts);
    expect(contractJob.mapping).not.toContain(null);
    const contractsDone = await pass(contractJob.id, 'run', { mapping: contractJob.mapping });
    expect(counts(contractsDone)).toEqual({
      status: 'done',
      created: 1,
      updated: 0,
      unchanged: 0,
      refused: 1,
    });
    expect(contractsDone.refusals[0]!.problems).toEqual([
      { column: null, message: MSG.importUnknownCustomer },
    ]);
    const amc = await prisma.amc.findUniqueOrThrow({
      where: { amcNo: 'AMC-00420' },
      include: { equipment: true, services: true },
    });
    expect({ cycle: amc.billingCycle, price: amc.price.toFixed(2), items: amc.equipment.length }).toEqual({
      cycle: 'quarterly',
      price: '12000.00',
      items: 2,
    });
    expect(amc.services).toHaveLength(4);
    // The series moved past the imported number: the next contract added by hand is AMC-00421.
    const counter = await prisma.counter.findUniqueOrThrow({ where: { name: 'amc' } });
    expect(Number(counter.value)).toBeGreaterThanOrEqual(420);

    // The same file again changes nothing; a row that moves the contract's dates is refused, not half-saved.
    const contractsAgain = await uploaded('amc', 'contracts.xlsx', contracts);
    expect(counts(await pass(contractsAgain.id, 'run', { mapping: contractsAgain.mapping }))).toMatchObject({
      created: 0,
      unchanged: 1,
      refused: 1,
    });
    const amcExport = await t.as(t.adminToken, { url: '/api/amc/list?format=csv' });
    const amcBack = await uploaded('amc', 'amcData.csv', amcExport.rawPayload);
    expect(counts(await pass(amcBack.id, 'run', { mapping: amcBack.mapping }))).toEqual({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 1,
      refused: 0,
    });
    const moved = await uploaded(
      'amc',
      'moved.csv',
      csv([
        [
          'AMC no',
          'Customer email',
          'Product codes',
          'Start date',
          'Interval (months)',
          'Number of services',
          'Detail',
        ],
        ['AMC-00420', 'plant@example.com', 'AC-1', '2026-12-01', '3', '4', 'Quarterly service'],
      ]),
    );
    const movedDone = await pass(moved.id, 'run', { mapping: moved.mapping });
    expect(movedDone.refusals[0]!.problems).toEqual([{ column: null, message: MSG.importAmcScheduled }]);
  });
});
