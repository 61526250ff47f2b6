import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/kernel/password';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { PNG_1X1 } from './helpers/fixtures';
import { customerForm, employeeForm } from './helpers/user-forms';

type TFile = { filename: string; data: Buffer; type?: string };

describe('users: edit and delete', () => {
  let t: TInstalledApp;
  let customerToken: string;
  let employeeToken: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    await createUser(t.app, 'customer', 'c@example.com');
    await createUser(t.app, 'employee', 'e@example.com');
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
    employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
    const ravi = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/user/store',
      payload: employeeForm(),
    });
    if (ravi.statusCode !== 200) throw new Error(ravi.body);
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (
    url: string,
    fields: Record<string, string>,
    files: Record<string, TFile> = {},
    token: string | null = t.adminToken,
  ) => t.as(token, { method: 'POST', url, ...multipart(fields, files) });
  const store = (
    fields: Record<string, string>,
    files: Record<string, TFile> = {},
    token: string | null = t.adminToken,
  ) => post('/api/user/store', fields, files, token);

  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    users: await prisma().user.findMany({ orderBy: { id: 'asc' }, include: { customerContacts: true } }),
    counters: await prisma().counter.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, value: true },
    }),
    mails: await prisma().mailOutbox.count(),
    uploads: await prisma().fileUpload.count(),
  });

  describe('updateOtherUser', () => {
    const update = (
      fields: Record<string, string>,
      files: Record<string, TFile> = {},
      token: string | null = t.adminToken,
    ) => post('/api/user/updateOtherUser', fields, files, token);
    let userId: number;

    beforeAll(async () => {
      const created = await store(
        customerForm({
          email: 'edit.me@example.com',
          'contact_person[0]': 'Old contact',
          'contact_mobile[0]': '9000000009',
          bank_name: 'HDFC Bank',
        }),
      );
      userId = created.json().data.id;
    });

    it('saves the form: fields, a new e-mail, contacts replaced as sent, cleared fields cleared', async () => {
      const response = await update(
        customerForm({
          user_id: String(userId),
          password: '',
          password_confirmation: '',
          first_name: 'Priyanka',
          email: 'priyanka@example.com',
          bank_name: '',
          'contact_person[0]': 'New contact',
          'contact_mobile[0]': '9111111111',
          'contact_person[1]': 'Second',
        }),
        { profile: { filename: 'p.png', data: PNG_1X1, type: 'image/png' } },
      );
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe('User updated successfully.');
      expect(data).toMatchObject({
        id: userId,
        email: 'priyanka@example.com',
        first_name: 'Priyanka',
        bank_name: null,
      });
      expect(data.profile).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
      expect(data.customer_contacts.map((c: { contact_person: string }) => c.contact_person)).toEqual([
        'New contact',
        'Second',
      ]);
      expect(await prisma().customerContact.count({ where: { userId } })).toBe(2);
      const row = await prisma().user.findUniqueOrThrow({ where: { id: userId } });
      expect(await verifyPassword(row.passwordHash, 'Secret123')).toBe(true);
    });

    it('sets a new password and ends the user’s older tokens', async () => {
      const token = await signIn(t.app, 'priyanka@example.com', 'Secret123');
      const response = await update(
        customerForm({
          user_id: String(userId),
          email: 'priyanka@example.com',
          password: 'NewSecret9',
          password_confirmation: 'NewSecret9',
        }),
      );
      expect(response.statusCode).toBe(200);
      expect((await t.as(token, { url: '/api/user/profile' })).statusCode).toBe(401);
      await signIn(t.app, 'priyanka@example.com', 'NewSecret9');
    });

    it('refuses a taken e-mail, a change of role, the admin account and a missing user, changing nothing', async () => {
      const before = await snapshot();
      const form = customerForm({
        user_id: String(userId),
        email: 'priyanka@example.com',
        password: '',
        password_confirmation: '',
      });
      const taken = await update({ ...form, email: 'ravi@example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().issues).toEqual([{ path: 'email', message: 'The email has already been taken.' }]);
      const role = await update(
        employeeForm({ user_id: String(userId), email: 'priyanka@example.com', password: '' }),
      );
      expect(role.statusCode).toBe(400);
      expect(role.json().issues).toEqual([
        { path: 'role', message: 'The role of a user cannot be changed.' },
      ]);
      const admin = await prisma().user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
      expect(
        (await update({ ...form, user_id: String(admin.id), email: 'admin@example.com' })).statusCode,
      ).toBe(404);
      expect((await update({ ...form, user_id: '999999' })).statusCode).toBe(404);
      const short = await update({ ...form, password: 'short' });
      expect(short.json().issues).toEqual([
        { path: 'password', message: 'Password must be 8 character length' },
      ]);
      const mismatch = await update({
        ...form,
        password: 'LongEnough1',
        password_confirmation: 'LongEnough2',
      });
      expect(mismatch.json().issues).toEqual([
        { path: 'password_confirmation', message: 'Passwords must match' },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('lets only holders of user_edit use it, and only on rows they may reach', async () => {
      const form = customerForm({
        user_id: String(userId),
        email: 'priyanka@example.com',
        password: '',
        first_name: 'Hacked',
      });
      const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
      await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/role/update',
        payload: { role_id: role.id, permissions: ['user_edit', 'user_view', 'user_delete'] },
      });
      const token = await signIn(t.app, 'e@example.com', 'Secret123');
      const before = await snapshot();
      expect((await update(form, {}, customerToken)).statusCode).toBe(403);
      expect((await update(form, {}, token)).statusCode).toBe(404);
      const other = await prisma().user.findUniqueOrThrow({ where: { email: 'ravi@example.com' } });
      const remove = await t.as(token, {
        method: 'POST',
        url: '/api/user/delete',
        payload: { id: other.id },
      });
      expect(remove.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
      await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/role/update',
        payload: { role_id: role.id, permissions: [] },
      });
      employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
    });
  });

  describe('delete', () => {
    const remove = (ids: number[], token: string | null = t.adminToken) =>
      t.as(token, { method: 'POST', url: '/api/user/deleteMultiUser', payload: { ids } });

    it('deletes one user with its contacts and logs it', async () => {
      const created = (
        await store(customerForm({ email: 'gone@example.com', 'contact_person[0]': 'Someone' }))
      ).json().data;
      const response = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/user/delete',
        payload: { id: created.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'User deleted successfully.', data: { ids: [created.id] } });
      expect(await prisma().user.findUnique({ where: { id: created.id } })).toBeNull();
      expect(await prisma().customerContact.count({ where: { userId: created.id } })).toBe(0);
      const log = await prisma().activityLog.findFirstOrThrow({
        where: { slug: 'user', action: 'delete', recordId: created.id },
      });
      expect(log.description).toBe(`Deleted customer Priya Sharma (${created.unique_identity})`);
    });

    it('deletes several in one go, and nothing when one id is bad', async () => {
      const a = (await store(customerForm({ email: 'multi.a@example.com' }))).json().data.id as number;
      const b = (await store(customerForm({ email: 'multi.b@example.com' }))).json().data.id as number;
      const before = await snapshot();
      const bad = await remove([a, b, 987654]);
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toBe('The record you asked for does not exist.');
      expect(await snapshot()).toEqual(before);

      const ok = await remove([a, b]);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: '2 users deleted successfully.', data: { ids: [a, b] } });
      expect(await prisma().user.count({ where: { id: { in: [a, b] } } })).toBe(0);
    });

    it('refuses the caller itself and an administrator account', async () => {
      const second = await createUser(t.app, 'admin', 'second.admin@example.com');
      const ravi = await prisma().user.findUniqueOrThrow({ where: { email: 'ravi@example.com' } });
      const before = await snapshot();
      const admin = await prisma().user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
      const self = await remove([ravi.id, admin.id]);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({
        error: true,
        message: 'You cannot delete your own account.',
        issues: [{ path: 'ids', message: 'You cannot delete your own account.' }],
      });
      const other = await remove([ravi.id, second.id]);
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe('The administrator account cannot be deleted.');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a user that other records point at, with the reason, and deletes none of the batch', async () => {
      const customer = (await store(customerForm({ email: 'busy@example.com' }))).json().data;
      const free = (await store(customerForm({ email: 'free@example.com' }))).json().data.id as number;
      const sale = { customerId: customer.id, date: new Date('2026-01-05'), billingAddress: '12 MG Road' };
      await prisma().sale.createMany({
        data: [
          { ...sale, saleNo: 'T-1' },
          { ...sale, saleNo: 'T-2' },
        ],
      });
      await prisma().complaint.create({
        data: {
          complaintNo: 'T-C1',
          customerId: customer.id,
          complaintDate: new Date('2026-01-06'),
          description: 'Noisy',
        },
      });
      const before = await snapshot();
      const response = await remove([free, customer.id]);
      expect(response.statusCode).toBe(409);
      const message = `Priya Sharma (${customer.unique_identity}) cannot be deleted because it is still linked to 2 sales and 1 complaint. Delete or reassign those records first.`;
      expect(response.json()).toEqual({ error: true, message, issues: [{ path: 'ids.1', message }] });
      expect(await snapshot()).toEqual(before);
    });

    it('lets only holders of user_delete delete', async () => {
      const before = await snapshot();
      const target = await prisma().user.findUniqueOrThrow({ where: { email: 'ravi@example.com' } });
      expect((await remove([target.id], customerToken)).statusCode).toBe(403);
      expect((await remove([target.id], employeeToken)).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });
  });
});
