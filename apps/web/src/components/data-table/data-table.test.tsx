import { ZTax, type TTax } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../test/stub-api';
import { makeUser } from '../../test/fixtures';
import { DataTable, type TDataColumn } from './data-table';

const taxes: TTax[] = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `GST ${i + 1}`,
  percentage: `${(i + 1) * 5}.00`,
  components: [],
  created_at: '2024-03-09T10:00:00.000Z',
}));

const columns: TDataColumn<TTax>[] = [
  { id: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
  {
    id: 'percentage',
    header: 'Percentage',
    filter: {
      type: 'select',
      options: [
        { value: '5.00', label: 'Five' },
        { value: '10.00', label: 'Ten' },
      ],
    },
  },
  { id: 'created_at', header: 'Created', value: () => 'long ago' },
];

/**
 * Answers the list call with `rows` (none for a page past `total`) and lists every URL the table asked for.
 * `totalExact: false` answers like the API's capped count: `total` rows past the page's offset, a lower bound.
 * A page from the end (page < 0) of an exact list is answered as the numbered page it is, as the API does.
 */
function stubList(rows: TTax[], total = rows.length, totalExact = true) {
  const calls = stubApi({
    'GET /tax/list': ({ searchParams }: TApiCall) => {
      const asked = Number(searchParams.get('page') ?? 1);
      const pageSize = Number(searchParams.get('pageSize') ?? 10);
      const page = asked < 0 && totalExact ? Math.max(1, Math.ceil(total / pageSize) + 1 + asked) : asked;
      const offset = (Math.abs(page) - 1) * pageSize;
      const data = !totalExact || offset < total ? rows : [];
      return {
        body: { data, meta: { total: totalExact ? total : offset + total, totalExact, page, pageSize } },
      };
    },
  });
  return () => calls.map((call) => call.url);
}

function renderTable(
  path: string,
  props: Partial<Parameters<typeof DataTable<TTax>>[0]> = {},
  user = makeUser(),
) {
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
    { path, user },
  );
}

describe('DataTable', () => {
  it('asks for the view in the address and shows its rows', async () => {
    const urls = stubList(taxes, 23);
    renderTable('/tax/list?tax.page=2&tax.sort=name&tax.order=desc&tax.search=abc');
    expect(await screen.findByText('GST 2')).toBeInTheDocument();
    const asked = new URL(urls()[0] ?? '', 'http://x');
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
    await waitFor(() => expect(urls().at(-1)).toContain('search=GST+3'));
    expect(urls().at(-1)).toContain('page=1');
  });

  it('sends fixed filters and extra params with every page', async () => {
    const urls = stubList(taxes);
    renderTable('/tax/list', { fixedFilters: { role: 'customer' }, extraParams: { user_id: 4 } });
    await screen.findByText('GST 1');
    const asked = new URL(urls()[0] ?? '', 'http://x').searchParams;
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
    await user.click(within(row as HTMLElement).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    const asked = urls().length;
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(onDeleteSelected).toHaveBeenCalledWith([2]));
    await waitFor(() => expect(urls().length).toBeGreaterThan(asked));
  });

  it('hides the tools of a profile tab table', async () => {
    stubList(taxes);
    renderTable('/tax/list', { tools: false, onDeleteSelected: () => Promise.resolve() });
    await screen.findByText('GST 1');
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows an exact total as it is', async () => {
    stubList(taxes, 23);
    renderTable('/tax/list?tax.page=3');
    expect(await screen.findByTestId('list-row-range')).toHaveTextContent('21–23 of 23');
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeInTheDocument();
  });

  it('shows a capped total as a lower bound and keeps Next on, also from its last counted page', async () => {
    const urls = stubList(taxes, 10_000, false);
    const user = userEvent.setup();
    const { router } = renderTable('/tax/list?tax.page=1000');
    expect(await screen.findByTestId('list-row-range')).toHaveTextContent('9,991–9,993 of 19,990+');
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?tax.page=1001'));
    await waitFor(() => expect(urls().at(-1)).toContain('page=1001'));
    expect(await screen.findByText('10,001–10,003 of 20,000+')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tax.page=1001');
  });

  it('asks for the page next to the shown one after or before its rows, and for a jump by its number', async () => {
    const urls = stubList(taxes, 10_000, false);
    const user = userEvent.setup();
    renderTable('/tax/list?tax.page=5');
    expect(await screen.findByTestId('list-row-range')).toHaveTextContent('41–43 of 10,040+');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/tax/list?page=6&pageSize=10&after=3'));
    expect(await screen.findByText('51–53 of 10,050+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/tax/list?page=5&pageSize=10&before=1'));
    expect(await screen.findByText('41–43 of 10,040+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1004' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/tax/list?page=1004&pageSize=10'));
  });

  it('reads the last page of a capped list from the end, and pages on from it by its rows', async () => {
    const urls = stubList(taxes, 10_000, false);
    const user = userEvent.setup();
    const { router } = renderTable('/tax/list?tax.page=5');
    expect(await screen.findByTestId('list-row-range')).toHaveTextContent('41–43 of 10,040+');
    // Its last page's number is unknown: "last" asks for the page counted from the end.
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tax.page=-1'));
    expect(urls().at(-1)).toBe('/api/tax/list?page=-1&pageSize=10');
    expect(await screen.findByText('1–3 from the end of 10,000+')).toBeInTheDocument();
    // Arrows alone there: no numbers, nothing after the last page.
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/tax/list?page=-2&pageSize=10&before=1'));
    expect(await screen.findByText('11–13 from the end of 10,010+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/tax/list?page=-1&pageSize=10&after=3'));
    await user.click(await screen.findByRole('button', { name: 'Go to first page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('1–3 of 10,000+')).toBeInTheDocument();
  });

  it('shows a page from the end of an exact list as the numbered page the server answered it as', async () => {
    stubList(taxes, 23);
    const { router } = renderTable('/tax/list?tax.page=-1');
    await waitFor(() => expect(router.state.location.search).toBe('?tax.page=3'));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
  });

  it('goes back to the last page when a page lies past the exact end', async () => {
    stubList(taxes, 23);
    const { router } = renderTable('/tax/list?tax.page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?tax.page=3'), { timeout: 3000 });
    expect(await screen.findByText('21–23 of 23', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('sorts by a sortable column header and keeps the sort in the address', async () => {
    const urls = stubList(taxes, 23);
    const user = userEvent.setup();
    const { router } = renderTable('/tax/list?tax.page=2');
    await screen.findByText('GST 1');
    // A sortable header is a button (the keyboard reaches it); the others are plain column headers.
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tax.sort=name&tax.order=asc'));
    await waitFor(() => expect(urls().at(-1)).toContain('sort=name'));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tax.sort=name&tax.order=desc'));
    // A column the API cannot sort by does not offer it.
    await user.click(screen.getByRole('columnheader', { name: /Percentage/ }));
    expect(router.state.location.search).toBe('?tax.sort=name&tax.order=desc');
  });

  it('renders a column without its own cell as its text, isolated', async () => {
    stubList(taxes);
    renderTable('/tax/list');
    const row = (await screen.findByText('GST 2')).closest('tr') as HTMLElement;
    expect(screen.getByText('GST 2').tagName).toBe('BDI');
    expect(within(row).getByText('10.00')).toBeInTheDocument();
    expect(within(row).getByText('long ago')).toBeInTheDocument();
  });

  it('filters by a select and by text through the filter toggle, and the address keeps both', async () => {
    const urls = stubList(taxes);
    const user = userEvent.setup();
    const { router } = renderTable('/tax/list');
    await screen.findByText('GST 1');
    expect(screen.queryByRole('textbox', { name: 'Filter by Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show/Hide filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter by Percentage' }));
    await user.click(await screen.findByRole('option', { name: 'Ten' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tax.filters=%7B%22percentage%22%3A%2210.00%22%7D'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Filter by Name' }), 'GST');
    await waitFor(
      () => expect(urls().at(-1)).toContain(encodeURIComponent('{"percentage":"10.00","name":"GST"}')),
      {
        timeout: 3000,
      },
    );
  });

  it('opens its filters when the address already filters', async () => {
    stubList(taxes);
    renderTable('/tax/list?tax.filters=%7B%22name%22%3A%22GST%22%7D');
    await screen.findByText('GST 1');
    expect(screen.getByRole('textbox', { name: 'Filter by Name' })).toHaveValue('GST');
  });

  it('keeps a hidden column per user in this browser, and reset shows it again and clears the view', async () => {
    stubList(taxes);
    const user = userEvent.setup();
    const first = renderTable('/tax/list?tax.search=GST');
    await screen.findByText('GST 1');
    await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Percentage' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Percentage/ })).not.toBeInTheDocument(),
    );
    first.unmount();

    // Another user of this browser keeps their own columns.
    const other = renderTable('/tax/list', {}, makeUser({ id: 99 }));
    expect(await screen.findByRole('columnheader', { name: /Percentage/ })).toBeInTheDocument();
    other.unmount();

    // The same user opening the list again: the column is still hidden.
    const again = renderTable('/tax/list?tax.search=GST');
    await screen.findByText('GST 1');
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Percentage/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Name/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('columnheader', { name: /Percentage/ })).toBeInTheDocument();
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('leaves a column hidden at first out until shown from the columns menu, then keeps it shown', async () => {
    stubList(taxes);
    const user = userEvent.setup();
    const hiddenCreated = columns.map((column) =>
      column.id === 'created_at' ? { ...column, hiddenAtFirst: true } : column,
    );
    const first = renderTable('/tax/list', { columns: hiddenCreated });
    await screen.findByText('GST 1');
    expect(screen.queryByRole('columnheader', { name: /Created/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Created' }));
    expect(await screen.findByRole('columnheader', { name: /Created/ })).toBeInTheDocument();
    first.unmount();

    renderTable('/tax/list', { columns: hiddenCreated });
    expect(await screen.findByRole('columnheader', { name: /Created/ })).toBeInTheDocument();
  });

  it('shows a phone one card per row with labelled fields, its actions and the tools in one menu', async () => {
    const phone = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...phone(query),
      matches: query.includes('max-width: 48em') || phone(query).matches,
    });
    try {
      stubList(taxes, 25);
      const user = userEvent.setup();
      const view = renderTable('/tax/list', {
        renderRowActions: (row) => <button type="button">{`Edit ${row.name}`}</button>,
        onDeleteSelected: vi.fn(async () => undefined),
      });
      const cards = await screen.findAllByTestId('data-table-card');
      expect(cards).toHaveLength(3);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const first = within(cards[0] as HTMLElement);
      expect(first.getByText('GST 1')).toBeInTheDocument();
      expect(first.getByText('Percentage')).toBeInTheDocument();
      expect(first.getByText('5.00')).toBeInTheDocument();
      expect(first.getByRole('button', { name: 'Edit GST 1' })).toBeInTheDocument();
      await user.click(first.getByRole('checkbox', { name: 'Select row' }));
      expect(await screen.findByRole('button', { name: 'Delete selected (1)' })).toBeInTheDocument();

      // Sorting has no header to click: the tools menu offers the sortable columns, the same one again reverses.
      await user.click(screen.getByRole('button', { name: 'Table tools' }));
      await user.click(await screen.findByRole('menuitemradio', { name: 'Name' }));
      await waitFor(() => expect(view.router.state.location.search).toContain('tax.sort=name'));
      expect(view.router.state.location.search).toContain('tax.order=asc');
      await user.click(screen.getByRole('menuitemradio', { name: 'Name' }));
      await waitFor(() => expect(view.router.state.location.search).toContain('tax.order=desc'));
      expect(screen.getByRole('menuitem', { name: 'Download CSV' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(view.router.state.location.search).toContain('tax.page=2'));
    } finally {
      window.matchMedia = phone;
    }
  });
});
