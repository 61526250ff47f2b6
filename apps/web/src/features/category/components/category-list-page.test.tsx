import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../../test/stub-api';
import { CategoryListPage } from './category-list-page';

let brands = [
  { id: 1, type: 'brand', name: 'Daikin' },
  { id: 2, type: 'brand', name: 'LG' },
];
const IN_USE = 'The brand "Daikin" is used by 3 products and cannot be deleted.';

function stubCategoryApi() {
  brands = [
    { id: 1, type: 'brand', name: 'Daikin' },
    { id: 2, type: 'brand', name: 'LG' },
  ];
  const calls = stubApi({
    'POST /category/delete': () => ({ status: 409, body: { error: true, message: IN_USE, issues: [] } }),
    'POST /category/update': ({ body }: TApiCall) => {
      const { id, name } = body as { id: number; name: string };
      if (brands.some((b) => b.id !== id && b.name.toLowerCase() === name.toLowerCase())) {
        const issue = { path: 'name', message: 'This name already exists.' };
        return { status: 409, body: { error: true, message: issue.message, issues: [issue] } };
      }
      brands = brands.map((b) => (b.id === id ? { ...b, name } : b));
      return { body: { message: 'Brand updated successfully.', data: brands.find((b) => b.id === id) } };
    },
    'GET /category/list': () => ({ body: { message: 'Categories', data: brands, category: brands } }),
  });
  // Each call as one line, "METHOD address body", to compare with what the page should have sent.
  return () =>
    calls.map((c) => `${c.method} ${c.url}${c.body === undefined ? '' : ` ${JSON.stringify(c.body)}`}`);
}

describe('CategoryListPage', () => {
  it('lists the brands, narrows them, and shows an "in use" refusal as the error toast', async () => {
    const calls = stubCategoryApi();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/product/brands', element: <CategoryListPage type="brand" header={<h2>Brands</h2>} /> }],
      {
        path: '/product/brands',
        user: makeUser(),
      },
    );
    expect(await screen.findByText('Daikin')).toBeInTheDocument();
    expect(calls()[0]).toBe('GET /api/category/list?type=brand');

    await user.type(screen.getByRole('textbox', { name: 'Search the list' }), 'l');
    expect(screen.queryByText('Daikin')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search the list' }));

    await user.click(screen.getByRole('button', { name: 'Delete Daikin' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(calls()).toContain('POST /api/category/delete {"id":1}'));
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    expect(screen.getByText('Daikin')).toBeInTheDocument();
  });

  it('asks a new name for the list it shows', async () => {
    stubCategoryApi();
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

  it('renames an entry in a dialog prefilled with its name: a twin shows on the field, a new name refreshes the list', async () => {
    const calls = stubCategoryApi();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/product/brands', element: <CategoryListPage type="brand" header={<h2>Brands</h2>} /> }],
      { path: '/product/brands', user: makeUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Rename Daikin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename "Daikin"' });
    const name = within(dialog).getByRole('textbox', { name: 'Brand name' });
    expect(name).toHaveValue('Daikin');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    expect(calls().some((c) => c.startsWith('POST /api/category/update'))).toBe(false);

    await user.type(name, 'lg');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('This name already exists.')).toBeInTheDocument();
    expect(calls()).toContain('POST /api/category/update {"name":"lg","id":1}');

    await user.clear(name);
    await user.type(name, 'Daikin India');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(calls()).toContain('POST /api/category/update {"name":"Daikin India","id":1}'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByTestId('category-table');
    expect(await within(table).findByText('Daikin India')).toBeInTheDocument();
    expect(calls().filter((c) => c === 'GET /api/category/list?type=brand')).toHaveLength(2);
  });

  it('offers rename only with category_edit, and delete only with category_delete', async () => {
    stubCategoryApi();
    renderRoutes(
      [{ path: '/product/brands', element: <CategoryListPage type="brand" header={<h2>Brands</h2>} /> }],
      {
        path: '/product/brands',
        user: makeUser({ role_name: 'employee', permissions: [{ name: 'category_delete' }] }),
      },
    );
    expect(await screen.findByRole('button', { name: 'Delete Daikin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Daikin' })).not.toBeInTheDocument();
  });
});
