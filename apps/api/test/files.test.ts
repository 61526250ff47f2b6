import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload, UPLOADS_PER_USER_PER_HOUR } from '../src/lib/kernel/uploads';
import { PNG_1X1, VALID_SETTINGS } from './helpers/fixtures';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { grantRight } from './helpers/work-people';
import { amcForm, PDF_DOCUMENT, seedWorkParties, type TWorkParties } from './helpers/work-parties';

describe('uploaded files: who may download them, and that dropped ones leave', () => {
  let t: TInstalledApp;
  let p: TWorkParties;

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const postForm = (url: string, fields: Record<string, string>, files = {}, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, ...multipart(fields, files) });
  const pdf = (name = 'contract.pdf') => ({
    attachment: { filename: name, data: PDF_DOCUMENT, type: 'application/pdf' },
  });
  const png = (field: string) => ({ [field]: { filename: 'logo.png', data: PNG_1X1, type: 'image/png' } });
  const download = (url: string, token: string | null) => t.as(token, { url });
  const nameOf = (url: string) => url.split('/').pop()!;
  /** Both halves of a stored upload: its row and its file in the store. */
  const isStored = async (url: string) => ({
    row: (await prisma().fileUpload.count({ where: { storedName: nameOf(url) } })) === 1,
    disk: (await t.app.fileStore.read('uploads', nameOf(url))) !== null,
  });

  it('gives an AMC attachment only to those who may see the contract', async () => {
    const amc = (await postForm('/api/amc/store', amcForm(p), pdf())).json().data;
    const url: string = amc.attachment;

    const anonymous = await download(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(PDF_DOCUMENT)).toBe(false);
    expect((await download(url, p.tokens.otherCustomer)).statusCode).toBe(404);
    expect((await download(url, p.tokens.otherEmployee)).statusCode).toBe(404);
    expect((await download(url, p.tokens.supplier)).statusCode).toBe(404);
    for (const token of [p.tokens.customer, p.tokens.employee, t.adminToken]) {
      const allowed = await download(url, token);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.rawPayload.equals(PDF_DOCUMENT)).toBe(true);
      expect(allowed.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('serves logos to anyone, profile and product images to signed-in users', async () => {
    const logo = (await postForm('/api/setting/update', VALID_SETTINGS, png('logo'))).json().data.logo;
    const open = await download(logo, null);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(PNG_1X1)).toBe(true);

    const image = await storeUpload(
      prisma(),
      t.app.fileStore,
      'profile',
      { filename: 'me.png', mimetype: 'image/png', data: PNG_1X1 },
      {
        allowed: { png: 'image/png' },
        maxBytes: 10_000,
      },
    );
    await prisma().user.update({ where: { id: p.customer }, data: { profileImage: image.url } });
    expect((await download(image.url, null)).statusCode).toBe(401);
    expect((await download(image.url, p.tokens.supplier)).statusCode).toBe(200);

    const product = await postForm(
      '/api/product/store',
      { code: 'IMG-1', name: 'Pictured AC', model_number: 'P1', price: '100' },
      png('image'),
    );
    expect(product.statusCode).toBe(200);
    expect((await download(product.json().data.image, null)).statusCode).toBe(401);
    expect((await download(product.json().data.image, p.tokens.customer)).statusCode).toBe(200);
  });

  it('does not serve an upload no record holds', async () => {
    const orphan = await storeUpload(
      prisma(),
      t.app.fileStore,
      'x',
      { filename: 'x.png', mimetype: 'image/png', data: PNG_1X1 },
      {
        allowed: { png: 'image/png' },
        maxBytes: 10_000,
        visibility: 'public',
      },
    );
    expect((await download(orphan.url, null)).statusCode).toBe(401);
    expect((await download(orphan.url, t.adminToken)).statusCode).toBe(404);
  });

  it('removes a replaced attachment, logo and image from the database and the disk', async () => {
    const amc = (await postForm('/api/amc/store', amcForm(p), pdf('first.pdf'))).json().data;
    const updated = await postForm(
      '/api/amc/update',
      { ...amcForm(p), id: String(amc.id) },
      pdf('second.pdf'),
    );
    expect(updated.statusCode).toBe(200);
    expect(await isStored(amc.attachment)).toEqual({ row: false, disk: false });
    expect(await isStored(updated.json().data.attachment)).toEqual({ row: true, disk: true });
    // An edit without a new file keeps the attachment.
    const kept = await postForm('/api/amc/update', { ...amcForm(p), id: String(amc.id), note: 'kept' });
    expect(kept.json().data.attachment).toBe(updated.json().data.attachment);
    expect(await isStored(updated.json().data.attachment)).toEqual({ row: true, disk: true });

    const before = (await prisma().setting.findUniqueOrThrow({ where: { id: 1 } })).logo!;
    const logo = (await postForm('/api/setting/update', VALID_SETTINGS, png('logo'))).json().data.logo;
    expect(logo).not.toBe(before);
    expect(await isStored(before)).toEqual({ row: false, disk: false });
    expect(await isStored(logo)).toEqual({ row: true, disk: true });

    const product = (
      await postForm(
        '/api/product/store',
        { code: 'IMG-2', name: 'Re-pictured AC', model_number: 'P2', price: '100' },
        png('image'),
      )
    ).json().data;
    const next = await postForm(
      '/api/product/update',
      { id: String(product.id), code: 'IMG-2', name: 'Re-pictured AC', model_number: 'P2', price: '100' },
      png('image'),
    );
    expect(next.statusCode).toBe(200);
    expect(await isStored(product.image)).toEqual({ row: false, disk: false });
  });

  it('removes the files of deleted records, and keeps them when the delete is refused', async () => {
    const amc = (await postForm('/api/amc/store', amcForm(p), pdf())).json().data;
    const refused = await t.as(p.tokens.otherCustomer, {
      method: 'POST',
      url: '/api/amc/delete',
      payload: { id: amc.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(await isStored(amc.attachment)).toEqual({ row: true, disk: true });
    const deleted = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/amc/delete',
      payload: { id: amc.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await isStored(amc.attachment)).toEqual({ row: false, disk: false });

    const product = (
      await postForm(
        '/api/product/store',
        { code: 'IMG-3', name: 'Gone AC', model_number: 'P3', price: '100' },
        png('image'),
      )
    ).json().data;
    expect(
      (await t.as(t.adminToken, { method: 'POST', url: '/api/product/delete', payload: { id: product.id } }))
        .statusCode,
    ).toBe(200);
    expect(await isStored(product.image)).toEqual({ row: false, disk: false });
  });

  it('stops one user storing more than its hourly number of files; edits without a file still pass', async () => {
    for (let i = 0; i < UPLOADS_PER_USER_PER_HOUR; i++) {
      await postForm('/api/setting/update', VALID_SETTINGS, png('sidebar_logo'));
    }
    const over = await postForm('/api/setting/update', VALID_SETTINGS, png('sidebar_logo'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    expect((await postForm('/api/setting/update', VALID_SETTINGS)).statusCode).toBe(200);
    // Another user's uploads are counted apart.
    await grantRight(t.app, 'employee', 'product', 'add');
    const other = await postForm(
      '/api/product/store',
      { code: 'IMG-4', name: 'Own AC', model_number: 'P4', price: '100' },
      png('image'),
      p.tokens.employee,
    );
    expect(other.statusCode).toBe(200);
  });
});
