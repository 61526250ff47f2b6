import { ZTax, type TTax } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-with-providers';
import { makeUser } from '../../test/fixtures';
import { DataTable } from './data-table';

const taxes: TTax[] = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `GST ${i + 1}`,
  percentage: `${(i + 1) * 5}.00`,
  created_at: '2024-03-09T10:00:00.000Z',
}));

const columns: MRT_ColumnDef<TTax>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'percentage', header: 'Percentage', enableColumnFilter: false },
];

/** Answers the list call with `rows` and records every URL the table asked for. */
function stubList(rows: TTax[], total = rows.length) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    return new Response(JSON.stringify({ data: rows, meta: { total, page: 1, pageSize: 10 } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return urls;
}

function renderTable(path: string, props: Partial<Parameters<typeof DataTable<TTax>>[0]> = {}) {
  return renderRoutes(
    [
      {
        path: '/tax/list',
        element: (
          <DataTable<TTax>
            tableId="tax"
            endpoint="/tax/list"
            rowSchema={ZTax}
            columns={columns}
            csvFileName="taxData"
            {...props}
          />
        ),
      },
    ],
    { path, user: makeUser() },
  );
}

describe('DataTable', () => {
  it('asks for the view in the address and shows its rows', async () => {
    const urls = stubList(taxes, 23);
    renderTable('/tax/list?tax.page=2&tax.sort=name&tax.order=desc&tax.search=abc');
    expect(await screen.findByText('GST 2')).toBeInTheDocument();
    const asked = new URL(urls[0] ?? '', 'http://x');
    expect(asked.pathname).toBe('/api/tax/list');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      page: '2',
      pageSize: '10',
      sort: 'name',
      order: 'desc',
      search: 'abc',
    });
    expect(screen.getByPlaceholderText('Search…')).toHaveValue('abc');
  });

  it('says so when nothing matches', async () => {
    stubList([]);
    renderTable('/tax/list');
    expect(await screen.findByText('Sorry, no matching records found')).toBeInTheDocument();
  });

  it('writes a search into the address and starts again at page 1', async () => {
    const urls = stubList(taxes, 40);
    const user = userEvent.setup();
    const { router } = renderTable('/tax/list?tax.page=3');
    await screen.findByText('GST 1');
    await user.type(screen.getByPlaceholderText('Search…'), 'GST 3');
    await waitFor(() => expect(router.state.location.search).toBe('?tax.search=GST+3'), { timeout: 3000 });
    await waitFor(() => expect(urls.at(-1)).toContain('search=GST+3'));
    expect(urls.at(-1)).toContain('page=1');
  });

  it('sends fixed filters and extra params with every page', async () => {
    const urls = stubList(taxes);
    renderTable('/tax/list', { fixedFilters: { role: 'customer' }, extraParams: { user_id: 4 } });
    await screen.findByText('GST 1');
    const asked = new URL(urls[0] ?? '', 'http://x').searchParams;
    expect(asked.get('filters')).toBe('{"role":"customer"}');
    expect(asked.get('user_id')).toBe('4');
  });

  it('deletes the selected rows after the confirmation and refetches', async () => {
    const urls = stubList(taxes);
    const onDeleteSelected = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderTable('/tax/list', { onDeleteSelected });
    await screen.findByText('GST 1');
    const row = screen.getByText('GST 2').closest('tr');
    await user.click(within(row as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    const asked = urls.length;
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(onDeleteSelected).toHaveBeenCalledWith([2]));
    await waitFor(() => expect(urls.length).toBeGreaterThan(asked));
  });

  it('hides the tools of a profile tab table', async () => {
    stubList(taxes);
    renderTable('/tax/list', { tools: false, onDeleteSelected: () => Promise.resolve() });
    await screen.findByText('GST 1');
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
