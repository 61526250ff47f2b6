import type { TUserListRow } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../../test/stub-api';
import { UsersPage } from './users-page';

/** Mounting the table or the profile can take seconds on a busy CI machine; the default 1 s is too tight. */
const SLOW = { timeout: 10_000 };

const rows: TUserListRow[] = [
  {
    id: 21,
    unique_identity: 'CUS-00021',
    first_name: 'Meera',
    last_name: 'Shah',
    full_name: 'Meera Shah',
    email: 'meera@example.com',
    mobile: '9876543210',
    role_name: 'customer',
    company_name: 'Shah Traders',
    city: 'Pune',
    gender: 'female',
    profile: null,
    created_at: '2024-05-01T10:00:00.000Z',
  },
];

/** The list answers `rows`; a delete answers the server's sentence. Every call is recorded. */
function stubUsersApi() {
  return stubApi({
    'POST /user/delete': { message: 'User deleted successfully.', data: { ids: [21] } },
    'GET /user/list': { data: rows, meta: { total: rows.length, totalExact: true, page: 1, pageSize: 10 } },
  });
}

const listCalls = (calls: TApiCall[]) => calls.filter((c) => c.path === '/user/list');

describe('UsersPage', () => {
  it("filters the table by the role tab and offers that role's add button", async () => {
    const calls = stubUsersApi();
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/users/list', element: <UsersPage /> }], {
      path: '/users/list',
      user: makeUser(),
    });
    expect(await screen.findByRole('link', { name: 'Meera Shah' }, SLOW)).toHaveAttribute(
      'href',
      '/users/list/viewuser?email=meera%40example.com',
    );
    expect(listCalls(calls)[0]?.searchParams.get('filters')).toBeNull();
    for (const name of ['Add employee', 'Add customer', 'Add supplier']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('tab', { name: 'Suppliers' }));
    await waitFor(
      () => expect(listCalls(calls).at(-1)?.searchParams.get('filters')).toBe('{"role":"supplier"}'),
      SLOW,
    );
    expect(router.state.location.search).toBe('?tab=supplier');
    expect(screen.getByRole('link', { name: 'Add supplier' })).toHaveAttribute(
      'href',
      '/users/list/adduser?role=supplier',
    );
    expect(screen.queryByRole('link', { name: 'Add customer' })).not.toBeInTheDocument();
  });

  it('deletes a user after "Are you sure?" with "Yes, Delete it"', async () => {
    const calls = stubUsersApi();
    const user = userEvent.setup();
    renderRoutes([{ path: '/users/list', element: <UsersPage /> }], {
      path: '/users/list',
      user: makeUser(),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete: Meera Shah' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/user/delete')).toBe(true), SLOW);
    const deleted = calls.find((c) => c.path === '/user/delete');
    expect(deleted).toMatchObject({ method: 'POST', body: { id: 21 } });
    expect(await screen.findByText('User deleted successfully.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows an employee with only user_view no add, edit or delete', async () => {
    stubUsersApi();
    renderRoutes([{ path: '/users/list', element: <UsersPage /> }], {
      path: '/users/list',
      user: makeUser({ role_name: 'employee', permissions: [{ name: 'user_view' }] }),
    });
    expect(await screen.findByRole('link', { name: 'View profile: Meera Shah' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit User: Meera Shah' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete: Meera Shah' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add customer' })).not.toBeInTheDocument();
  });
});
