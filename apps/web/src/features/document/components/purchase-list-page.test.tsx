import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiAnswer, callsTo, stubApi } from '../../../test/stub-api';
import { PurchaseListPage } from './purchase-list-page';
import { PICKER_ROUTES, makePurchase } from './purchase-test-fixtures';

const ordered = makePurchase({
  id: 5,
  purchase_no: 'PUR-00005',
  total: '182200.00',
  supplier_answer: 'confirmed',
  supplier_answered_at: '2026-11-21T10:00:00.000Z',
  supplier_delivery_date: '2026-11-28',
});
const delivered = makePurchase({
  id: 3,
  purchase_no: 'PUR-00003',
  status: 'delivered',
  delivered_at: '2026-11-12T10:00:00.000Z',
  total: '38099.98',
});

/** The purchase list answers two purchases; writes are recorded with their bodies. */
function stubPurchaseApi({ deliverAnswer }: { deliverAnswer?: TApiAnswer } = {}) {
  const calls = stubApi({
    ...PICKER_ROUTES,
    'GET /purchase/list': {
      data: [ordered, delivered],
      meta: { total: 2, totalExact: true, page: 1, pageSize: 10 },
    },
    'POST /purchase/deleteMulti': { message: '2 purchases deleted successfully.', data: { ids: [5, 3] } },
    'POST /purchase/deliver': () =>
      deliverAnswer ?? {
        body: { message: 'Purchase marked as delivered.', data: { ...ordered, status: 'delivered' } },
      },
  });
  return {
    calls,
    posts: () => callsTo(calls, 'POST /purchase/deleteMulti', 'POST /purchase/deliver'),
    lists: () =>
      calls.filter((call) => call.path === '/purchase/list').map((call) => decodeURIComponent(call.url)),
  };
}

afterEach(() => vi.unstubAllGlobals());

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/purchase/list', element: <PurchaseListPage /> }], { path: '/purchase/list', user });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('PurchaseListPage', () => {
  it('lists the purchases with supplier, total and status, and every action for the admin', async () => {
    const { lists } = stubPurchaseApi();
    renderPage();
    expect(await screen.findByText('PUR-00005')).toBeInTheDocument();
    const first = rowOf('PUR-00005');
    expect(within(first).getByText('Manoj Agarwal')).toBeInTheDocument();
    expect(within(first).getByText('₹182,200.00')).toBeInTheDocument();
    expect(within(first).getByText('Ordered')).toBeInTheDocument();
    expect(within(first).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(rowOf('PUR-00003')).getByText('Delivered')).toBeInTheDocument();
    // The supplier's answer, with the day it promises.
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByText('Promised delivery')).toHaveTextContent('28-11-2026');
    // A delivered order nobody answered waits for nothing.
    expect(within(rowOf('PUR-00003')).queryByText('Awaiting answer')).not.toBeInTheDocument();
    expect(lists()[0]).toContain('/api/purchase/list?');
    expect(screen.getByRole('button', { name: 'Add purchase' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    // A delivered purchase cannot be delivered again.
    expect(
      within(rowOf('PUR-00003')).queryByRole('button', { name: 'Mark delivered' }),
    ).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('marks a purchase delivered after confirming', async () => {
    const { posts } = stubPurchaseApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('PUR-00005');
    await user.click(within(rowOf('PUR-00005')).getByRole('button', { name: 'Mark delivered' }));
    expect(
      await screen.findByText('The products of this purchase will be added to the stock.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Mark delivered' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/purchase/deliver', body: { id: 5 } }]));
    expect(await screen.findByText('Purchase marked as delivered.')).toBeInTheDocument();
  });

  it("shows the server's refusal when a change would take stock below zero", async () => {
    stubPurchaseApi({
      deliverAnswer: {
        status: 409,
        body: {
          error: true,
          message:
            'This change would take the stock of Air filter (FLT-01) below zero (2 in stock). Nothing was changed.',
          issues: [],
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('PUR-00005');
    await user.click(within(rowOf('PUR-00005')).getByRole('button', { name: 'Mark delivered' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Mark delivered' }));
    expect(
      await screen.findByText(
        'This change would take the stock of Air filter (FLT-01) below zero (2 in stock). Nothing was changed.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes the selected purchases after "Are you sure?" / "Yes, Delete it"', async () => {
    const { posts } = stubPurchaseApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('PUR-00005');
    await user.click(within(rowOf('PUR-00005')).getByRole('checkbox'));
    await user.click(within(rowOf('PUR-00003')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/purchase/deleteMulti', body: { ids: [3, 5] } }]));
    expect(await screen.findByText('2 purchases deleted successfully.')).toBeInTheDocument();
  });

  it('offers a supplier with purchase_view only viewing: no add, edit, deliver, delete or supplier filter', async () => {
    const { calls } = stubPurchaseApi();
    renderPage(makeUser({ id: 19, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] }));
    await screen.findByText('PUR-00005');
    expect(screen.queryByRole('button', { name: 'Add purchase' })).not.toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Mark delivered'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('PUR-00005')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    // The server keeps a supplier to its own purchases: the supplier picker is not even asked for.
    expect(calls.some((call) => call.path === '/user/dropdownByRole')).toBe(false);
  });
});
