import { MSG } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeService, makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { ServiceListPage } from './service-list-page';
import { stubServiceApi } from './service-test-api';

const overdue = makeService({
  id: 41,
  service_no: 'SRV-00041',
  is_overdue: true,
  employee_status: 'pending',
});
const done = makeService({
  id: 42,
  service_no: 'SRV-00042',
  status: 'closed',
  completed_date: '2024-03-08',
  amc: { id: 3, amc_no: 'AMC-00003', customer: { id: 5, full_name: 'Priya Sharma' } },
  sequence: 1,
});

const employee = makeUser({
  id: 6,
  full_name: 'Ravi Kumar',
  role_name: 'employee',
  permissions: [{ name: 'service_view' }, { name: 'service_edit' }, { name: 'service_approve' }],
});

const renderPage = (user = makeUser(), path = '/service/list') =>
  renderRoutes([{ path: '/service/list', element: <ServiceListPage /> }], { path, user });

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('ServiceListPage', () => {
  it('opens on the due services, marks an overdue one and filters the list by overdue on the server', async () => {
    const { listQueries } = stubServiceApi([overdue, done], () => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();

    expect(within(rowOf('SRV-00041')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('SRV-00042')).queryByText('Overdue')).not.toBeInTheDocument();
    // A generated service names its contract with the customer; the one-off visit says so.
    expect(within(rowOf('SRV-00042')).getByText('AMC-00003')).toBeInTheDocument();
    expect(within(rowOf('SRV-00041')).getByText('One-off')).toBeInTheDocument();
    // A done service offers no "Complete".
    expect(within(rowOf('SRV-00041')).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(within(rowOf('SRV-00042')).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();

    // The list opens on the due services: the overdue ones first, then those from today on.
    expect(listQueries()[0]?.get('filters')).toBe('{"due":true}');
    expect(screen.getByRole('radio', { name: 'Due' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Overdue' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('filters')).toBe('{"overdue":"true"}'));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('filters')).toBeNull());
    // Back to the opening view with the filters cleared.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('filters')).toBe('{"due":true}'));
    expect(screen.getByRole('radio', { name: 'Due' })).toBeChecked();
  });

  it("shows every service of a date range from the dashboard's link, and the due ones of it when asked", async () => {
    const { listQueries } = stubServiceApi([overdue, done], () => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderPage(makeUser(), '/service/list?service.from=2026-11-01&service.to=2026-11-30');
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();
    expect(listQueries()[0]?.get('filters')).toBe('{"from":"2026-11-01","to":"2026-11-30"}');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Due' }));
    await waitFor(() =>
      expect(listQueries().at(-1)?.get('filters')).toBe('{"due":true,"from":"2026-11-01","to":"2026-11-30"}'),
    );
  });

  it('lets the pending assignee accept or decline, with a confirmation before declining', async () => {
    const { writes, listQueries } = stubServiceApi([overdue, done], (write) => ({
      status: 200,
      body: {
        message: write.path.endsWith('approveEmployeeStatus')
          ? MSG.assignmentAccepted
          : MSG.assignmentDeclined,
        data: overdue,
      },
    }));
    const user = userEvent.setup();
    renderPage(employee);
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();
    expect(within(rowOf('SRV-00042')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const loads = listQueries().length;
    await user.click(within(rowOf('SRV-00041')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(MSG.assignmentAccepted)).toBeInTheDocument();
    expect(writes()).toEqual([{ path: '/service/approveEmployeeStatus', body: { id: 41 } }]);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(loads));

    await user.click(within(rowOf('SRV-00041')).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Decline it' }));
    expect(await screen.findByText(MSG.assignmentDeclined)).toBeInTheDocument();
    expect(writes().at(-1)).toEqual({ path: '/service/rejectEmployeeStatus', body: { id: 41 } });
  });

  it('opens the completion page from "Complete", and deletes only after "Yes, Delete it"', async () => {
    const { writes } = stubServiceApi([overdue, done], () => ({
      status: 200,
      body: { message: MSG.servicesDeleted, data: { ids: [41, 42] } },
    }));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/service/list', element: <ServiceListPage /> },
        { path: '/service/complete/:id', element: <p>completion page</p> },
      ],
      { path: '/service/list', user: makeUser() },
    );
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();

    // One completion screen: the row's "Complete" leads to it, carrying the row to show the visit offline.
    await user.click(within(rowOf('SRV-00041')).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('completion page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/service/complete/41');
    expect((router.state.location.state as { service: { id: number } }).service.id).toBe(41);
    expect(writes()).toEqual([]);
    await router.navigate('/service/list');
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows of this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(writes()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({ path: '/service/deleteMultiService', body: { ids: [41, 42] } });
  });
});
