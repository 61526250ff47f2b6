import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_PHOTO_LIMIT, MSG, PHOTO_MAX_BYTES } from '@amc/contracts';
import { createInstalledApp, multipart, type TFormFile, type TInstalledApp } from './helpers/test-app';
import { JPEG_HEAD, PNG_1X1, WEBP_HEAD } from './helpers/fixtures';
import { addPerson, grantRight, type TPerson } from './helpers/work-people';

describe('complaint photos: filed with the complaint, seen only by who sees the complaint', () => {
  let t: TInstalledApp;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'rahul' | 'manoj', TPerson>;
  let typeId = 0;

  beforeAll(async () => {
    t = await createInstalledApp();
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    p.manoj = await addPerson(t.app, 'supplier', 'manoj@example.com', 'Manoj', 'Agarwal');
    typeId = (await t.app.db.prisma.category.create({ data: { type: 'complaint_type', name: 'Leak' } })).id;
    // The supplier may view complaints in general; its rows are still none of the customers'.
    await grantRight(t.app, 'supplier', 'complaint', 'view');
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const photo = (name: string, data: Buffer = PNG_1X1): TFormFile => ({ filename: name, data });
  const fileForm = (url: string, fields: Record<string, string>, photos: TFormFile[], token: string) =>
    t.as(token, { method: 'POST', url, ...multipart(fields, photos.length ? { photos } : {}) });
  const fileAsCustomer = (photos: TFormFile[], token = p.priya.token) =>
    fileForm(
      '/api/complaint/store',
      { type_id: String(typeId), description: 'Water drips from the indoor unit.' },
      photos,
      token,
    );
  const download = (url: string, token: string | null) => t.as(token, { method: 'GET', url });
  const snapshot = async () => ({
    complaints: await prisma().complaint.count(),
    photos: await prisma().complaintPhoto.count(),
    uploads: await prisma().fileUpload.count(),
  });

  it('files a customer complaint with a PNG, a JPEG and a WebP photo, checked by their bytes', async () => {
    const response = await fileAsCustomer([
      photo('leak.png'),
      photo('IMG_0001.jpg', JPEG_HEAD),
      photo('resized.webp', WEBP_HEAD),
    ]);
    expect(response.statusCode).toBe(200);
    const complaint = response.json().data;
    expect(complaint.photos).toHaveLength(3);
    expect(complaint.photos.map((one: { url: string }) => one.url.split('.').pop())).toEqual([
      'png',
      'jpg',
      'webp',
    ]);
    const view = await t.as(p.priya.token, { method: 'GET', url: `/api/complaint/view/${complaint.id}` });
    expect(view.json().data.photos).toEqual(complaint.photos);
    // A list row leaves the photos out.
    const list = await t.as(p.priya.token, { method: 'GET', url: '/api/complaint/list' });
    expect(list.json().data[0]).not.toHaveProperty('photos');
  });

  it('refuses a renamed non-image, a photo over 2,048,000 bytes and one photo too many, and keeps nothing', async () => {
    const before = await snapshot();
    const renamed = await fileAsCustomer([
      photo('leak.png'),
      photo('virus.jpg', Buffer.from('MZ not a picture')),
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().issues).toEqual([{ path: 'photos', message: MSG.unsupportedFile }]);
    const huge = Buffer.concat([PNG_1X1, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const tooLarge = await fileAsCustomer([photo('huge.png', huge)]);
    expect(tooLarge.statusCode).toBe(413);
    const tooMany = await fileAsCustomer(
      Array.from({ length: COMPLAINT_PHOTO_LIMIT + 1 }, (_, i) => photo(`p${i}.png`)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues).toEqual([
      { path: 'photos', message: MSG.tooManyPhotos(COMPLAINT_PHOTO_LIMIT) },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('adds photos on update up to the limit in all; a resolved complaint takes none from its assignee', async () => {
    const filed = await fileForm(
      '/api/complaint/store',
      {
        customer_id: String(p.priya.id),
        type_id: String(typeId),
        description: 'Fan noise.',
        assigned_to_id: String(p.ravi.id),
        charge: '0',
      },
      [photo('a.png'), photo('b.png')],
      t.adminToken,
    );
    const id = filed.json().data.id as number;
    const added = await fileForm('/api/complaint/update', { id: String(id) }, [photo('c.png')], p.ravi.token);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.photos).toHaveLength(3);
    const over = await fileForm(
      '/api/complaint/update',
      { id: String(id) },
      Array.from({ length: COMPLAINT_PHOTO_LIMIT - 2 }, (_, i) => photo(`x${i}.png`)),
      t.adminToken,
    );
    expect(over.statusCode).toBe(400);
    expect(await prisma().complaintPhoto.count({ where: { complaintId: id } })).toBe(3);
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/complaint/update',
      payload: { id, status: 'closed', resolution_note: 'Fan replaced.' },
    });
    const late = await fileForm('/api/complaint/update', { id: String(id) }, [photo('d.png')], p.ravi.token);
    expect(late.statusCode).toBe(403);
    expect(await prisma().complaintPhoto.count({ where: { complaintId: id } })).toBe(3);
  });

  it('lets the customer, its assignee and the admin download a photo; anyone else gets 404', async () => {
    const filed = await fileForm(
      '/api/complaint/store',
      {
        customer_id: String(p.priya.id),
        type_id: String(typeId),
        description: 'Remote does not work.',
        assigned_to_id: String(p.ravi.id),
        charge: '0',
      },
      [photo('remote.png')],
      t.adminToken,
    );
    const url = filed.json().data.photos[0].url as string;
    for (const token of [t.adminToken, p.priya.token, p.ravi.token]) {
      const response = await download(url, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG_1X1)).toBe(true);
    }
    for (const token of [p.rahul.token, p.anil.token, p.manoj.token])
      expect((await download(url, token)).statusCode).toBe(404);
    expect((await download(url, null)).statusCode).toBe(401);
  });
});
