import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU,
  ALL_PERMISSIONS,
  DEFAULT_RIGHTS,
  MODULE_ACTIONS,
  buildMenu,
  type TMenuItem,
} from '../src';

const keys = (items: TMenuItem[]): string[] => items.flatMap((i) => [i.key, ...keys(i.children ?? [])]);
const paths = (items: TMenuItem[]): string[] =>
  items.flatMap((i) => [...(i.path ? [i.path] : []), ...paths(i.children ?? [])]);

describe('rights catalogue and menus', () => {
  it('names permissions <module>_<action> with SPEC names such as sell_view and user_edit', () => {
    expect(ALL_PERMISSIONS).toEqual(
      expect.arrayContaining(['user_edit', 'sell_view', 'quotation_view', 'complaint_view', 'purchase_view']),
    );
    expect(ALL_PERMISSIONS).toHaveLength(Object.values(MODULE_ACTIONS).flat().length);
  });

  it('gives default rights only from the catalogue', () => {
    for (const rights of Object.values(DEFAULT_RIGHTS))
      for (const right of rights) expect(ALL_PERMISSIONS).toContain(right);
  });

  it('builds the admin menu of SPEC section 2, groups included', () => {
    expect(buildMenu('admin', [])).toBe(ADMIN_MENU);
    expect(paths(ADMIN_MENU)).toEqual([
      '/dashboard/default',
      '/users/list',
      '/product/list',
      '/purchase/list',
      '/purchase-returns/list',
      '/stock/list',
      '/equipment/list',
      '/amc/list',
      '/service/list',
      '/complaint/list',
      '/quotation/list',
      '/sales/list',
      '/credit-notes/list',
      '/income/list',
      '/expense/list',
      '/tax/list',
      '/task/list',
      '/report/list',
      '/charts/echarts',
      '/activity/list',
      '/message/list',
      '/email-template/list',
      '/setting',
      '/accessrights',
      '/import',
    ]);
  });

  it('shows a non-admin only the short menu entries it has view rights for, dropping empty groups', () => {
    const menu = buildMenu('customer', ['dashboard_view', 'complaint_view', 'tax_view']);
    expect(keys(menu)).toEqual(['dashboard', 'complaint', 'accounts', 'tax']);
    expect(keys(buildMenu('supplier', ['message_view']))).toEqual(['message']);
    expect(keys(buildMenu('supplier', DEFAULT_RIGHTS.supplier))).toEqual([
      'dashboard',
      'purchase',
      'purchaseReturns',
      'message',
    ]);
    expect(keys(buildMenu('customer', DEFAULT_RIGHTS.customer))).toEqual([
      'dashboard',
      'equipment',
      'amc',
      'service',
      'complaint',
      'quotation',
      'sales',
      'creditNotes',
      'message',
    ]);
    const all = buildMenu('employee', [...ALL_PERMISSIONS]);
    for (const missing of ['products', 'stock', 'settings']) expect(keys(all)).not.toContain(missing);
    expect(paths(all)).toContain('/activity-logs/list');
    // The charts go with the reports' right.
    expect(paths(buildMenu('employee', ['report_view']))).toEqual(['/report/list', '/charts/echarts']);
  });

  it('leads an employee holding task_view to its tasks, after its complaints', () => {
    expect(keys(buildMenu('employee', ['complaint_view', 'task_view']))).toEqual(['complaint', 'task']);
    expect(keys(buildMenu('employee', ['complaint_view']))).toEqual(['complaint']);
  });
});
