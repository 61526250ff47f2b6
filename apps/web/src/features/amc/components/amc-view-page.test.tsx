import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { equipmentRefOf, makeEquipment } from '../../../test/equipment-fixtures';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi, type TApiRoutes } from '../../../test/stub-api';
import { AmcViewPage } from './amc-view-page';
import { AMC_CUSTOMER, makeAmc, makeAmcDetail, termOf } from './amc-test-fixtures';

const renderView = (path = '/amc/view/5', user = makeUser()) =>
  renderRoutes([{ path: '/amc/view/:id', element: <AmcViewPage /> }], { path, user });

const viewRoute = (detail = makeAmcDetail()): TApiRoutes => ({
  [`GET /amc/view/${detail.id}`]: { message: 'AMC', data: detail },
});

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

describe('AmcViewPage', () => {
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
});
