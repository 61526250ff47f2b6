import { describe, expect, it } from 'vitest';
import { PAGES, type TPageKey, canOpenPage, pagePath } from '../src';

const opens = (page: TPageKey, role: 'admin' | 'employee' | 'customer' | 'supplier', rights: string[]) =>
  canOpenPage(PAGES[page].access, role, rights);

describe('page table', () => {
  it('fills and encodes the parameters of a page address', () => {
    expect(pagePath('amcList')).toBe('/amc/list');
    expect(pagePath('amcView', { id: 7 })).toBe('/amc/view/7');
    expect(pagePath('resetPassword', { token: 'a/b', email: 'x@y.z' })).toBe(
      '/session/reset-password/a%2Fb/x%40y.z',
    );
  });

  it('gives every page its own address', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lets the admin open everything', () => {
    for (const page of Object.keys(PAGES) as TPageKey[]) expect(opens(page, 'admin', [])).toBe(true);
  });

  it("asks other roles for the page's right", () => {
    expect(opens('amcList', 'customer', ['amc_view'])).toBe(true);
    expect(opens('amcList', 'customer', [])).toBe(false);
    expect(opens('saleList', 'customer', ['sell_view'])).toBe(true);
    expect(opens('userList', 'employee', ['amc_view'])).toBe(false);
    expect(opens('userAdd', 'employee', ['user_view'])).toBe(false);
    expect(opens('userAdd', 'employee', ['user_add'])).toBe(true);
    expect(opens('userEdit', 'employee', ['user_view'])).toBe(false);
    expect(opens('userEdit', 'employee', ['user_edit'])).toBe(true);
    expect(opens('activityLogMember', 'employee', ['activitylog_view'])).toBe(true);
    expect(opens('complaintTypeList', 'employee', ['complaint_view'])).toBe(false);
    expect(opens('taskList', 'employee', ['task_view'])).toBe(true);
    expect(opens('taskList', 'employee', [])).toBe(false);
    // The portals' lists: the server scopes their rows to the caller's own.
    expect(opens('quotationList', 'customer', ['quotation_view'])).toBe(true);
    expect(opens('purchaseList', 'supplier', ['purchase_view'])).toBe(true);
    expect(opens('purchaseView', 'supplier', ['purchase_view'])).toBe(true);
    expect(opens('purchaseList', 'supplier', [])).toBe(false);
  });

  it('keeps admin-only pages from other roles whatever their rights', () => {
    expect(opens('setting', 'employee', ['setting_view'])).toBe(false);
    expect(opens('taskTypeList', 'employee', ['task_view', 'category_view'])).toBe(false);
  });

  it('leaves unrestricted pages open to every signed-in user', () => {
    expect(opens('help', 'customer', [])).toBe(true);
    expect(opens('messageView', 'customer', [])).toBe(true);
    expect(opens('messageList', 'customer', [])).toBe(false);
    expect(opens('userProfile', 'customer', [])).toBe(true);
    expect(opens('quotationView', 'customer', ['quotation_view'])).toBe(true);
  });
});
