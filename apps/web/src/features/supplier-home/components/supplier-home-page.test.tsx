import type { TPurchase } from '@amc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../../test/stub-api';
import { SupplierHomePage } from './supplier-home-page';

const purchase = (id: number, status: TPurchase['status']): TPurchase => ({
  id,
  purchase_no: `PUR-0000${id}`,
  supplier: { id: 19, full_name: 'Manoj Agarwal', address: null, location: null, tax_number: null },
  date: '2026-11-20',
  contact_person: 'Ramesh',
  billing_address: 'Plot 4, MIDC, Pune',
  status,
  delivered_at: status === 'delivered' ? '2026-11-22T10:00:00.000Z' : null,
  supplier_answer: 'pending',
  supplier_answered_at: null,
  supplier_delivery_date: null,
  supplier_note: null,
  supplier_invoice: null,
  supplier_invoice_at: null,
  note: null,
  total: '751.50',
  items: [
    {
      id: id * 10,
      product: { id: 41, name: 'Ceiling fan', code: 'FAN-1', hsn_code: null },
      quantity: 3,
      rate: '250.50',
      amount: '751.50',
      returned_quantity: 0,
    },
  ],
  returned_total: '0.00',
  returns: [],
  created_at: '2026-11-20T10:00:00.000Z',
});

const page = (rows: TPurchase[]) => ({
  message: 'Purchases',
  data: rows,
  meta: { total: rows.length, totalExact: true, page: 1, pageSize: 5 },
});

describe('SupplierHomePage', () => {
  it('lists the supplier’s open and delivered orders, each leading to the order', async () => {
    const calls = stubApi({
      'GET /purchase/list': (call: TApiCall) => ({
        body: page(
          JSON.parse(call.searchParams.get('filters') ?? '{}').status === 'ordered'
            ? [purchase(1, 'ordered'), purchase(2, 'ordered')]
            : [purchase(3, 'delivered')],
        ),
      }),
    });
    renderRoutes(
      [
        { path: '/dashboard/default', element: <SupplierHomePage /> },
        { path: '/purchase/view/:id', element: <p>order page</p> },
      ],
      {
        path: '/dashboard/default',
        user: makeUser({ id: 19, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] }),
      },
    );

    const open = await screen.findByTestId('supplier-home-ordered');
    expect(await within(open).findByText('Open orders (2)')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'PUR-00001' })).toHaveAttribute('href', '/purchase/view/1');
    expect(within(open).getAllByText('Ceiling fan × 3')).toHaveLength(2);
    const delivered = screen.getByTestId('supplier-home-delivered');
    expect(await within(delivered).findByRole('link', { name: 'PUR-00003' })).toHaveAttribute(
      'href',
      '/purchase/view/3',
    );
    expect(within(delivered).getByText(/Delivered on/)).toBeInTheDocument();
    expect(calls.map((c) => JSON.parse(c.searchParams.get('filters') ?? '{}').status).sort()).toEqual([
      'delivered',
      'ordered',
    ]);
  });

  it('shows on each open order where its answer stands, with Confirm and Decline until it is answered', async () => {
    const answered: TPurchase = {
      ...purchase(2, 'ordered'),
      supplier_answer: 'confirmed',
      supplier_answered_at: '2026-11-21T10:00:00.000Z',
      supplier_delivery_date: '2026-11-28',
    };
    stubApi({
      'GET /purchase/list': (call: TApiCall) => ({
        body: page(
          JSON.parse(call.searchParams.get('filters') ?? '{}').status === 'ordered'
            ? [purchase(1, 'ordered'), answered]
            : [],
        ),
      }),
    });
    renderRoutes([{ path: '/dashboard/default', element: <SupplierHomePage /> }], {
      path: '/dashboard/default',
      user: makeUser({ id: 19, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] }),
    });
    const [waiting, confirmed] = await screen.findAllByTestId('supplier-home-order');
    expect(within(waiting!).getByText('Awaiting answer')).toBeInTheDocument();
    expect(within(waiting!).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(waiting!).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(confirmed!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed!).getByText('Promised delivery')).toHaveTextContent('28-11-2026');
    expect(within(confirmed!).getByRole('button', { name: 'Change answer' })).toBeInTheDocument();
    expect(within(confirmed!).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    for (const row of [waiting!, confirmed!])
      expect(within(row).getByRole('button', { name: 'Upload invoice (PDF)' })).toBeInTheDocument();
  });

  it('says so when the supplier has no orders', async () => {
    stubApi({ 'GET /purchase/list': page([]) });
    renderRoutes([{ path: '/dashboard/default', element: <SupplierHomePage /> }], {
      path: '/dashboard/default',
      user: makeUser({ id: 19, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] }),
    });
    expect(await screen.findByText('No open orders.')).toBeInTheDocument();
    expect(await screen.findByText('No delivered orders yet.')).toBeInTheDocument();
  });
});
