import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { CategoryListPage } from './category-list-page';

const brands = [
  { id: 1, type: 'brand', name: 'Daikin' },
  { id: 2, type: 'brand', name: 'LG' },
];
const IN_USE = 'The brand "Daikin" is used by 3 products and cannot be deleted.';

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (url.startsWith('/api/category/delete')) {
        return Response.json({ error: true, message: IN_USE, issues: [] }, { status: 409 });
      }
      return Response.json({ message: 'Categories', data: brands, category: brands });
    }),
  );
  return calls;
}

describe('CategoryListPage', () => {
  it('lists the brands, narrows them, and shows an "in use" refusal as the error toast', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/product/brands', element: <CategoryListPage type="brand" header={<h2>Brands</h2>} /> }],
      {
        path: '/product/brands',
        user: makeUser(),
      },
    );
    expect(await screen.findByText('Daikin')).toBeInTheDocument();
    expect(calls[0]).toBe('GET /api/category/list?type=brand');

    await user.type(screen.getByRole('textbox', { name: 'Search the list' }), 'l');
    expect(screen.queryByText('Daikin')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search the list' }));

    await user.click(screen.getByRole('button', { name: 'Delete Daikin' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(calls).toContain('POST /api/category/delete {"id":1}'));
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    expect(screen.getByText('Daikin')).toBeInTheDocument();
  });

  it('asks a new name for the list it shows', async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/product/units', element: <CategoryListPage type="unit" header={<h2>Units</h2>} /> }],
      {
        path: '/product/units',
        user: makeUser(),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add unit' }));
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
  });
});
