import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addPerson, grantRight, type TPerson } from './helpers/work-people';

describe('access rights: role_edit cannot be turned into every right', () => {
  let t: TInstalledApp;
  let editor: TPerson;
  let supplierRoleId: number;
  let customerRoleId: number;

  const rightsOf = async (roleId: number) =>
    (await t.app.db.prisma.roleRight.findMany({ where: { roleId }, include: { module: true } }))
      .map((r) => `${r.module.slug}_${r.action}`)
      .sort();
  const setRights = (roleId: number, permissions: string[]) =>
    t.as(editor.token, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: roleId, permissions },
    });

  beforeAll(async () => {
    t = await createInstalledApp();
    await grantRight(t.app, 'employee', 'role', 'view');
    await grantRight(t.app, 'employee', 'role', 'edit');
    editor = await addPerson(t.app, 'employee', 'editor@example.com', 'Rita', 'Rights');
    const roles = await t.app.db.prisma.role.findMany();
    supplierRoleId = roles.find((r) => r.slug === 'supplier')!.id;
    customerRoleId = roles.find((r) => r.slug === 'customer')!.id;
  });
  afterAll(async () => t?.close());

  it('refuses to grant role_edit, naming it, and changes nothing', async () => {
    const before = await rightsOf(supplierRoleId);
    const response = await setRights(supplierRoleId, [...before, 'role_view', 'role_edit']);
    expect(response.statusCode).toBe(403);
    expect(response.json().issues).toEqual([
      {
        path: 'permissions.role_edit',
        message:
          'You can only give or take away rights you hold yourself; editing access rights is for administrators.',
      },
    ]);
    expect(await rightsOf(supplierRoleId)).toEqual(before);
  });

  it('refuses to grant or take away a right the editor does not hold', async () => {
    const before = await rightsOf(supplierRoleId);
    const grant = await setRights(supplierRoleId, [...before, 'user_delete', 'setting_edit']);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'permissions.user_delete',
      'permissions.setting_edit',
    ]);
    // The supplier's purchase_view (a default right) is not the editor's to take away.
    expect(before).toContain('purchase_view');
    const take = await setRights(
      supplierRoleId,
      before.filter((r) => r !== 'purchase_view'),
    );
    expect(take.statusCode).toBe(403);
    expect(take.json().issues.map((i: { path: string }) => i.path)).toEqual(['permissions.purchase_view']);
    expect(await rightsOf(supplierRoleId)).toEqual(before);
  });

  it('leaves the customer role, which anyone who signs up gets, to administrators', async () => {
    const before = await rightsOf(customerRoleId);
    const response = await setRights(customerRoleId, [...before, 'role_view']);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only an administrator can change the rights of the customer role.');
    expect(await rightsOf(customerRoleId)).toEqual(before);
  });

  it('lets the editor pass on a right it holds, keeping rights it cannot change', async () => {
    const before = await rightsOf(supplierRoleId);
    const response = await setRights(supplierRoleId, [...before, 'role_view']);
    expect(response.statusCode).toBe(200);
    expect(await rightsOf(supplierRoleId)).toEqual([...before, 'role_view'].sort());
  });

  it("signs the role's users out on a real change only: saving the same rights again changes nothing", async () => {
    const supplier = await addPerson(t.app, 'supplier', 'sam@example.com', 'Sam', 'Supplier');
    const signedIn = async () =>
      (await t.as(supplier.token, { method: 'GET', url: '/api/user/profile' })).statusCode === 200;
    const logs = () =>
      t.app.db.prisma.activityLog.count({ where: { slug: 'role', recordId: supplierRoleId } });
    const before = await rightsOf(supplierRoleId);
    const logged = await logs();
    expect((await setRights(supplierRoleId, [...before].reverse())).statusCode).toBe(200);
    expect(await signedIn()).toBe(true);
    expect(await logs()).toBe(logged);
    expect(
      (
        await setRights(
          supplierRoleId,
          before.filter((right) => right !== 'role_view'),
        )
      ).statusCode,
    ).toBe(200);
    expect(await signedIn()).toBe(false);
    expect(await logs()).toBe(logged + 1);
  });

  it('lets the admin grant anything, role_edit and the customer role included', async () => {
    const admin = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: customerRoleId, permissions: ['role_view', 'role_edit'] },
    });
    expect(admin.statusCode).toBe(200);
    expect(await rightsOf(customerRoleId)).toEqual(['role_edit', 'role_view']);
  });
});
