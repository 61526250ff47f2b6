import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { UserProfilePage } from './user-profile-page';
import { makeFullProfile } from './user-test-fixtures';

/** Mounting the table or the profile can take seconds on a busy CI machine; the default 1 s is too tight. */
const SLOW = { timeout: 10_000 };

const routes = [{ path: '/users/list/viewuser', element: <UserProfilePage /> }];

function stubProfile(profile: ReturnType<typeof makeFullProfile>) {
  return stubApi({ 'POST /user/fullprofile': { message: 'Profile', data: profile } });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('UserProfilePage', () => {
  it("loads the profile named in the address after a reload and shows a customer's tabs and cards", async () => {
    const calls = stubProfile(makeFullProfile());
    renderRoutes(routes, { path: '/users/list/viewuser?email=meera%40example.com', user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Meera Shah' }, SLOW)).toBeInTheDocument();
    expect(tabNames()).toEqual(['General', 'Sales', 'Quotations', 'Complaints', 'Statement']);
    expect(screen.getByText('Customer ID')).toBeInTheDocument();
    expect(screen.getByTestId('general-info')).toHaveTextContent('CUS-00007');
    expect(screen.getByTestId('company-details')).toHaveTextContent('SBIN0005943');
    // Empty company values read N/A.
    expect(screen.getByTestId('company-details')).toHaveTextContent('N/A');
    expect(screen.getByTestId('other-contacts')).toHaveTextContent('Ravi Kumar');
    expect(screen.getByRole('heading', { name: 'Recent Complaints' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming Services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'meera@example.com' });
  });

  it('shows only the tabs whose right the viewer holds, and no edit icon without user_edit', async () => {
    stubProfile(makeFullProfile({ id: 12, customer_contacts: [] }));
    renderRoutes(routes, {
      path: '/users/list/viewuser?email=meera%40example.com',
      user: makeUser({
        id: 3,
        role_name: 'employee',
        permissions: [{ name: 'user_view' }, { name: 'complaint_view' }],
      }),
    });
    await screen.findByRole('heading', { name: 'Meera Shah' }, SLOW);
    expect(tabNames()).toEqual(['General', 'Complaints']);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByTestId('other-contacts')).toHaveTextContent('No Data available');
  });

  it('lets a user without user_edit edit its own profile, and gives a supplier the Purchase tab', async () => {
    stubProfile(
      makeFullProfile({ id: 5, role_name: 'supplier', unique_identity: 'SUP-00001', purchase: [] }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, {
      path: '/users/list/viewuser?email=meera%40example.com',
      user: makeUser({ id: 5, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] }),
    });
    await screen.findByRole('heading', { name: 'Meera Shah' }, SLOW);
    expect(tabNames()).toEqual(['General', 'Purchase', 'Statement']);
    expect(screen.getByText('Supplier ID')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Purchase List' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(await screen.findByRole('button', { name: 'Edit User' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Supplier' })).toBeInTheDocument();
  });
});
