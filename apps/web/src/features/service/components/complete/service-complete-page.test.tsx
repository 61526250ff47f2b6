import { IDBFactory } from 'fake-indexeddb';
import { MSG } from '@amc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_DRAFT,
  loadDraft,
  resetDraftStoreForTests,
  saveDraft,
} from '../../../../lib/offline/completion-draft';
import { listOutbox, resetOutboxStoreForTests } from '../../../../lib/offline/outbox';
import { makeService, makeUser } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render-with-providers';
import { stubApi, type TApiCall } from '../../../../test/stub-api';
import { ServiceCompletePage } from './service-complete-page';

const employee = makeUser({
  id: 6,
  full_name: 'Ravi Kumar',
  role_name: 'employee',
  permissions: [{ name: 'service_view' }, { name: 'service_edit' }],
});

const PRODUCTS = {
  message: 'Products',
  data: [
    { id: 7, code: 'FLT-01', name: 'Air filter', price: '450.00', stock: 12 },
    { id: 8, code: 'GAS-22', name: 'Refrigerant R32', price: '1800.00', stock: 3 },
  ],
};

/** Where the visit's parts come from: its technician's van holds one filter, the warehouse twelve. */
const VISIT_STOCK = {
  message: 'Visit stock',
  data: {
    source: 'van',
    van: { id: 2, kind: 'van', name: 'Ravi Kumar', employee: { id: 6, full_name: 'Ravi Kumar' } },
    products: [
      { product_id: 7, van: 1, warehouse: 12 },
      { product_id: 8, van: 0, warehouse: 3 },
    ],
  },
};

/** The visit as GET /my-work/visit/41 answers it: the page opened from a link has nothing cached. */
const VISIT = {
  message: 'Visit',
  data: {
    id: 41,
    service_no: 'SRV-00041',
    title: 'Quarterly AC service',
    date: '2026-12-01',
    time: null,
    status: 'open',
    employee_status: 'approved',
    customer: { id: 5, full_name: 'Priya Sharma', address: '12 MG Road, Pune, 411001', phone: '9876543210' },
    amc: null,
    products: [],
    equipment: [],
    next_action: 'complete',
  },
};

const renderPage = () =>
  renderRoutes([{ path: '/service/complete/:id', element: <ServiceCompletePage /> }], {
    path: '/service/complete/41',
    user: employee,
  });

/** What the page reads: the products, the visit, and the stock its parts come from. */
const PAGE_ROUTES = {
  'GET /product/produtcDropdown': PRODUCTS,
  'GET /my-work/visit/41': VISIT,
  'GET /my-work/visit-stock/41': VISIT_STOCK,
};

const completes = (calls: TApiCall[]) => calls.filter((call) => call.path === '/service/complete');

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetOutboxStoreForTests();
  resetDraftStoreForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('ServiceCompletePage', () => {
  it('names the visit it completes when opened from a link: its title, customer, address and phone', async () => {
    stubApi(PAGE_ROUTES);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Quarterly AC service' })).toBeInTheDocument();
    expect(screen.getByText(/SRV-00041/)).toBeInTheDocument();
    expect(screen.getByText(/Priya Sharma/)).toBeInTheDocument();
    expect(screen.getByText(/12 MG Road, Pune, 411001/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /9876543210/ })).toHaveAttribute('href', 'tel:9876543210');
  });

  it('refuses a finish before the start with the contract sentence, and sends nothing', async () => {
    const calls = stubApi(PAGE_ROUTES);
    const user = userEvent.setup();
    renderPage();
    const start = await screen.findByLabelText('Arrival');
    fireEvent.change(start, { target: { value: '2026-11-24T11:00' } });
    fireEvent.change(screen.getByLabelText('Finish'), { target: { value: '2026-11-24T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByText(MSG.finishBeforeStart)).toBeInTheDocument();
    expect(completes(calls)).toHaveLength(0);
    expect(await listOutbox(6)).toEqual([]);
  });

  it('refuses a travel start after the arrival (the timesheet would count negative travel), and sends nothing', async () => {
    const calls = stubApi(PAGE_ROUTES);
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Travel start'), { target: { value: '2026-11-24T11:30' } });
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '2026-11-24T11:00' } });
    await user.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByText(MSG.travelAfterStart)).toBeInTheDocument();
    expect(completes(calls)).toHaveLength(0);
    expect(await listOutbox(6)).toEqual([]);
  });

  it('asks for the signer name when the customer signed (the saved draft with its signature comes back)', async () => {
    const calls = stubApi(PAGE_ROUTES);
    await saveDraft(6, 41, {
      ...EMPTY_DRAFT,
      work_done: 'Cleaned both filters',
      signature: new Blob(['png'], { type: 'image/png' }),
      signed_at: '2026-11-24T10:30:00.000Z',
    });
    const user = userEvent.setup();
    renderPage();
    // Nothing typed is lost: the draft on the device fills the form again.
    expect(await screen.findByLabelText('Work done')).toHaveValue('Cleaned both filters');
    expect(screen.getByLabelText(/^Signed by/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByText(MSG.signatureNeedsName)).toBeInTheDocument();
    expect(completes(calls)).toHaveLength(0);
  });

  it('adds and removes part rows, saves the draft as it is typed, and sends the completion once with its parts', async () => {
    const calls = stubApi({
      ...PAGE_ROUTES,
      'POST /service/complete': {
        message: MSG.serviceCompleted,
        data: makeService({ status: 'closed', has_report: true }),
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Work done'), 'Replaced the filter');
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(screen.getByTestId('part-row-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove part 2' }));
    expect(screen.queryByTestId('part-row-1')).not.toBeInTheDocument();

    const row = screen.getByTestId('part-row-0');
    await user.click(within(row).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: /Air filter/ }));
    const quantity = within(row).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(row).getByText('Chargeable'));
    // Two filters, but the van holds one: said before sending, and still sent (the stock may have come meanwhile).
    expect(await within(row).findByTestId('part-short-0')).toHaveTextContent(
      'The van holds 1 of these (12 in the warehouse)',
    );

    await waitFor(async () => expect((await loadDraft(6, 41))?.work_done).toBe('Replaced the filter'));

    await user.click(screen.getByRole('button', { name: 'Complete visit' }));
    await waitFor(() => expect(completes(calls)).toHaveLength(1));
    const form = completes(calls)[0]?.body as FormData;
    expect(form.get('id')).toBe('41');
    expect(form.get('work_done')).toBe('Replaced the filter');
    expect(JSON.parse(String(form.get('parts')))).toEqual([{ product_id: '7', quantity: 2, covered: false }]);
    expect(completes(calls)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    // Sent: the draft is gone.
    await waitFor(async () => expect(await loadDraft(6, 41)).toBeUndefined());
  });
});
