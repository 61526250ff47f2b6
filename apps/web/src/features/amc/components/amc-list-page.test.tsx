import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
import { AmcListPage } from './amc-list-page';
import { AMC_EMPLOYEE, makeAmc, makeAmcDetail, PICKER_ROUTES } from './amc-test-fixtures';

const pending = makeAmc({ id: 6, amc_no: 'AMC-00006', employee_status: 'pending', status: 'open' });
const done = makeAmc({
  id: 7,
  amc_no: 'AMC-00007',
  status: 'closed',
  next_service_date: null,
  price: '12345.67',
  term_status: 'renewed',
});

/** The AMC list answers two contracts; writes are recorded with their bodies. */
function stubAmcApi() {
  const calls = stubApi({
    ...PICKER_ROUTES,
    'GET /amc/list': { data: [pending, done], meta: { total: 2, totalExact: true, page: 1, pageSize: 10 } },
    'POST /amc/deleteMultiAmc': { message: 'AMCs deleted successfully.', data: { ids: [6, 7] } },
    'POST /amc/approveEmployeeStatus': {
      message: 'Assignment accepted.',
      data: makeAmcDetail({ ...pending, employee_status: 'approved' }),
    },
  });
  return {
    posts: () => callsTo(calls, 'POST /amc/deleteMultiAmc', 'POST /amc/approveEmployeeStatus'),
    lists: () => calls.filter((call) => call.path === '/amc/list').map((call) => call.url),
  };
}

afterEach(() => vi.unstubAllGlobals());

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/amc/list', element: <AmcListPage /> }], { path: '/amc/list', user });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('AmcListPage', () => {
  it('lists the contracts with their status, term, assignee and next service ("NA" when none)', async () => {
    const { lists } = stubAmcApi();
    renderPage();
    expect(await screen.findByText('AMC-00006')).toBeInTheDocument();
    const first = rowOf('AMC-00006');
    expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(first).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    // The products wait in the columns menu (hidden at first): the list fits a laptop's width.
    expect(within(first).queryByText('Split AC 1.5 ton')).not.toBeInTheDocument();
    expect(within(rowOf('AMC-00007')).getByText('NA')).toBeInTheDocument();
    expect(within(rowOf('AMC-00007')).getByText('Closed')).toBeInTheDocument();
    // The term of each contract (its price is a column chosen from the menu).
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('AMC-00007')).getByText('Renewed')).toBeInTheDocument();
    expect(lists()[0]).toContain('/api/amc/list?');
    expect(screen.getByRole('button', { name: 'Add AMC' })).toBeInTheDocument();
  });

  it('deletes the selected contracts after "Are you sure?" / "Yes, Delete it"', async () => {
    const { posts } = stubAmcApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('AMC-00006');
    await user.click(within(rowOf('AMC-00006')).getByRole('checkbox'));
    await user.click(within(rowOf('AMC-00007')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/amc/deleteMultiAmc', body: { ids: [6, 7] } }]));
    expect(await screen.findByText('AMCs deleted successfully.')).toBeInTheDocument();
  });

  it('offers its assignee Accept on a pending contract, and only viewing to a member with amc_view and amc_approve', async () => {
    const { posts } = stubAmcApi();
    const user = userEvent.setup();
    renderPage(
      makeUser({
        id: AMC_EMPLOYEE.id,
        role_name: 'employee',
        permissions: [{ name: 'amc_view' }, { name: 'amc_approve' }],
      }),
    );
    await screen.findByText('AMC-00006');
    expect(screen.queryByRole('button', { name: 'Add AMC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('AMC-00006')).getAllByRole('button', { name: 'View' })).toHaveLength(1);
    // Only the pending contract waits for an answer.
    expect(within(rowOf('AMC-00007')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(rowOf('AMC-00006')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/amc/approveEmployeeStatus', body: { id: 6 } }]));
    expect(await screen.findByText('Assignment accepted.')).toBeInTheDocument();
  });

  it('does not offer Accept to an employee the contract is not assigned to', async () => {
    stubAmcApi();
    renderPage(
      makeUser({
        id: 99,
        role_name: 'employee',
        permissions: [{ name: 'amc_view' }, { name: 'amc_approve' }],
      }),
    );
    await screen.findByText('AMC-00006');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('offers no Edit on a cancelled contract: it is no longer changed', async () => {
    const cancelled = makeAmc({
      id: 8,
      amc_no: 'AMC-00008',
      term_status: 'cancelled',
      cancelled_on: '2026-03-01',
    });
    stubApi({
      ...PICKER_ROUTES,
      'GET /amc/list': {
        data: [pending, cancelled],
        meta: { total: 2, totalExact: true, page: 1, pageSize: 10 },
      },
    });
    renderPage();
    await screen.findByText('AMC-00008');
    expect(within(rowOf('AMC-00008')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rowOf('AMC-00008')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(rowOf('AMC-00008')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(rowOf('AMC-00006')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
