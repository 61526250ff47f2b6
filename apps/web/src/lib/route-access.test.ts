import { describe, expect, it } from 'vitest';
import { canAccessPath } from './route-access';

describe('canAccessPath', () => {
  it('lets the admin open everything', () => {
    for (const path of ['/setting', '/product/list', '/amc/list', '/anything']) {
      expect(canAccessPath(path, 'admin', null)).toBe(true);
    }
  });

  it("asks other roles for the module's view right", () => {
    expect(canAccessPath('/amc/list', 'customer', ['amc_view'])).toBe(true);
    expect(canAccessPath('/amc/list', 'customer', [])).toBe(false);
    expect(canAccessPath('/sales/list', 'customer', ['sell_view'])).toBe(true);
    expect(canAccessPath('/users/list', 'employee', ['amc_view'])).toBe(false);
    expect(canAccessPath('/users/list/viewuser', 'employee', ['user_view'])).toBe(true);
    expect(canAccessPath('/users/list/adduser', 'employee', ['user_view'])).toBe(false);
    expect(canAccessPath('/users/list/adduser', 'employee', ['user_add'])).toBe(true);
    expect(canAccessPath('/users/list/edituser', 'employee', ['user_view'])).toBe(false);
    expect(canAccessPath('/users/list/edituser', 'employee', ['user_edit'])).toBe(true);
    expect(canAccessPath('/activity-logs/list', 'employee', ['activitylog_view'])).toBe(true);
  });

  it('keeps admin-only pages from other roles whatever their rights', () => {
    expect(canAccessPath('/quotation/list', 'customer', ['quotation_view'])).toBe(false);
    expect(canAccessPath('/purchase/list', 'supplier', ['purchase_view'])).toBe(false);
    expect(canAccessPath('/setting', 'employee', ['setting_view'])).toBe(false);
  });

  it('leaves unrestricted pages open to every signed-in user', () => {
    expect(canAccessPath('/help', 'customer', [])).toBe(true);
    expect(canAccessPath('/message/view-message', 'customer', [])).toBe(true);
    expect(canAccessPath('/message/list', 'customer', [])).toBe(false);
    expect(canAccessPath('/users/list/viewuser', 'customer', [])).toBe(true);
    expect(canAccessPath('/users/list', 'customer', [])).toBe(false);
  });
});
