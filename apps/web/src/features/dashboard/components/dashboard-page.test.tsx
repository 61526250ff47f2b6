import type { TDashboardData, TService, TWorkStatus } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../../test/stub-api';
import { DashboardPage } from './dashboard-page';

const person = (id: number, full_name: string) => ({ id, full_name });

const service = (id: number, date: string, title: string, status: TWorkStatus = 'open'): TService => ({
  id,
  service_no: `SRV-0000${id}`,
  service_date: date,
  service_title: title,
  service_label: null,
  status,
  customer: person(7, 'Priya Sharma'),
  assignTo: person(2, 'Ravi Kumar'),
  amc: { id: 3, amc_no: 'AMC-00003', customer: person(7, 'Priya Sharma') },
  sequence: 2,
  equipment: null,
  completed_date: null,
  employee_status: 'approved',
  detail: null,
  charge: '1500.00',
  remark: null,
  type: null,
  is_overdue: date < '2026-11-23' && status !== 'closed',
  service_time: null,
  has_report: false,
  created_at: '2026-11-01T10:00:00.000Z',
});

const ADMIN_DATA: TDashboardData = {
  today: '2026-11-23',
  month: '2026-11',
  counts: { employees: 5, clients: 12, complaints: 9, products: 17, services: 40 },
  complaint_status: { open: 3, pending: 2, progress: 1, waiting: 0, closed: 3 },
  service_status: { open: 30, pending: 2, progress: 3, closed: 5 },
  daily_complaints: {
    today: 2,
    days: ['17', '18', '19', '20', '21', '22', '23'].map((d, i) => ({ date: `2026-11-${d}`, count: i % 3 })),
  },
  smart_summary: {
    overdue_services: 4,
    services_due_this_week: 6,
    open_complaints_older_than_7_days: 1,
    complaints_at_risk: 3,
    complaints_breached: 1,
    contracts_ending_within_30_days: 2,
    money_overdue: { bills: 3, amount: '45000.00' },
    money_owed: '60000.00',
  },
  recent_complaints: [
    {
      id: 11,
      complaint_no: 'CMP-00011',
      customer: { id: 7, full_name: 'Priya Sharma', email: 'priya@example.com' },
      product: null,
      equipment: null,
      chargeable: false,
      reported_by_scan: null,
      date: '2026-11-22',
      complaint_type: { id: 1, name: 'Not cooling' },
      description: 'Showroom AC blows warm air.',
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
      created_at: '2026-11-22T09:00:00.000Z',
    },
  ],
  upcoming_services: [service(21, '2026-11-24', 'Remote replacement')],
  amc_services_this_month: [service(22, '2026-11-20', 'AMC-00003 service 2 of 4')],
  amc_services_this_month_more: false,
  calendar: [
    { date: '2026-11-03', kind: 'amc_start', title: 'AMC-00003', status: 'progress', id: 3 },
    { date: '2026-11-20', kind: 'service', title: 'AMC-00003 service 2 of 4', status: 'open', id: 22 },
    { date: '2026-11-25', kind: 'task', title: 'Site survey', status: 'pending', id: 5 },
    ...[31, 32, 33, 34].map((id) => ({
      date: '2026-11-27',
      kind: 'service' as const,
      title: `Busy day visit ${id}`,
      status: 'open' as const,
      id,
    })),
  ],
};

const DECEMBER: TDashboardData = {
  ...ADMIN_DATA,
  month: '2026-12',
  calendar: [{ date: '2026-12-05', kind: 'amc_end', title: 'AMC-00003', status: 'progress', id: 3 }],
};

/** The dashboard answers `answer(month)`; the returned function lists the months asked for. */
function stubDashboard(answer: (month: string | null) => TDashboardData) {
  const calls = stubApi({
    'GET /dashboard/data': ({ searchParams }: TApiCall) => ({
      body: { message: 'Dashboard', data: answer(searchParams.get('month')) },
    }),
  });
  return () => calls.map((call) => call.searchParams.get('month'));
}

const renderDashboard = (user = makeUser()) =>
  renderRoutes([{ path: '/dashboard/default', element: <DashboardPage /> }], {
    path: '/dashboard/default',
    user,
  });

describe('DashboardPage', () => {
  it('shows the admin every figure, the lists and a calendar whose entries lead to their pages', async () => {
    const months = stubDashboard((month) => (month === '2026-12' ? DECEMBER : ADMIN_DATA));
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByTestId('count-employees')).toHaveTextContent('5');
    expect(screen.getByTestId('count-clients')).toHaveTextContent('12');
    expect(screen.getByTestId('count-products')).toHaveTextContent('17');
    expect(screen.getByTestId('count-services')).toHaveTextContent('40');
    // The charts arrive after the figures (a chunk of their own).
    expect(await screen.findByTestId('complaint-status-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('service-status-progress')).toHaveTextContent('3');
    expect(screen.getByTestId('smart-overdue')).toHaveTextContent('4');
    expect(screen.getByTestId('smart-ending')).toHaveTextContent('2');
    // The promises on complaints: nearly broken and broken, each opening the complaint list so filtered.
    expect(screen.getByTestId('smart-atRisk')).toHaveTextContent('3');
    expect(screen.getByTestId('smart-breached')).toHaveTextContent('1');
    expect(screen.getByTestId('smart-breached').closest('a')).toHaveAttribute(
      'href',
      '/complaint/list?complaint.due_at=breached',
    );
    expect(screen.getByTestId('smart-moneyOverdue')).toHaveTextContent('₹45,000.00');
    const moneyOverdue = screen.getByRole('link', { name: /Money overdue/ });
    expect(moneyOverdue).toHaveTextContent('Unpaid bills past their due date: 3');
    expect(moneyOverdue).toHaveAttribute('href', '/sales/list?sale.overdue=true');
    // All that bills still owe leads to the receivables by age.
    expect(screen.getByTestId('smart-moneyOwed')).toHaveTextContent('₹60,000.00');
    expect(screen.getByRole('link', { name: /Money owed/ })).toHaveAttribute(
      'href',
      '/report/list?report=receivables',
    );
    expect(screen.getByText('Today: 2')).toBeInTheDocument();
    expect(screen.getByText('CMP-00011 · Priya Sharma')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('upcoming-services')).getByText('Remote replacement'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('amc-services-month')).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('amc-services-month')).getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByTestId('amc-services-month-more')).not.toBeInTheDocument();

    expect(screen.getByTestId('calendar-month')).toHaveTextContent('November 2026');
    const start = screen.getByRole('link', { name: 'Contract starts: AMC-00003 (Progress)' });
    expect(start).toHaveAttribute('href', '/amc/view/3');
    const visit = screen.getByRole('link', { name: 'Service: AMC-00003 service 2 of 4 (Open)' });
    expect(visit).toHaveAttribute('href', '/service/list?service.from=2026-11-20&service.to=2026-11-20');
    expect(screen.getByRole('link', { name: 'Task due: Site survey (Pending)' })).toHaveAttribute(
      'href',
      '/task/list?task.search=Site+survey',
    );
    // A busy day shows two entries and keeps the rest behind "+2 more".
    const busy = document.querySelector('[data-date="2026-11-27"]') as HTMLElement;
    expect(within(busy).getAllByRole('link')).toHaveLength(2);
    await user.click(within(busy).getByRole('button', { name: '+2 more' }));
    expect(
      await screen.findByRole('link', { name: 'Service: Busy day visit 34 (Open)' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(screen.getByTestId('calendar-month')).toHaveTextContent('December 2026'));
    expect(
      await screen.findByRole('link', { name: 'Contract ends: AMC-00003 (Progress)' }),
    ).toBeInTheDocument();
    expect(months()).toEqual([null, '2026-12']);

    // Two quick clicks move two months, whatever has been answered in between.
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(screen.getByTestId('calendar-month')).toHaveTextContent('October 2026'));
    await waitFor(() => expect(months().at(-1)).toBe('2026-10'));
  });

  it("leaves out what a customer may not see, and offers no link to a page it can't open", async () => {
    stubDashboard(() => ({
      ...ADMIN_DATA,
      counts: { employees: null, clients: null, complaints: 1, products: null, services: 3 },
      daily_complaints: {
        today: 0,
        days: ADMIN_DATA.daily_complaints!.days.map((d) => ({ ...d, count: 0 })),
      },
      smart_summary: {
        ...ADMIN_DATA.smart_summary,
        contracts_ending_within_30_days: null,
        money_overdue: null,
        money_owed: null,
      },
    }));
    renderDashboard(
      makeUser({
        role_name: 'customer',
        permissions: [{ name: 'dashboard_view' }, { name: 'complaint_view' }, { name: 'service_view' }],
      }),
    );

    expect(await screen.findByTestId('count-complaints')).toHaveTextContent('1');
    expect(screen.queryByTestId('count-employees')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-products')).not.toBeInTheDocument();
    expect(screen.queryByTestId('smart-ending')).not.toBeInTheDocument();
    expect(screen.queryByTestId('smart-moneyOverdue')).not.toBeInTheDocument();
    expect(screen.queryByTestId('smart-moneyOwed')).not.toBeInTheDocument();
    expect(await screen.findByText('Daily complaint summary not available.')).toBeInTheDocument();
    // No amc_view and no admin: the contract and task entries are shown, not linked; its services are.
    expect(screen.queryByRole('link', { name: /Contract starts/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Contract starts: AMC-00003 (Progress)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Task due/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Service: AMC-00003 service 2 of 4 (Open)' }),
    ).toBeInTheDocument();
  });

  it("says the month's AMC services go on, and links to the month in the service list", async () => {
    stubDashboard(() => ({ ...ADMIN_DATA, amc_services_this_month_more: true }));
    renderDashboard();

    const more = await screen.findByTestId('amc-services-month-more');
    expect(more).toHaveTextContent('Showing the first 1.');
    expect(
      within(more).getByRole('link', { name: "See all of this month's services in the service list" }),
    ).toHaveAttribute('href', '/service/list?service.from=2026-11-01&service.to=2026-11-30');
  });
});
