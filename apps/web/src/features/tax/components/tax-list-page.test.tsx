import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { bodiesSentTo, stubApi } from '../../../test/stub-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TaxListPage } from './tax-list-page';

const taxes = [
  { id: 7, name: 'GST 18%', percentage: '18.00', components: [], created_at: '2024-03-09T10:00:00.000Z' },
];

/** The tax list answers two rows' worth of page; /tax/store answers `storeAnswer`. */
function stubTaxApi(storeAnswer: { status: number; body: unknown }) {
  const calls = stubApi({
    'POST /tax/store': () => storeAnswer,
    'GET /tax/list': { data: taxes, meta: { total: 1, totalExact: true, page: 1, pageSize: 10 } },
  });
  return () => bodiesSentTo(calls, 'POST /tax/store');
}

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/tax/list', element: <TaxListPage /> }], { path: '/tax/list', user });

describe('TaxListPage', () => {
  it("validates with the contract and puts the server's issue on its field", async () => {
    const posts = stubTaxApi({
      status: 409,
      body: {
        error: true,
        message: 'This name already exists.',
        issues: [{ path: 'name', message: 'This name already exists.' }],
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('GST 18%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add tax' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax' });
    await user.click(screen.getAllByRole('button', { name: 'Add tax' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Tax name is required!')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Tax name/ }), 'GST 18%');
    await user.type(screen.getByRole('textbox', { name: /^Percentage/ }), '101');
    await user.click(screen.getAllByRole('button', { name: 'Add tax' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Percentage must be between 0 and 100')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Percentage/ }));
    await user.type(screen.getByRole('textbox', { name: /^Percentage/ }), '18');
    await user.click(screen.getAllByRole('button', { name: 'Add tax' }).at(-1) as HTMLElement);
    await waitFor(() => expect(posts()).toEqual([{ name: 'GST 18%', percentage: '18', components: [] }]));
    expect(await screen.findAllByText('This name already exists.')).not.toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('splits a tax as GST in one click, and refuses components that do not add up to the rate', async () => {
    const posts = stubTaxApi({ status: 200, body: { message: 'Tax added successfully.', data: taxes[0] } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add tax' }));
    await screen.findByRole('dialog', { name: 'Add tax' });
    await user.type(screen.getByRole('textbox', { name: /^Tax name/ }), 'GST 18% split');
    await user.type(screen.getByRole('textbox', { name: /^Percentage/ }), '18');
    await user.click(screen.getByRole('button', { name: 'Split as GST (CGST + SGST, IGST)' }));
    expect(
      screen.getAllByRole('textbox', { name: 'Rate' }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['9.00', '9.00', '18.00']);
    // One part taken away: within the state no longer adds up to 18%.
    await user.click(screen.getAllByRole('button', { name: 'Remove this component' })[1]!);
    await user.click(screen.getAllByRole('button', { name: 'Add tax' }).at(-1) as HTMLElement);
    expect(
      await screen.findByText(
        "The components charged within the state, and those charged across states, must each add up to the tax's percentage.",
      ),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Split as GST (CGST + SGST, IGST)' }));
    await user.click(screen.getAllByRole('button', { name: 'Add tax' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          name: 'GST 18% split',
          percentage: '18',
          components: [
            { name: 'CGST', percentage: '9.00', applies: 'within_state' },
            { name: 'SGST', percentage: '9.00', applies: 'within_state' },
            { name: 'IGST', percentage: '18.00', applies: 'across_states' },
          ],
        },
      ]),
    );
  });

  it('offers only reading to a member who holds tax_view alone', async () => {
    stubTaxApi({ status: 200, body: {} });
    renderPage(makeUser({ role_name: 'employee', permissions: [{ name: 'tax_view' }] }));
    expect(await screen.findByText('GST 18%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add tax' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
