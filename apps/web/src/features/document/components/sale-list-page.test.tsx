import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
import { SaleListPage } from './sale-list-page';
import { businessToday } from '../../../lib/business-today';
import { makeContractBill, makeSale } from './sale-test-fixtures';

const unpaid = makeSale();
const paid = makeSale({
  id: 11,
  sale_no: 'SALE-00011',
  payment_status: 'paid',
  paid_total: '2400.00',
  due_total: '0.00',
  total: '2400.00',
  discount_percent: '0.00',
});
const partial = makeSale({
  id: 10,
  sale_no: 'SALE-00010',
  payment_status: 'partial',
  paid_total: '100.00',
  due_total: '900.00',
});

const contractBill = makeContractBill();

function stubSaleApi() {
  const calls = stubApi({
    'POST /user/dropdownByRole': {
      message: 'Users',
      data: [{ id: 7, full_name: 'Priya Sharma', email: 'priya@example.com', unique_identity: 'CUS-1' }],
    },
    'GET /sale/list': {
      data: [unpaid, paid, partial, contractBill],
      meta: { total: 4, totalExact: true, page: 1, pageSize: 10 },
    },
    'POST /sale/delete': { message: 'Sale deleted successfully.', data: { ids: [12] } },
  });
  return {
    posts: () => callsTo(calls, 'POST /sale/delete'),
    lists: () =>
      calls.filter((call) => call.path === '/sale/list').map((call) => decodeURIComponent(call.url)),
  };
}

afterEach(() => vi.unstubAllGlobals());

const renderPage = (user = makeUser(), path = '/sales/list') =>
  renderRoutes([{ path: '/sales/list', element: <SaleListPage /> }], { path, user });

/** The `filters` the list asked with, last call first. */
const lastFilters = (lists: string[]) =>
  JSON.parse(new URL(lists.at(-1)!, 'http://localhost').searchParams.get('filters') ?? '{}') as Record<
    string,
    unknown
  >;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('SaleListPage', () => {
  it('lists bill number, customer, date, total and payment status, with every action for the admin', async () => {
    const { lists } = stubSaleApi();
    renderPage();
    expect(await screen.findByText('SALE-00012')).toBeInTheDocument();
    const first = rowOf('SALE-00012');
    expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(first).getByText('21-11-2026')).toBeInTheDocument();
    // The billing address and discount wait in the columns menu (hidden at first): the list fits a laptop.
    expect(within(first).queryByText('FC Road, Pune 411004')).not.toBeInTheDocument();
    expect(within(first).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(first).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rowOf('SALE-00011')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('SALE-00010')).getByText('Partial paid')).toBeInTheDocument();
    expect(lists()[0]).toContain('/api/sale/list?');
    expect(screen.getByRole('button', { name: 'Sell product' })).toBeInTheDocument();
    for (const name of ['View', 'Edit', 'Print invoice', 'Delete'])
      expect(within(first).getByRole('button', { name })).toBeInTheDocument();
  });

  it('marks a contract bill overdue, leaves its due date to be shown on asking, and offers no Edit of it', async () => {
    stubSaleApi();
    renderPage();
    await screen.findByText('SALE-00014');
    const bill = rowOf('SALE-00014');
    // The due date column is shown on asking only (every column must fit beside the sidebar at 1280 px).
    expect(within(bill).queryByText('15-01-2026')).not.toBeInTheDocument();
    expect(within(bill).getByText('Unpaid')).toBeInTheDocument();
    // Due on 15 January 2026 and unpaid: overdue on any later day.
    expect(within(bill).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('SALE-00012')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(bill).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    for (const name of ['View', 'Print invoice', 'Delete'])
      expect(within(bill).getByRole('button', { name })).toBeInTheDocument();
  });

  it("asks for the bills overdue on the business's today, and keeps the choice in the address", async () => {
    const { lists } = stubSaleApi();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('SALE-00012');
    expect(lastFilters(lists())).toEqual({});

    await user.click(screen.getByRole('radio', { name: 'Overdue bills' }));
    await waitFor(() => expect(lastFilters(lists())).toEqual({ overdue_on: businessToday() }));
    expect(router.state.location.search).toBe('?sale.overdue=true');

    await user.click(screen.getByRole('radio', { name: 'All bills' }));
    await waitFor(() => expect(lastFilters(lists())).toEqual({}));
    expect(router.state.location.search).toBe('');
  });

  it("opens on the overdue bills from the dashboard's link", async () => {
    const { lists } = stubSaleApi();
    renderPage(makeUser(), '/sales/list?sale.overdue=true');
    await screen.findByText('SALE-00012');
    expect(lastFilters(lists())).toEqual({ overdue_on: businessToday() });
    expect(screen.getByRole('radio', { name: 'Overdue bills' })).toBeChecked();
  });

  it('deletes a sale after "Are you sure?" / "Yes, Delete it"', async () => {
    const { posts } = stubSaleApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SALE-00012');
    await user.click(within(rowOf('SALE-00012')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/sale/delete', body: { id: 12 } }]));
    expect(await screen.findByText('Sale deleted successfully.')).toBeInTheDocument();
  });

  it('offers a customer with sell_view only viewing and the invoice', async () => {
    stubSaleApi();
    renderPage(makeUser({ id: 7, role_name: 'customer', permissions: [{ name: 'sell_view' }] }));
    await screen.findByText('SALE-00012');
    expect(screen.queryByRole('button', { name: 'Sell product' })).not.toBeInTheDocument();
    for (const name of ['Edit', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('SALE-00012')).getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
  });
});
