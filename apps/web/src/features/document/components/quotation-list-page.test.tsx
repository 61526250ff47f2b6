import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
import { QuotationListPage } from './quotation-list-page';
import { PICKER_ROUTES, makeQuotation } from './quotation-test-fixtures';

const open = makeQuotation();
const converted = makeQuotation({
  id: 4,
  quotation_no: 'QUO-00004',
  status: 'closed',
  sale: { id: 12, sale_no: 'SALE-00012' },
  items: [makeQuotation().items[1]!],
  gross_total: '900.00',
});

/** The quotation list answers two quotations; writes are recorded with their bodies. */
function stubQuotationApi() {
  const calls = stubApi({
    ...PICKER_ROUTES,
    'GET /quotation/list': {
      data: [open, converted],
      meta: { total: 2, totalExact: true, page: 1, pageSize: 10 },
    },
    'POST /quotation/deleteMulti': { message: '2 quotations deleted successfully.', data: { ids: [4, 9] } },
    'POST /quotation/convert': {
      message: 'Quotation converted to the sale SALE-00013.',
      data: { ...open, status: 'closed', sale: { id: 13, sale_no: 'SALE-00013' } },
    },
  });
  return { calls, posts: () => callsTo(calls, 'POST /quotation/deleteMulti', 'POST /quotation/convert') };
}

afterEach(() => vi.unstubAllGlobals());

const renderPage = (user = makeUser()) =>
  renderRoutes(
    [
      { path: '/quotation/list', element: <QuotationListPage /> },
      { path: '/sales/view/:id', element: <p>Sale view</p> },
    ],
    { path: '/quotation/list', user },
  );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('QuotationListPage', () => {
  it('lists customer with number, first product, gross total, e-mail and status, with the actions by rights', async () => {
    stubQuotationApi();
    renderPage();
    expect(await screen.findByText('QUO-00009')).toBeInTheDocument();
    const first = rowOf('QUO-00009');
    expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(first).getByText('Split AC 1.5 ton')).toBeInTheDocument();
    // The other products sit in a tooltip behind "+1".
    expect(within(first).getByText('+1')).toBeInTheDocument();
    expect(within(first).getByText('₹39,890.00')).toBeInTheDocument();
    // The e-mail waits in the columns menu (hidden at first): the list fits a laptop's width.
    expect(within(first).queryByText('priya@example.com')).not.toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(rowOf('QUO-00004')).getByText('Closed')).toBeInTheDocument();
    for (const name of ['View', 'Edit', 'PDF view', 'Convert to sale', 'Delete'])
      expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    // A converted quotation is neither edited nor converted again.
    const done = rowOf('QUO-00004');
    expect(within(done).queryByRole('button', { name: 'Convert to sale' })).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('converts after confirming and opens the new sale', async () => {
    const { posts } = stubQuotationApi();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('QUO-00009');
    await user.click(within(rowOf('QUO-00009')).getByRole('button', { name: 'Convert to sale' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Convert it' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/quotation/convert', body: { id: 9 } }]));
    expect(await screen.findByText('Quotation converted to the sale SALE-00013.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/view/13'));
  });

  it('deletes the selected quotations after "Are you sure?" / "Yes, Delete it"', async () => {
    const { posts } = stubQuotationApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('QUO-00009');
    await user.click(within(rowOf('QUO-00009')).getByRole('checkbox'));
    await user.click(within(rowOf('QUO-00004')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/quotation/deleteMulti', body: { ids: [4, 9] } }]));
    expect(await screen.findByText('2 quotations deleted successfully.')).toBeInTheDocument();
  });

  it('offers a customer with quotation_view only viewing and the PDF', async () => {
    const { calls } = stubQuotationApi();
    renderPage(makeUser({ id: 7, role_name: 'customer', permissions: [{ name: 'quotation_view' }] }));
    await screen.findByText('QUO-00009');
    expect(screen.queryByRole('button', { name: 'Add quotation' })).not.toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Convert to sale'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('QUO-00009')).getByRole('button', { name: 'PDF view' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/user/dropdownByRole')).toBe(false);
  });
});
