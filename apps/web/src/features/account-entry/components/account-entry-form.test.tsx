import type { TAccountEntry, TAccountEntryKind, TMonthlyReport } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
import { AccountEntryListPage } from './account-entry-list-page';

const rent: TAccountEntry = {
  id: 21,
  title: 'Office rent',
  label: 'Rent',
  amount: '45000.00',
  date: '2024-03-01',
  note: null,
  created_by: { id: 1, full_name: 'Admin' },
  created_at: '2024-03-01T09:00:00.000Z',
};

const emptyYear = (kind: TAccountEntryKind): { message: string; data: TMonthlyReport } => ({
  message: `No data available in ${kind} report`,
  data: { start_date: '2024-01-01', end_date: '2024-12-31', months: [], total: '0.00' },
});

/** The kind's list answers one row, its report an empty year; writes answer `writeAnswer`. */
function stubAccountEntryApi(kind: TAccountEntryKind, writeAnswer: { status: number; body: unknown }) {
  const calls = stubApi({
    [`POST /${kind}/store`]: () => writeAnswer,
    [`POST /${kind}/update`]: () => writeAnswer,
    [`POST /${kind}/monthly/report`]: emptyYear(kind),
    [`GET /${kind}/list`]: { data: [rent], meta: { total: 1, totalExact: true, page: 1, pageSize: 10 } },
  });
  return () => callsTo(calls, `POST /${kind}/store`, `POST /${kind}/update`);
}

const renderPage = (kind: TAccountEntryKind, user = makeUser()) =>
  renderRoutes([{ path: `/${kind}/list`, element: <AccountEntryListPage kind={kind} /> }], {
    path: `/${kind}/list`,
    user,
  });

describe('Income and expense form', () => {
  it("checks every field with the contract, sends the normalised amount and keeps the server's issue", async () => {
    const writes = stubAccountEntryApi('expense', {
      status: 400,
      body: {
        error: true,
        message: 'Label is required!',
        issues: [{ path: 'label', message: 'Label is required!' }],
      },
    });
    const user = userEvent.setup();
    renderPage('expense');
    expect(await screen.findByText('Office rent')).toBeInTheDocument();
    expect(await screen.findByText('No data available in expense report')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await within(dialog).findByText('Title is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('Label is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Fuel for vans');
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Transport');
    await user.type(amount, '0');
    await user.click(save);
    expect(await within(dialog).findByText('Amount must be greater than 0')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.999');
    await user.click(save);
    expect(
      await within(dialog).findByText('Amount must be a number with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1250.5');
    await user.click(save);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/expense/store',
      body: {
        title: 'Fuel for vans',
        label: 'Transport',
        amount: '1250.50',
        date: dayjs().format('YYYY-MM-DD'),
      },
    });
    expect(await within(dialog).findByText('Label is required!')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('edits an income from its stored values', async () => {
    const writes = stubAccountEntryApi('income', {
      status: 200,
      body: { message: 'Income updated successfully.', data: { ...rent, amount: '46000.25' } },
    });
    const user = userEvent.setup();
    renderPage('income');
    expect(await screen.findByText('Office rent')).toBeInTheDocument();
    expect(screen.getByText('₹45,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit income' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('45000.00');
    await user.clear(amount);
    await user.type(amount, '46000.25');
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'New lease');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/income/update',
      body: {
        id: 21,
        title: 'Office rent',
        label: 'Rent',
        amount: '46000.25',
        date: '2024-03-01',
        note: 'New lease',
      },
    });
    expect(await screen.findByText('Income updated successfully.')).toBeInTheDocument();
  });

  it('offers only reading to a member who holds income_view alone', async () => {
    stubAccountEntryApi('income', { status: 200, body: {} });
    const user = userEvent.setup();
    renderPage('income', makeUser({ role_name: 'employee', permissions: [{ name: 'income_view' }] }));
    expect(await screen.findByText('Office rent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add income' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Income details' });
    expect(within(dialog).getByText('Rent')).toBeInTheDocument();
    expect(within(dialog).getByText('Admin')).toBeInTheDocument();
  });
});
