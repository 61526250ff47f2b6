import { MSG, SERVICE_PHOTO_LIMIT, SERVICE_PHOTO_MAX_BYTES } from '@amc/contracts';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JPEG, demoPhotoPng, demoSignaturePng } from '../demo/demo-images';
import { makeVisitReport } from '../src/modules/service/service-report';
import { WEBP_HEAD } from './helpers/fixtures';
import { addMovements } from './helpers/stock';
import { createInstalledApp, multipart, type TFormFile, type TInstalledApp } from './helpers/test-app';
import { popplerText } from './helpers/poppler';
import { amcForm, seedWorkParties, type TWorkParties } from './helpers/work-parties';

const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text;

describe('completing a visit with proof: photos, signature, parts, report PDF, each seen only by its people', () => {
  let t: TInstalledApp;
  let p: TWorkParties;

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    await t.app.db.prisma.product.update({ where: { id: p.products.window }, data: { price: '250.50' } });
    await addMovements(t.app.db.prisma, {
      data: [
        { productId: p.products.split, quantity: 10, kind: 'adjustment', movementDate: new Date() },
        { productId: p.products.window, quantity: 3, kind: 'adjustment', movementDate: new Date() },
      ],
    });
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const stockOf = async (id: number) =>
    (await prisma().product.findUniqueOrThrow({ where: { id }, select: { currentStock: true } }))
      .currentStock;
  const ledgerOf = async (id: number) =>
    (await prisma().stockMovement.aggregate({ where: { productId: id }, _sum: { quantity: true } }))._sum
      .quantity ?? 0;
  let serial = 0;
  /** A one-off visit of Priya assigned to Ravi (the employee), open, dated yesterday-ish (today is fine). */
  const addVisit = async (assignedToId = p.employee) => {
    serial += 1;
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/service/store',
      payload: {
        customer_id: String(p.customer),
        service_title: `AC check ${serial}`,
        service_label: '',
        service_date: '2026-01-05',
        assigned_to_id: String(assignedToId),
        detail: '',
        charge: '0',
        remark: '',
        type: '',
        status: 'open',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  const complete = (
    token: string,
    fields: Record<string, string>,
    files: { photos?: TFormFile[]; signature?: TFormFile } = {},
    headers: Record<string, string> = {},
  ) => {
    const form = multipart(fields, files);
    return t.as(token, {
      method: 'POST',
      url: '/api/service/complete',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  const snapshot = async () => ({
    services: await prisma().service.findMany({ orderBy: { id: 'asc' } }),
    photos: await prisma().servicePhoto.count(),
    parts: await prisma().servicePart.count(),
    movements: await prisma().stockMovement.count(),
    uploads: await prisma().fileUpload.count(),
    mails: await prisma().mailOutbox.count(),
    stock: [await stockOf(p.products.split), await stockOf(p.products.window)],
  });
  const png = (name = 'unit.png'): TFormFile => ({ filename: name, data: demoPhotoPng(1) });
  const signature = (): TFormFile => ({ filename: 'signature.png', data: demoSignaturePng() });

  let doneId = 0;
  let report: {
    photos: { url: string }[];
    signature: { url: string; signed_by: string; signed_at: string } | null;
  } = { photos: [], signature: null };

  it('closes the visit with a PNG, a JPEG and a WebP photo, a signature and parts, once, stock out once', async () => {
    doneId = await addVisit();
    const parts = JSON.stringify([
      { product_id: p.products.split, quantity: 2, covered: true },
      { product_id: p.products.window, quantity: 1, covered: false },
    ]);
    const fields = {
      id: String(doneId),
      started_at: '2026-01-05T09:30:00+05:30',
      finished_at: '2026-01-05T11:05:00+05:30',
      work_done: 'Cleaned the filters and refilled R32 gas',
      findings: 'Drain pipe partly blocked',
      remark: 'Customer satisfied',
      parts,
      signed_by: 'Priya Sharma',
      signed_at: '2026-01-05T11:06:00+05:30',
    };
    const files = {
      photos: [png(), { filename: 'IMG_0001.jpg', data: DEMO_JPEG }, { filename: 'r.webp', data: WEBP_HEAD }],
      signature: signature(),
    };
    const response = await complete(p.tokens.employee, fields, files, { 'idempotency-key': 'visit-proof-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: doneId, status: 'closed', has_report: true });
    // The offline queue sends it again with the same key: answered the same, nothing written twice.
    const again = await complete(p.tokens.employee, fields, files, { 'idempotency-key': 'visit-proof-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(p.products.split)).toBe(8);
    expect(await stockOf(p.products.window)).toBe(2);
    expect(await ledgerOf(p.products.split)).toBe(8);
    expect(await ledgerOf(p.products.window)).toBe(2);
    expect(await prisma().servicePart.count({ where: { serviceId: doneId } })).toBe(2);
    expect(await prisma().servicePhoto.count({ where: { serviceId: doneId } })).toBe(3);
    const mails = await prisma().mailOutbox.findMany({ where: { event: 'service_done' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('priya@example.com');
    const attachments = JSON.parse(mails[0]!.attachments ?? '[]') as { filename: string; path: string }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.filename).toMatch(/^service-report-.+\.pdf$/);

    const view = await t.as(p.tokens.customer, { method: 'GET', url: `/api/service/report/${doneId}` });
    expect(view.statusCode, view.body).toBe(200);
    const data = view.json().data;
    expect(data).toMatchObject({
      service_id: doneId,
      started_at: '2026-01-05T04:00:00.000Z',
      finished_at: '2026-01-05T05:35:00.000Z',
      work_done: 'Cleaned the filters and refilled R32 gas',
      findings: 'Drain pipe partly blocked',
      remark: 'Customer satisfied',
      chargeable_total: '250.50',
      has_pdf: true,
      signature: { signed_by: 'Priya Sharma', signed_at: '2026-01-05T05:36:00.000Z' },
    });
    expect(
      data.parts.map((part: { covered: boolean; unit_price: string; amount: string; quantity: number }) => [
        part.quantity,
        part.covered,
        part.unit_price,
        part.amount,
      ]),
    ).toEqual([
      [2, true, '0.00', '0.00'],
      [1, false, '250.50', '250.50'],
    ]);
    expect(data.photos.map((photo: { url: string }) => photo.url.split('.').pop())).toEqual([
      'png',
      'jpg',
      'webp',
    ]);
    report = data;

    const pdf = await t.as(p.tokens.customer, { method: 'GET', url: `/api/service/pdf/${doneId}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="service-report-/);
    const text = await pdfText(pdf.rawPayload);
    (await import('node:fs')).writeFileSync('/tmp/hi-report.pdf', pdf.rawPayload);
    expect(text).toContain('Cleaned the filters and refilled R32 gas');
    expect(text).toContain('Signed by Priya Sharma');
    expect(text).toContain('Photo 3 attached');
    expect(text).toContain('Split AC');
  });

  it('makes the report after the commit, once: a lost one is made from the stored files by the first to ask', async () => {
    // As if the process had died between the completion's commit and its report: the mail still names it.
    const before = await prisma().service.findUniqueOrThrow({ where: { id: doneId } });
    await prisma().service.update({ where: { id: doneId }, data: { reportUrl: null } });
    const uploads = await prisma().fileUpload.count();
    const { fileStore } = t.app;
    // Two makers at once (the mail worker and a second process): both answer the PDF, one is stored.
    const [first, second] = await Promise.all([
      makeVisitReport(prisma(), fileStore, doneId),
      makeVisitReport(prisma(), fileStore, doneId),
    ]);
    const after = await prisma().service.findUniqueOrThrow({ where: { id: doneId } });
    expect(after.reportUrl).not.toBeNull();
    expect(after.reportUrl).not.toBe(before.reportUrl);
    expect(await prisma().fileUpload.count()).toBe(uploads + 1);
    const stored = (await fileStore.list('uploads'))
      .map((file) => file.name)
      .filter((name) => after.reportUrl!.endsWith(name));
    expect(stored).toHaveLength(1);
    for (const pdf of [first, second]) expect(await pdfText(pdf)).toContain('Photo 3 attached');
    // Asked again, the stored one is answered, and nothing more is stored.
    expect(
      (await makeVisitReport(prisma(), fileStore, doneId)).equals(
        (await fileStore.read('uploads', stored[0]!))!,
      ),
    ).toBe(true);
    expect(await prisma().fileUpload.count()).toBe(uploads + 1);
  });

  it('refuses a second completion with 409 and writes nothing: no parts out, no photos kept', async () => {
    const before = await snapshot();
    const response = await complete(
      p.tokens.employee,
      {
        id: String(doneId),
        parts: JSON.stringify([{ product_id: p.products.split, quantity: 1, covered: false }]),
      },
      { photos: [png()] },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.serviceAlreadyDone);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses parts that would take stock below zero with 409, and nothing is written', async () => {
    const id = await addVisit();
    const before = await snapshot();
    const response = await complete(
      p.tokens.employee,
      {
        id: String(id),
        signed_by: 'Priya Sharma',
        parts: JSON.stringify([
          { product_id: p.products.split, quantity: 1, covered: false },
          { product_id: p.products.window, quantity: 5, covered: false },
        ]),
      },
      { photos: [png()], signature: signature() },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.stockBelowZero('Window AC (AC-WIN)', 2));
    expect(await snapshot()).toEqual(before);
  });

  it('answers bad input with 4xx and clear messages, changing nothing', async () => {
    const id = await addVisit();
    const before = await snapshot();
    const tooMany = await complete(
      p.tokens.employee,
      { id: String(id) },
      { photos: Array.from({ length: SERVICE_PHOTO_LIMIT + 1 }, (_, i) => png(`p${i}.png`)) },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues).toEqual([
      { path: 'photos', message: MSG.tooManyPhotos(SERVICE_PHOTO_LIMIT) },
    ]);
    const renamed = await complete(
      p.tokens.employee,
      { id: String(id) },
      { photos: [png(), { filename: 'virus.jpg', data: Buffer.from('MZ not a picture') }] },
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().issues).toEqual([{ path: 'photos', message: MSG.unsupportedFile }]);
    const huge = await complete(
      p.tokens.employee,
      { id: String(id) },
      {
        photos: [
          {
            filename: 'huge.png',
            data: Buffer.concat([demoPhotoPng(), Buffer.alloc(SERVICE_PHOTO_MAX_BYTES)]),
          },
        ],
      },
    );
    expect(huge.statusCode).toBe(413);
    const unnamed = await complete(p.tokens.employee, { id: String(id) }, { signature: signature() });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().issues).toEqual([{ path: 'signed_by', message: MSG.signatureNeedsName }]);
    const jpegSignature = await complete(
      p.tokens.employee,
      { id: String(id), signed_by: 'Priya' },
      { signature: { filename: 'signature.png', data: DEMO_JPEG } },
    );
    expect(jpegSignature.statusCode).toBe(415);
    expect(jpegSignature.json().issues).toEqual([{ path: 'signature', message: MSG.signatureNotImage }]);
    const backwards = await complete(p.tokens.employee, {
      id: String(id),
      started_at: '2026-01-05T11:00:00Z',
      finished_at: '2026-01-05T10:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([{ path: 'finished_at', message: MSG.finishBeforeStart }]);
    const twice = await complete(p.tokens.employee, {
      id: String(id),
      parts: JSON.stringify([
        { product_id: p.products.split, quantity: 1, covered: false },
        { product_id: p.products.split, quantity: 1, covered: true },
      ]),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toEqual([{ path: 'parts', message: MSG.partListedTwice }]);
    // Another employee's visit is out of reach: 404.
    const otherOne = await complete(p.tokens.otherEmployee, { id: String(id) });
    expect(otherOne.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the admin, the assigned employee and the customer open the report, PDF, photos and signature; no one else', async () => {
    const urls = [
      `/api/service/report/${doneId}`,
      `/api/service/pdf/${doneId}`,
      report.photos[0]!.url,
      report.photos[2]!.url,
      report.signature!.url,
    ];
    for (const token of [t.adminToken, p.tokens.employee, p.tokens.customer])
      for (const url of urls) {
        const response = await t.as(token, { method: 'GET', url });
        expect(response.statusCode, `${url}`).toBe(200);
      }
    const signatureFile = await t.as(p.tokens.customer, { method: 'GET', url: report.signature!.url });
    expect(signatureFile.rawPayload.equals(demoSignaturePng())).toBe(true);
    for (const token of [p.tokens.otherEmployee, p.tokens.otherCustomer, p.tokens.supplier])
      for (const url of urls) {
        const response = await t.as(token, { method: 'GET', url });
        // A supplier holds no service_view: the report routes are closed to it (403); its files are not there.
        const closed = token === p.tokens.supplier && url.startsWith('/api/service/');
        expect(response.statusCode, `${url}`).toBe(closed ? 403 : 404);
      }
    const reportUrl = (await prisma().service.findUniqueOrThrow({ where: { id: doneId } })).reportUrl!;
    expect((await t.as(p.tokens.customer, { method: 'GET', url: reportUrl })).statusCode).toBe(200);
    expect((await t.as(p.tokens.otherCustomer, { method: 'GET', url: reportUrl })).statusCode).toBe(404);
    // A visit not done has no report.
    const open = await addVisit();
    expect((await t.as(t.adminToken, { method: 'GET', url: `/api/service/report/${open}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(t.adminToken, { method: 'GET', url: `/api/service/pdf/${open}` })).statusCode).toBe(
      404,
    );
  });

  it('completes from JSON too (no files), storing its report; a deleted visit puts its parts back', async () => {
    const id = await addVisit();
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/service/complete',
      payload: {
        id,
        work_done: 'Replaced the remote',
        parts: [{ product_id: p.products.split, quantity: 3, covered: false }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.has_report).toBe(true);
    expect(await stockOf(p.products.split)).toBe(5);
    const deleted = await t.as(t.adminToken, { method: 'POST', url: '/api/service/delete', payload: { id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stockOf(p.products.split)).toBe(8);
    expect(await ledgerOf(p.products.split)).toBe(8);
  });

  it("keeps a signed-in user's own language (whitelisted); a Hindi customer's report prints in Hindi", async () => {
    const bad = await t.as(p.tokens.customer, {
      method: 'POST',
      url: '/api/user/language',
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'language', message: MSG.unknownLanguage }]);
    const saved = await t.as(p.tokens.customer, {
      method: 'POST',
      url: '/api/user/language',
      payload: { language: 'hi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: MSG.languageSaved, data: { language: 'hi' } });
    const row = await prisma().user.findUniqueOrThrow({ where: { id: p.customer } });
    expect(row.language).toBe('hi');
    expect((await prisma().user.findUniqueOrThrow({ where: { id: p.otherCustomer } })).language).toBeNull();

    const id = await addVisit();
    const done = await complete(p.tokens.employee, { id: String(id), work_done: 'Checked the wiring' });
    expect(done.statusCode, done.body).toBe(200);
    const pdf = await t.as(p.tokens.customer, { method: 'GET', url: `/api/service/pdf/${id}` });
    const text = popplerText(pdf.rawPayload);
    expect(text).toContain('सेवा रिपोर्ट');
    expect(text).toContain('Checked the wiring');
    expect(text).not.toContain('SERVICE REPORT');
  });

  it("puts a contract's done visits' parts back into stock when the contract is deleted", async () => {
    const amc = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/amc/store',
      ...multipart(amcForm(p, { service_count: '2' })),
    });
    expect(amc.statusCode, amc.body).toBe(200);
    const first = amc.json().data.services[0].id as number;
    const stock = await stockOf(p.products.split);
    const done = await complete(t.adminToken, {
      id: String(first),
      parts: JSON.stringify([{ product_id: p.products.split, quantity: 2, covered: true }]),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await stockOf(p.products.split)).toBe(stock - 2);
    const deleted = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/amc/delete',
      payload: { id: amc.json().data.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stockOf(p.products.split)).toBe(stock);
    expect(await ledgerOf(p.products.split)).toBe(stock);
  });
});
