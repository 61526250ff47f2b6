import { ADMIN_MENU, MEMBER_MENU, type TMenuItem } from '@amc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import { SideMenu } from './side-menu';

function renderMenu(
  items: TMenuItem[],
  user: ReturnType<typeof makeUser>,
  path = '/dashboard/default',
  compact = false,
) {
  return renderRoutes([{ path: '*', element: <SideMenu items={items} compact={compact} /> }], { path, user });
}

describe('SideMenu', () => {
  it('renders groups with their children for the admin', async () => {
    const user = userEvent.setup();
    renderMenu(ADMIN_MENU, makeUser());
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Dashboard')).toBeInTheDocument();

    await user.click(within(nav).getByText('Products'));
    expect(await within(nav).findByRole('link', { name: 'Product' })).toHaveAttribute(
      'href',
      '/product/list',
    );
    expect(within(nav).getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/stock/list');
    expect(within(nav).getByText('General Settings')).toBeInTheDocument();
  });

  it('opens the group of the page on screen and highlights its entry', () => {
    renderMenu(ADMIN_MENU, makeUser(), '/setting');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'Access Rights' })).not.toHaveAttribute('data-active');
  });

  it('hides the entries a member has no right for, and groups left empty', () => {
    const customer = makeUser({
      role_name: 'customer',
      permissions: [{ name: 'amc_view' }, { name: 'income_view' }],
    });
    renderMenu(MEMBER_MENU, customer);
    expect(screen.getByRole('link', { name: 'AMC' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complaint' })).not.toBeInTheDocument();
    expect(screen.queryByText('Products')).not.toBeInTheDocument();
    // Accounts stays, with only the one child the customer may see.
    expect(screen.getByText('Accounts')).toBeInTheDocument();
  });

  it('shows icons with tooltips only in compact mode', () => {
    renderMenu(ADMIN_MENU, makeUser(), '/dashboard/default', true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Products' })).toBeInTheDocument();
  });
});
