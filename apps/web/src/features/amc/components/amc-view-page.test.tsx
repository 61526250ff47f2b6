import { MSG } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../lib/business-today';
import { equipmentRefOf, makeEquipment } from '../../../test/equipment-fixtures';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi, type TApiRoutes } from '../../../test/stub-api';
import { AmcViewPage } from './amc-view-page';
import { AMC_CUSTOMER, AMC_TAX, makeAmc, makeAmcDetail, makeAmcSettings, termOf } from './amc-test-fixtures';

const renderView = (path = '/amc/view/5', user = makeUser()) =>
  renderRoutes([{ path: '/amc/view/:id', element: <AmcViewPage /> }], { path, user });

const viewRoute = (detail = makeAmcDetail()): TApiRoutes => ({
  [`GET /amc/view/${detail.id}`]: { message: 'AMC', data: detail },
});

/** GET /setting/list, which the renew form reads for a holder of setting_edit (the admin). */
const settingsRoute = (renewal_uplift_percent: string): TApiRoutes => ({
  'GET /setting/list': { message: 'Settings', data: makeAmcSettings({ renewal_uplift_percent }) },
});

/** An employee holding amc_edit: it changes the status and note of its contracts, but never cancels one. */
const employeeWithEdit = makeUser({
  id: 31,
  role_name: 'employee',
  permissions: [{ name: 'amc_view' }, { name: 'amc_edit' }],
});

/** The contract's customer, who views its contracts and asks the office to renew them. */
const customer = makeUser({
  id: AMC_CUSTOMER.id,
  email: 'priya@example.com',
  first_name: 'Priya',
  last_name: 'Sharma',
  full_name: AMC_CUSTOMER.full_name,
  role_name: 'customer',
  permissions: [{ name: 'amc_view' }],
});

/** The contract once its customer asked for its renewal, on 10 March. */
const asked = makeAmcDetail({ renewal_requested_at: '2026-03-10T09:30:00.000Z' });

/** A contract the office cancelled on 1 March: its status closed, its term cancelled. */
const cancelled = makeAmcDetail({ status: 'closed', term_status: 'cancelled', cancelled_on: '2026-03-01' });

/** The second term of a contract: it renews AMC-00002, ends on the last day of January and ends soon. */
const first = makeAmc({
  id: 2,
  amc_no: 'AMC-00002',
  start_date: '2025-02-01',
  end_date: '2026-01-31',
  price: '11000.00',
  term_status: 'renewed',
  renewed_by: { id: 5, amc_no: 'AMC-00005' },
});
const second = makeAmc({
  start_date: '2025-02-01',
  end_date: '2026-01-31',
  price: '12345.67',
  term_status: 'expiring',
  renews: { id: 2, amc_no: 'AMC-00002' },
});
const chain = [termOf(first), termOf(second)];

/** The modal's answer: the third term, from the day after the second ends. */
const third = makeAmcDetail({
  id: 9,
  amc_no: 'AMC-00009',
  start_date: '2026-02-01',
  end_date: '2026-11-01',
  price: '13271.60',
  term_status: 'upcoming',
  renews: { id: 5, amc_no: 'AMC-00005' },
  terms: [...chain, { ...termOf(second), id: 9, amc_no: 'AMC-00009', price: '13271.60' }],
});

/** A monthly plan with GST: one period paid, one overdue, one not billed yet, and one whose bill was deleted. */
const billed = makeAmcDetail({
  billing_cycle: 'monthly',
  billing_tax: AMC_TAX,
  payment_days: 15,
  billing_periods: [
    {
      period_start: '2026-01-15',
      period_end: '2026-02-14',
      amount: '1000.00',
      state: 'paid',
      sale: {
        id: 12,
        sale_no: 'SALE-00012',
        total: '1180.00',
        due_date: '2026-01-30',
        payment_status: 'paid',
      },
    },
    {
      period_start: '2026-02-15',
      period_end: '2026-03-14',
      amount: '1000.00',
      state: 'overdue',
      sale: {
        id: 14,
        sale_no: 'SALE-00014',
        total: '1180.00',
        due_date: '2026-03-02',
        payment_status: 'unpaid',
      },
    },
    { period_start: '2026-03-15', period_end: '2026-04-14', amount: '1000.00', state: 'removed', sale: null },
    {
      period_start: '2026-04-15',
      period_end: '2026-05-14',
      amount: '1000.00',
      state: 'upcoming',
      sale: null,
    },
  ],
});

describe('AmcViewPage', () => {
  it('shows the billing plan and each period with its amount, state and bill, linked with its due date', async () => {
    stubApi(viewRoute(billed));
    renderView();
    const card = (await screen.findByRole('heading', { name: 'Billing' })).parentElement!;
    expect(within(card).getByText('Billing plan').parentElement!).toHaveTextContent('Monthly');
    expect(within(card).getByText('Tax').parentElement!).toHaveTextContent('GST 18%');
    expect(within(card).getByText('Payment terms (days)').parentElement!).toHaveTextContent('15');

    const periods = within(screen.getByTestId('amc-billing-periods')).getAllByRole('listitem');
    expect(periods).toHaveLength(4);
    expect(periods[0]).toHaveTextContent('15-01-2026 – 14-02-2026');
    expect(periods[0]).toHaveTextContent('₹1,000.00');
    expect(periods[0]).toHaveTextContent('Paid');
    expect(within(periods[0]!).getByRole('link', { name: 'SALE-00012' })).toHaveAttribute(
      'href',
      '/sales/view/12',
    );
    expect(periods[0]).toHaveTextContent('Due 30-01-2026');
    expect(periods[1]).toHaveTextContent('Overdue');
    expect(within(periods[1]!).getByRole('link', { name: 'SALE-00014' })).toHaveAttribute(
      'href',
      '/sales/view/14',
    );
    expect(periods[2]).toHaveTextContent('Bill deleted');
    expect(periods[3]).toHaveTextContent('Upcoming');
    for (const period of periods.slice(2)) expect(within(period).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the bill without a link for a caller who may not open sales', async () => {
    stubApi(viewRoute(billed));
    renderView(
      '/amc/view/5',
      makeUser({ id: 31, role_name: 'employee', permissions: [{ name: 'amc_view' }] }),
    );
    const periods = await screen.findByTestId('amc-billing-periods');
    expect(within(periods).getByText('SALE-00012')).toBeInTheDocument();
    expect(within(periods).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says a contract without a plan is billed by hand, and lists no periods', async () => {
    stubApi(viewRoute());
    renderView();
    expect(
      await screen.findByText('This contract is billed by hand: no bills are made for it automatically.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('amc-billing-periods')).not.toBeInTheDocument();
    expect(screen.queryByText('Billing plan')).not.toBeInTheDocument();
  });

  it('lists the covered equipment, each serial linked to its item', async () => {
    const one = makeEquipment({ customer: AMC_CUSTOMER });
    const two = makeEquipment({ id: 72, customer: AMC_CUSTOMER, serial_no: 'SN-1002', location: null });
    stubApi(viewRoute(makeAmcDetail({ equipment: [equipmentRefOf(one), equipmentRefOf(two)] })));
    renderView();
    const section = (await screen.findByText('Covered equipment')).parentElement!;
    expect(within(section).getByRole('link', { name: 'SN-1001' })).toHaveAttribute(
      'href',
      '/equipment/view/71',
    );
    expect(within(section).getByRole('link', { name: 'SN-1002' })).toHaveAttribute(
      'href',
      '/equipment/view/72',
    );
    expect(section).toHaveTextContent('SN-1001 · Split AC 1.5 ton · Lobby');
    expect(section).toHaveTextContent('SN-1002 · Split AC 1.5 ton');
  });

  it('shows the price, the term, the term it renews and the chain, each other term linked to its view', async () => {
    stubApi(viewRoute(makeAmcDetail({ ...second, terms: chain })));
    renderView();
    const price = (await screen.findByText('Price')).parentElement!;
    expect(price).toHaveTextContent('12,345.67');
    expect((await screen.findByText('Term')).parentElement!).toHaveTextContent('Expiring');
    const renews = screen.getByText('Renews').parentElement!;
    expect(within(renews).getByRole('link', { name: 'AMC-00002' })).toHaveAttribute('href', '/amc/view/2');
    expect(screen.queryByText('Renewed by')).not.toBeInTheDocument();

    const terms = within(screen.getByTestId('amc-terms')).getAllByRole('listitem');
    expect(terms).toHaveLength(2);
    expect(within(terms[0]!).getByRole('link', { name: 'AMC-00002' })).toHaveAttribute('href', '/amc/view/2');
    expect(terms[0]).toHaveTextContent('01-02-2025 – 31-01-2026');
    expect(terms[0]).toHaveTextContent('11,000.00');
    expect(terms[0]).toHaveTextContent('Renewed');
    // The term shown is named, not linked to itself.
    expect(within(terms[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(terms[1]).toHaveAttribute('aria-current', 'page');
    expect(terms[1]).toHaveTextContent('AMC-00005 (this term)');
    expect(terms[1]).toHaveTextContent('Expiring');
  });

  it('links the term that renewed it, and offers no Renew on a renewed term', async () => {
    stubApi(viewRoute(makeAmcDetail({ ...first, id: 5, amc_no: 'AMC-00005', terms: chain })));
    renderView();
    const renewedBy = (await screen.findByText('Renewed by')).parentElement!;
    expect(within(renewedBy).getByRole('link', { name: 'AMC-00005' })).toHaveAttribute('href', '/amc/view/5');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('offers no Renew to a caller without amc_add', async () => {
    stubApi(viewRoute(makeAmcDetail({ ...second, terms: chain })));
    renderView(
      '/amc/view/5',
      makeUser({ id: 31, role_name: 'employee', permissions: [{ name: 'amc_view' }, { name: 'amc_edit' }] }),
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it("previews the new term's start (over a month end) and exact price, posts the uplift and opens the new term", async () => {
    const calls = stubApi({
      ...viewRoute(makeAmcDetail({ ...second, terms: chain })),
      ...viewRoute(third),
      'POST /amc/renew': { message: 'AMC renewed successfully.', data: third },
    });
    const user = userEvent.setup();
    const { router } = renderView(
      '/amc/view/5',
      makeUser({ id: 40, role_name: 'employee', permissions: [{ name: 'amc_view' }, { name: 'amc_add' }] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew AMC' });
    const uplift = within(dialog).getByRole('textbox', { name: /^Uplift %/ });
    expect(uplift).toHaveValue('0');
    const preview = within(dialog).getByTestId('amc-renew-preview');
    expect(preview).toHaveTextContent('01-02-2026');
    expect(preview).toHaveTextContent('12,345.67');

    await user.clear(uplift);
    await user.type(uplift, '7.5');
    // 12345.67 x 1.075 = 13271.59525: half up to the paisa, counted without floats.
    expect(preview).toHaveTextContent('13,271.60');
    await user.click(within(dialog).getByRole('button', { name: 'Create the new term' }));

    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renew')).toEqual([
        { path: '/amc/renew', body: { id: 5, uplift_percent: '7.50' } },
      ]),
    );
    expect(await screen.findByText('AMC renewed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/amc/view/9'));
    expect(await screen.findByRole('heading', { name: 'AMC-00009' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an uplift above 100 on its field, and shows the server refusing a term already renewed', async () => {
    const calls = stubApi({
      ...viewRoute(makeAmcDetail({ ...second, terms: chain })),
      ...settingsRoute('0.00'),
      'POST /amc/renew': () => ({
        status: 409,
        body: { error: true, message: 'This AMC has already been renewed.', issues: [] },
      }),
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew AMC' });
    const uplift = within(dialog).getByRole('textbox', { name: /^Uplift %/ });
    await waitFor(() => expect(uplift).toHaveValue('0.00'));
    await user.clear(uplift);
    await user.type(uplift, '100.5');
    expect(within(dialog).getByTestId('amc-renew-preview')).toHaveTextContent('NA');
    await user.click(within(dialog).getByRole('button', { name: 'Create the new term' }));
    expect(
      await within(dialog).findByText('Uplift must be a percentage from 0 to 100 with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST /amc/renew')).toEqual([]);

    await user.clear(uplift);
    await user.click(within(dialog).getByRole('button', { name: 'Create the new term' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renew')).toEqual([
        { path: '/amc/renew', body: { id: 5, uplift_percent: '0.00' } },
      ]),
    );
    expect(await screen.findByText('This AMC has already been renewed.')).toBeInTheDocument();
    // Nothing left to do in the dialog: it closes and the view is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((call) => call.path === '/amc/view/5')).toHaveLength(2));
  });

  it("starts the uplift from the settings' default, also when the settings arrive after the dialog opened", async () => {
    let answerSettings = () => {};
    const settingsRead = new Promise<void>((resolve) => (answerSettings = resolve));
    const calls = stubApi({
      ...viewRoute(makeAmcDetail({ ...second, terms: chain })),
      'GET /setting/list': async () => {
        await settingsRead;
        return { body: { message: 'Settings', data: makeAmcSettings({ renewal_uplift_percent: '5.00' }) } };
      },
      'POST /amc/renew': { message: 'AMC renewed successfully.', data: third },
      ...viewRoute(third),
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew AMC' });
    const uplift = within(dialog).getByRole('textbox', { name: /^Uplift %/ });
    // Not read yet: the form starts from 0 meanwhile.
    expect(uplift).toHaveValue('0');

    answerSettings();
    await waitFor(() => expect(uplift).toHaveValue('5.00'));
    // 12345.67 x 1.05 = 12962.9535.
    expect(within(dialog).getByTestId('amc-renew-preview')).toHaveTextContent('12,962.95');
    await user.click(within(dialog).getByRole('button', { name: 'Create the new term' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renew')).toEqual([
        { path: '/amc/renew', body: { id: 5, uplift_percent: '5.00' } },
      ]),
    );
  });

  it('offers the office Cancel contract, and neither an employee holding amc_edit nor a renewed term', async () => {
    stubApi(viewRoute());
    const { unmount } = renderView();
    expect(await screen.findByRole('button', { name: 'Cancel contract' })).toBeInTheDocument();
    unmount();

    stubApi(viewRoute());
    const employee = renderView('/amc/view/5', employeeWithEdit);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
    employee.unmount();

    stubApi(viewRoute(makeAmcDetail({ ...first, id: 5, amc_no: 'AMC-00005', terms: chain })));
    renderView();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
  });

  it('shows a cancelled contract as cancelled, with its day, and offers neither Edit, Renew nor Cancel', async () => {
    stubApi(viewRoute(cancelled));
    renderView();
    expect((await screen.findByText('Cancelled on')).parentElement!).toHaveTextContent('01-03-2026');
    expect(screen.getByText('Term').parentElement!).toHaveTextContent('Cancelled');
    for (const name of ['Edit', 'Renew', 'Cancel contract'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("cancels from today unless another day is chosen, posts the contract's id and the day, and shows it cancelled", async () => {
    let answered = false;
    const calls = stubApi({
      // Once cancelled, the view is read again and answers the contract as it now stands.
      'GET /amc/view/5': () => ({ body: { message: 'AMC', data: answered ? cancelled : makeAmcDetail() } }),
      'POST /amc/cancel': () => {
        answered = true;
        return { body: { message: 'AMC cancelled.', data: cancelled } };
      },
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel AMC' });
    expect(screen.getByTestId('amc-cancel-modal')).toContainElement(dialog);
    expect(dialog).toHaveTextContent('Visits not done after this date are removed.');
    // Billed by hand: no period for the cancellation to shorten.
    expect(dialog).not.toHaveTextContent('The billing period this date falls in');
    const date = within(dialog).getByRole('textbox', { name: /^Cancellation date/ });
    expect(date).toHaveValue(dayjs(businessToday()).format('DD-MM-YYYY'));

    await user.clear(date);
    await user.type(date, '01-03-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the contract' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/cancel')).toEqual([
        { path: '/amc/cancel', body: { id: 5, cancelled_on: '2026-03-01' } },
      ]),
    );
    expect(await screen.findByText('AMC cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await screen.findByText('Cancelled on')).parentElement!).toHaveTextContent('01-03-2026');
    expect(screen.queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
  });

  it("explains what a billing plan's cancellation bills, and puts the server's refusal of a day on the date field", async () => {
    const calls = stubApi({
      ...viewRoute(billed),
      'POST /amc/cancel': () => ({
        status: 400,
        body: {
          error: true,
          message: MSG.cancelDateOutsideTerm,
          issues: [{ path: 'cancelled_on', message: MSG.cancelDateOutsideTerm }],
        },
      }),
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel AMC' });
    expect(dialog).toHaveTextContent(
      'The billing period this date falls in is billed for the days kept; later periods are not billed.',
    );
    const date = within(dialog).getByRole('textbox', { name: /^Cancellation date/ });
    await user.clear(date);
    await user.type(date, '01-01-2030');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the contract' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/cancel')).toEqual([
        { path: '/amc/cancel', body: { id: 5, cancelled_on: '2030-01-01' } },
      ]),
    );
    expect(await within(dialog).findByText(MSG.cancelDateOutsideTerm)).toBeInTheDocument();
    expect(date).toBeInvalid();
    expect(screen.getByRole('dialog', { name: 'Cancel AMC' })).toBeInTheDocument();
  });

  it('lets the customer ask for its renewal with a note, toasts the answer and then shows when it was asked', async () => {
    let answered = false;
    const calls = stubApi({
      // Once asked, the view is read again and answers the contract as it now stands.
      'GET /amc/view/5': () => ({ body: { message: 'AMC', data: answered ? asked : makeAmcDetail() } }),
      'POST /amc/renewal-request': () => {
        answered = true;
        return { body: { message: MSG.renewalRequested, data: asked } };
      },
    });
    const user = userEvent.setup();
    renderView('/amc/view/5', customer);
    expect(screen.queryByText('Renewal asked for on')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask for renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for renewal' });
    expect(screen.getByTestId('amc-renewal-request-modal')).toContainElement(dialog);
    expect(dialog).toHaveTextContent('The office will be told and will contact you with the renewal terms.');

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Note for the office/ }),
      'Same technician, please.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renewal-request')).toEqual([
        { path: '/amc/renewal-request', body: { id: 5, note: 'Same technician, please.' } },
      ]),
    );
    expect(await screen.findByText(MSG.renewalRequested)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await screen.findByText('Renewal asked for on')).parentElement!).toHaveTextContent('10-03-2026');
    expect(screen.queryByRole('button', { name: 'Ask for renewal' })).not.toBeInTheDocument();
  });

  it('sends no note left empty, and closes on a second ask the server refuses, reading the view again', async () => {
    const calls = stubApi({
      ...viewRoute(),
      'POST /amc/renewal-request': () => ({
        status: 409,
        body: { error: true, message: MSG.renewalAlreadyRequested, issues: [] },
      }),
    });
    const user = userEvent.setup();
    renderView('/amc/view/5', customer);
    await user.click(await screen.findByRole('button', { name: 'Ask for renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for renewal' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renewal-request')).toEqual([
        { path: '/amc/renewal-request', body: { id: 5 } },
      ]),
    );
    expect(await screen.findByText(MSG.renewalAlreadyRequested)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((call) => call.path === '/amc/view/5')).toHaveLength(2));
  });

  it('offers Ask for renewal to neither the office nor a contract asked for, renewed or cancelled', async () => {
    stubApi(viewRoute());
    const admin = renderView();
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for renewal' })).not.toBeInTheDocument();
    admin.unmount();

    for (const contract of [cancelled, makeAmcDetail({ ...first, id: 5, amc_no: 'AMC-00005' })]) {
      stubApi(viewRoute(contract));
      const view = renderView('/amc/view/5', customer);
      expect(await screen.findByRole('heading', { name: 'AMC-00005' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ask for renewal' })).not.toBeInTheDocument();
      view.unmount();
    }

    stubApi(viewRoute(asked));
    const customerView = renderView('/amc/view/5', customer);
    expect((await screen.findByText('Renewal asked for on')).parentElement!).toHaveTextContent('10-03-2026');
    expect(screen.queryByRole('button', { name: 'Ask for renewal' })).not.toBeInTheDocument();
    customerView.unmount();
  });

  it("shows the office when the customer asked for the renewal, and keeps the office's Renew", async () => {
    stubApi(viewRoute(asked));
    renderView();
    expect((await screen.findByText('Renewal asked for on')).parentElement!).toHaveTextContent('10-03-2026');
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for renewal' })).not.toBeInTheDocument();
  });
  it('lets an administrator offer the renewal at an uplift, and then shows the open offer', async () => {
    const offer = {
      quotation_id: 44,
      quotation_no: 'QUO-00044',
      date: '2026-03-20',
      state: 'open' as const,
      start_date: '2027-01-31',
      end_date: '2028-01-30',
      price: '13271.60',
      total: '15660.49',
    };
    let sent = false;
    const calls = stubApi({
      // Once offered, the view is read again and answers the contract with its offer.
      'GET /amc/view/5': () => ({
        body: { message: 'AMC', data: makeAmcDetail({ renewal_offer: sent ? offer : null }) },
      }),
      ...settingsRoute('0'),
      'POST /amc/renewal-offer': () => {
        sent = true;
        return {
          body: {
            message: MSG.renewalOfferSent('priya@example.com'),
            data: makeAmcDetail({ renewal_offer: offer }),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderView('/amc/view/5', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Offer renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer the renewal' });
    const uplift = within(dialog).getByRole('textbox', { name: /^Uplift %/ });
    await user.clear(uplift);
    await user.type(uplift, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renewal-offer')).toEqual([
        { path: '/amc/renewal-offer', body: { id: 5, uplift_percent: '7.50' } },
      ]),
    );
    expect(await screen.findByText(MSG.renewalOfferSent('priya@example.com'))).toBeInTheDocument();
    const card = await screen.findByTestId('amc-renewal-offer');
    expect(card).toHaveTextContent('Waiting for the answer');
    expect(card).toHaveTextContent('QUO-00044');
    expect(card).toHaveTextContent('31-01-2027 – 30-01-2028');
    expect(card).toHaveTextContent('15,660.49');
    // The office does not answer for the customer.
    expect(within(card).queryByRole('button', { name: 'Accept the offer' })).not.toBeInTheDocument();
  });

  it('offers neither the offer nor its answer to an employee holding amc_add', async () => {
    stubApi(viewRoute());
    renderView(
      '/amc/view/5',
      makeUser({ id: 40, role_name: 'employee', permissions: [{ name: 'amc_view' }, { name: 'amc_add' }] }),
    );
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer renewal' })).not.toBeInTheDocument();
  });

  it('lets the customer accept its open offer after a confirmation, and opens the new term', async () => {
    const offered = makeAmcDetail({
      renewal_offer: {
        quotation_id: 44,
        quotation_no: 'QUO-00044',
        date: '2026-03-20',
        state: 'open',
        start_date: '2027-01-31',
        end_date: '2028-01-30',
        price: '12345.67',
        total: '14567.89',
      },
    });
    const renewal = makeAmcDetail({ id: 9, amc_no: 'AMC-00009', renews: { id: 5, amc_no: 'AMC-00005' } });
    const calls = stubApi({
      ...viewRoute(offered),
      ...viewRoute(renewal),
      'POST /amc/renewal-offer/answer': { message: MSG.renewalOfferAccepted, data: renewal },
    });
    const user = userEvent.setup();
    const { router } = renderView('/amc/view/5', customer);
    const card = await screen.findByTestId('amc-renewal-offer');
    await user.click(within(card).getByRole('button', { name: 'Accept the offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept the offer QUO-00044?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept the offer' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /amc/renewal-offer/answer')).toEqual([
        { path: '/amc/renewal-offer/answer', body: { id: 5, answer: 'accept' } },
      ]),
    );
    expect(await screen.findByText(MSG.renewalOfferAccepted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/amc/view/9'));
  });
});
