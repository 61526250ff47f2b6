import { MSG, type TTaxDetail } from '@amc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { bodiesSentTo, stubApi, type TApiRoutes } from '../../../test/stub-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TaxViewPage } from './tax-view-page';

const tax = (usage: TTaxDetail['usage']): TTaxDetail => ({
  id: 7,
  name: 'GST 18%',
  components: [],
  percentage: '18.00',
  created_at: '2024-03-09T10:00:00.000Z',
  updated_at: '2024-04-01T08:30:00.000Z',
  usage,
});

function renderPage(routes: TApiRoutes, user = makeUser(), path = '/tax/view/7') {
  const calls = stubApi(routes);
  const view = renderRoutes(
    [
      { path: '/tax/view/:id', element: <TaxViewPage /> },
      { path: '/tax/list', element: <p>The tax list</p> },
    ],
    { path, user },
  );
  return { calls, ...view };
}

describe('TaxViewPage', () => {
  it('shows the tax, its dates and the quotations and sales that carry it; an in-use tax cannot be deleted', async () => {
    renderPage({ 'GET /tax/view/7': { message: 'Tax', data: tax({ quotations: 3, sales: 12 }) } });
    expect(await screen.findByRole('heading', { name: 'GST 18%' })).toBeInTheDocument();
    expect(screen.getAllByText('18.00%')).not.toHaveLength(0);
    expect(screen.getByText('Last updated')).toBeInTheDocument();
    expect(screen.getByTestId('tax-usage-quotations')).toHaveTextContent('3');
    expect(screen.getByTestId('tax-usage-sales')).toHaveTextContent('12');
    expect(screen.getByText(/It cannot be deleted while quotations or sales carry it\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it("deletes an unused tax after SPEC's confirmation and returns to the list", async () => {
    const { calls } = renderPage({
      'GET /tax/view/7': { message: 'Tax', data: tax({ quotations: 0, sales: 0 }) },
      'POST /tax/delete': { message: 'Tax deleted successfully.', data: { ids: [7] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(bodiesSentTo(calls, 'POST /tax/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    expect(await screen.findByText('The tax list')).toBeInTheDocument();
    expect(bodiesSentTo(calls, 'POST /tax/delete')).toEqual([{ id: 7 }]);
    expect(await screen.findByText('Tax deleted successfully.')).toBeInTheDocument();
    // The deleted tax is not asked for again (it would only answer 404).
    expect(calls.filter((call) => call.path === '/tax/view/7')).toHaveLength(1);
  });

  it('edits the tax in the dialog and shows the new rate', async () => {
    let current = tax({ quotations: 0, sales: 1 });
    const { calls } = renderPage({
      'GET /tax/view/7': () => ({ body: { message: 'Tax', data: current } }),
      'POST /tax/update': () => {
        current = { ...current, percentage: '12.00' };
        return { body: { message: 'Tax updated successfully.', data: current } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const rate = await screen.findByRole('textbox', { name: /^Percentage/ });
    await user.clear(rate);
    await user.type(rate, '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /tax/update')).toEqual([
        { id: 7, name: 'GST 18%', percentage: '12', components: [] },
      ]),
    );
    expect(await screen.findAllByText('12.00%')).not.toHaveLength(0);
  });

  it('offers only reading to a member who holds tax_view alone', async () => {
    renderPage(
      { 'GET /tax/view/7': { message: 'Tax', data: tax({ quotations: 0, sales: 0 }) } },
      makeUser({ role_name: 'employee', permissions: [{ name: 'tax_view' }] }),
    );
    expect(await screen.findByRole('heading', { name: 'GST 18%' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("shows the server's refusal for an unknown tax", async () => {
    renderPage({
      'GET /tax/view/7': () => ({ status: 404, body: { error: true, message: MSG.notFound } }),
    });
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('names a bad address as a missing tax without calling the API', async () => {
    const { calls } = renderPage({}, makeUser(), '/tax/view/abc');
    expect(await screen.findByText('This tax does not exist.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
