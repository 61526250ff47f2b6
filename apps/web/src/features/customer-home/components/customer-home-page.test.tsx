import {
  DEFAULT_RIGHTS,
  type TAmc,
  type TComplaint,
  type TQuotation,
  type TSale,
  type TService,
} from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TApiCall } from '../../../test/stub-api';
import { makeService, makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { CustomerHomePage } from './customer-home-page';

const PRIYA = { id: 7, full_name: 'Priya Sharma', email: 'priya@example.com' };
const CUSTOMER = {
  ...PRIYA,
  email: 'priya@example.com',
  address: 'FC Road, Pune',
  location: null,
  tax_number: null,
};
const totals = { gross_total: '1000.00', discount_total: '0.00', tax_total: '180.00', total: '1180.00' };

const amc: TAmc = {
  id: 3,
  amc_no: 'AMC-00003',
  customer: PRIYA,
  products: [{ id: 41, code: 'AC-15', name: 'Split AC 1.5 ton' }],
  equipment: [],
  start_date: '2026-01-10',
  end_date: '2026-12-10',
  status: 'progress',
  assign_to: null,
  employee_status: null,
  detail: 'Quarterly',
  interval_months: 3,
  service_count: 4,
  description: null,
  note: null,
  attachment: null,
  next_service_date: '2026-12-10',
  price: '0.00',
  term_status: 'active',
  renews: null,
  renewed_by: null,
  cancelled_on: null,
  renewal_requested_at: null,
  billing_cycle: 'none',
  billing_tax: null,
  payment_days: 15,
  service_level: null,
  created_at: '2026-01-01T10:00:00.000Z',
};
const complaint: TComplaint = {
  id: 11,
  complaint_no: 'CMP-00011',
  customer: { ...PRIYA, email: 'priya@example.com' },
  product: null,
  equipment: null,
  chargeable: false,
  reported_by_scan: null,
  date: '2026-11-22',
  complaint_type: null,
  description: 'The AC blows warm air.',
  assign_to: null,
  assign_date: null,
  charge: '0.00',
  status: 'open',
  resolved_at: null,
  priority: 'normal',
  service_level: null,
  responded_at: null,
  response_due_at: null,
  resolution_due_at: null,
  due_at: null,
  warn_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
};
const quotation = (status: TQuotation['status']): TQuotation => ({
  id: 9,
  quotation_no: 'QUO-00009',
  customer: CUSTOMER,
  date: '2026-11-20',
  status,
  note: null,
  sale: null,
  renewal_of: null,
  items: [],
  created_at: '2026-11-20T10:00:00.000Z',
  ...totals,
});
const sale: TSale = {
  id: 5,
  sale_no: 'SAL-00005',
  customer: CUSTOMER,
  date: '2026-11-21',
  billing_address: 'FC Road, Pune',
  discount_percent: '0.00',
  payment_status: 'partial',
  paid_total: '500.00',
  credited_total: '0.00',
  due_total: '680.00',
  upi_uri: null,
  note: null,
  due_date: null,
  contract: null,
  quotation: null,
  items: [],
  payments: [
    {
      id: 1,
      amount: '500.00',
      date: '2026-11-21',
      method: 'cash',
      credit_note: null,
      note: null,
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  credit_notes: [],
  created_at: '2026-11-21T10:00:00.000Z',
  ...totals,
};
const closedService = (id: number): TService =>
  makeService({
    id,
    service_no: `SRV-0000${id}`,
    service_date: '2026-04-10',
    service_title: 'Quarterly service',
    service_label: null,
    status: 'closed',
    customer: PRIYA,
    assignTo: null,
    amc: { id: 3, amc_no: 'AMC-00003', customer: PRIYA },
    sequence: id,
    completed_date: '2026-04-10',
    charge: '0.00',
    type: null,
    created_at: '2026-01-01T10:00:00.000Z',
  });
const page = <T,>(rows: T[]) => ({
  message: 'List',
  data: rows,
  meta: { total: rows.length, totalExact: true, page: 1, pageSize: 5 },
});
const CUSTOMER_USER = makeUser({
  id: 7,
  role_name: 'customer',
  permissions: DEFAULT_RIGHTS.customer.map((name) => ({ name })),
});

describe('CustomerHomePage', () => {
  it('shows contracts with visits done, complaints, quotations and bills, each leading to its page', async () => {
    let current = quotation('open');
    const calls = stubApi({
      'GET /amc/list': page([amc]),
      'GET /service/list': ({ searchParams }: TApiCall) => ({
        body: page(
          searchParams.get('filters')?.includes('closed') ? [closedService(1), closedService(2)] : [],
        ),
      }),
      'GET /complaint/list': page([complaint]),
      'GET /quotation/list': () => ({ body: page([current]) }),
      'GET /sale/list': page([sale]),
      'GET /sale/balance': {
        message: 'Balance',
        data: { customer_id: 3, due_total: '1180.00', open_bills: 1, credit_left: '250.00' },
      },
      'POST /quotation/answer': () => {
        current = quotation('progress');
        return {
          body: { message: 'Thank you: the quotation is accepted. We will be in touch.', data: current },
        };
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/dashboard/default', element: <CustomerHomePage /> }], {
      path: '/dashboard/default',
      user: CUSTOMER_USER,
    });

    const contracts = await screen.findByTestId('customer-home-contracts');
    expect(await within(contracts).findByRole('link', { name: 'AMC-00003' })).toHaveAttribute(
      'href',
      '/amc/view/3',
    );
    expect(within(contracts).getByText('Split AC 1.5 ton')).toBeInTheDocument();
    const complaints = screen.getByTestId('customer-home-complaints');
    expect(await within(complaints).findByText('The AC blows warm air.')).toBeInTheDocument();
    expect(within(complaints).getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      '/complaint/list',
    );
    // Its balance over all its open bills, and the credit its credit notes hold.
    const balance = await screen.findByTestId('customer-home-balance');
    expect(within(balance).getByText('Your balance due')).toBeInTheDocument();
    expect(within(balance).getByText('on 1 unpaid bill')).toBeInTheDocument();
    expect(within(balance).getByText('Credit you can use')).toBeInTheDocument();
    const bills = screen.getByTestId('customer-home-bills');
    expect(await within(bills).findByRole('link', { name: 'SAL-00005' })).toHaveAttribute(
      'href',
      '/sales/view/5',
    );
    expect(within(bills).getByText('1 payment received')).toBeInTheDocument();
    expect(within(bills).getByRole('button', { name: 'Bill PDF' })).toBeInTheDocument();

    // The customer accepts its open quotation, after a confirmation; the server's sentence is shown.
    const quotations = screen.getByTestId('customer-home-quotations');
    await user.click(await within(quotations).findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept the quotation QUO-00009?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/quotation/answer')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/quotation/answer')?.body).toEqual({ id: 9, answer: 'accept' });
    expect(
      await screen.findByText('Thank you: the quotation is accepted. We will be in touch.'),
    ).toBeInTheDocument();
    // Answered, it offers no more answers.
    await waitFor(() =>
      expect(within(quotations).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument(),
    );
    expect(within(contracts).getByText('Visits done: 2 of 4')).toBeInTheDocument();
  });

  it('lists the upcoming and the done visits, and opens the report of a done one as a PDF', async () => {
    const upcoming: TService = {
      ...closedService(5),
      service_title: 'Filter check',
      service_date: '2026-12-10',
      completed_date: null,
      status: 'open',
      employee_status: 'pending',
    };
    const withReport: TService = { ...closedService(4), service_title: 'Gas top-up', has_report: true };
    const calls = stubApi({
      'GET /amc/list': page([]),
      'GET /service/list': ({ searchParams }: TApiCall) => {
        const filters = searchParams.get('filters') ?? '';
        if (filters.includes('"due"')) return { body: page([upcoming, withReport]) };
        return { body: page([withReport, closedService(3)]) };
      },
      'GET /complaint/list': page([]),
      'GET /quotation/list': page([]),
      'GET /sale/list': page([]),
      'GET /sale/balance': {
        message: 'Balance',
        data: { customer_id: 3, due_total: '0.00', open_bills: 0, credit_left: '0.00' },
      },
      'GET /service/pdf/4': new Response(new Blob(['%PDF-1.4']), {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/dashboard/default', element: <CustomerHomePage /> }], {
      path: '/dashboard/default',
      user: CUSTOMER_USER,
    });

    const visits = await screen.findByTestId('customer-home-visits');
    await waitFor(() => expect(within(visits).getAllByTestId('customer-home-visit')).toHaveLength(3));
    const rows = within(visits).getAllByTestId('customer-home-visit');
    const [next, gas, quarterly] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // The one to come first, then the done ones; a visit both "due" and done shows once.
    expect(
      rows.map((row) => within(row).getByText(/Filter check|Gas top-up|Quarterly service/).textContent),
    ).toEqual(['Filter check', 'Gas top-up', 'Quarterly service']);
    expect(within(next).getByText('Visit on', { exact: false })).toHaveTextContent('10-12-2026');
    expect(within(gas).getByText('Done on', { exact: false })).toHaveTextContent('10-04-2026');
    // Only a done visit with a stored report offers it.
    expect(within(next).queryByRole('button', { name: 'Open report (PDF)' })).not.toBeInTheDocument();
    expect(within(quarterly).queryByRole('button', { name: 'Open report (PDF)' })).not.toBeInTheDocument();
    await user.click(within(gas).getByRole('button', { name: 'Open report (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:report'));
    expect(calls.filter((call) => call.path === '/service/pdf/4')).toHaveLength(1);
    expect(within(visits).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/service/list');
  });
});
