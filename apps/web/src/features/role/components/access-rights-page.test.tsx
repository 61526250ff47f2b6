import {
  ALL_PERMISSIONS,
  MODULE_ACTIONS,
  MODULE_NAMES,
  MODULE_SLUGS,
  type TModule,
  type TRole,
} from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, bodiesSentTo, stubApi } from '../../../test/stub-api';
import { AccessRightsPage } from './access-rights-page';

const modules: TModule[] = MODULE_SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  name: MODULE_NAMES[slug],
  actions: [...MODULE_ACTIONS[slug]],
}));

function stubRolesApi() {
  let employee: string[] = ['dashboard_view', 'complaint_view', 'complaint_add'];
  const roles = (): TRole[] => [
    { id: 1, name: 'Admin', slug: 'admin', permissions: [...ALL_PERMISSIONS] },
    { id: 2, name: 'Employee', slug: 'employee', permissions: employee as TRole['permissions'] },
    { id: 3, name: 'Customer', slug: 'customer', permissions: ['dashboard_view'] },
  ];
  let release: () => void = () => undefined;
  const calls = stubApi({
    // The save is held until the test releases it, to check the page while it is under way.
    'POST /role/update': async ({ body }: TApiCall) => {
      await new Promise<void>((resolve) => (release = resolve));
      employee = (body as { permissions: string[] }).permissions;
      return { body: { message: 'Access rights updated successfully.' } };
    },
    'GET /module/list': { message: 'Modules', data: modules },
    'GET /role/list': () => ({ body: { message: 'Roles', data: roles() } }),
  });
  return {
    posts: () => bodiesSentTo(calls, 'POST /role/update') as { role_id: number; permissions: string[] }[],
    release: () => release(),
  };
}

const renderPage = () =>
  renderRoutes([{ path: '/accessrights', element: <AccessRightsPage /> }], {
    path: '/accessrights',
    user: makeUser(),
  });

afterEach(() => vi.unstubAllGlobals());

describe('AccessRightsPage', () => {
  it('edits a role’s rights by cell, row and column, and saves them once', async () => {
    const api = stubRolesApi();
    const user = userEvent.setup();
    renderPage();

    // The first role that can be changed is selected; its stored rights are ticked.
    expect(await screen.findByRole('tab', { name: 'Employee', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Complaints: Add' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Complaints: Delete' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Every right in Complaints' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    const save = screen.getByRole('button', { name: 'Save rights' });
    expect(save).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Complaints: Add' }));
    await user.click(screen.getByRole('checkbox', { name: 'Every right in Products' }));
    await user.click(screen.getByRole('checkbox', { name: 'View in every module' }));
    expect(screen.getByRole('checkbox', { name: 'Products: Archive' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Messages: View' })).toBeChecked();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Unticking the full column takes the view right from every module again.
    await user.click(screen.getByRole('checkbox', { name: 'View in every module' }));
    expect(screen.getByRole('checkbox', { name: 'Products: View' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Dashboard: View' }));

    await user.click(save);
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(save).toBeDisabled();
    expect(api.posts()[0]!.role_id).toBe(2);
    expect([...api.posts()[0]!.permissions].sort()).toEqual(
      ['dashboard_view', 'product_add', 'product_archive', 'product_delete', 'product_edit'].sort(),
    );
    api.release();
    expect(await screen.findByText('Access rights updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Products: Archive' })).toBeChecked();
    expect(api.posts()).toHaveLength(1);
  });

  it('keeps a draft per role, and Reset brings back the stored rights', async () => {
    stubRolesApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Taxes: Edit' }));
    await user.click(screen.getByRole('tab', { name: 'Customer' }));
    expect(screen.getByRole('checkbox', { name: 'Taxes: Edit' })).not.toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Employee' }));
    expect(screen.getByRole('checkbox', { name: 'Taxes: Edit' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('checkbox', { name: 'Taxes: Edit' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save rights' })).toBeDisabled();
  });

  it('shows the admin role read-only with every right', async () => {
    stubRolesApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Administrator' }));
    expect(screen.getByText(/The administrator holds every right/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const boxes = within(table).getAllByRole('checkbox');
    expect(
      boxes.every((box) => (box as HTMLInputElement).checked && (box as HTMLInputElement).disabled),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save rights' })).not.toBeInTheDocument();
  });

  it('lets a non-admin editor change only the rights it holds, never role_edit nor the customer role', async () => {
    stubRolesApi();
    const user = userEvent.setup();
    renderRoutes([{ path: '/accessrights', element: <AccessRightsPage /> }], {
      path: '/accessrights',
      user: makeUser({
        role_name: 'supplier',
        permissions: [{ name: 'role_view' }, { name: 'role_edit' }, { name: 'tax_edit' }],
      }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Taxes: Edit' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Access rights: View' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Access rights: Edit' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Complaints: Add' })).toBeDisabled();
    expect(screen.getByText(/only the rights you hold yourself/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Customer' }));
    expect(screen.getByText(/only an administrator can change its rights/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Taxes: Edit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save rights' })).not.toBeInTheDocument();
  });
});
