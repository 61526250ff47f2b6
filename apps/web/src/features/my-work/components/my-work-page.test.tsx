import type {
  TAmcDetail,
  TMyTimesheet,
  TMyWork,
  TMyWorkCustomer,
  TMyWorkVisit,
  TService,
} from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOutboxStoreForTests } from '../../../lib/offline/outbox';
import { makeUser } from '../../../test/fixtures';
import { equipmentRefOf, makeEquipment } from '../../../test/equipment-fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../../test/stub-api';
import { MyWorkPage } from './my-work-page';

const PRIYA: TMyWorkCustomer = {
  id: 7,
  full_name: 'Priya Sharma',
  address: '12 MG Road, Pune, 411001',
  phone: '98765 43210',
};

const visit = (id: number, date: string, overrides: Partial<TMyWorkVisit> = {}): TMyWorkVisit => ({
  id,
  service_no: `SRV-0000${id}`,
  title: 'Wet servicing',
  date,
  time: null,
  status: 'open',
  employee_status: 'approved',
  customer: PRIYA,
  amc: { id: 3, amc_no: 'AMC-00003' },
  products: ['Split AC'],
  equipment: [],
  next_action: 'complete',
  ...overrides,
});

const WORK: TMyWork = {
  today: '2026-11-24',
  contracts: [
    {
      id: 3,
      amc_no: 'AMC-00003',
      start_date: '2026-11-24',
      next_service_date: '2026-12-24',
      status: 'open',
      employee_status: 'pending',
      customer: { id: 8, full_name: 'Anil Mehta', address: null, phone: null },
      products: ['Window AC'],
      next_action: 'answer',
    },
  ],
  today_visits: [
    visit(1, '2026-11-24', { employee_status: 'pending', next_action: 'answer' }),
    visit(2, '2026-11-24', {
      title: 'Gas top-up',
      time: '14:30',
      equipment: [equipmentRefOf(makeEquipment({ customer: { ...PRIYA, email: 'priya@example.com' } }))],
    }),
  ],
  overdue: [visit(4, '2026-11-20')],
  upcoming: [],
  tasks: [
    {
      id: 9,
      name: 'Collect the cheque',
      description: 'From the Pune office',
      due_date: '2026-11-23',
      status: 'open',
      is_overdue: true,
      client: null,
      next_action: 'open',
    },
  ],
  complaints: [
    {
      id: 31,
      complaint_no: 'CMP-00031',
      description: 'The chiller stopped.',
      status: 'progress',
      priority: 'critical',
      due_at: '2020-01-01T10:00:00.000Z',
      warn_at: '2020-01-01T09:00:00.000Z',
      customer: { id: 5, full_name: 'Priya Sharma', address: null, phone: null },
      next_action: 'open',
    },
  ],
  more: {
    contracts: false,
    today_visits: false,
    overdue: false,
    upcoming: false,
    tasks: false,
    complaints: false,
  },
};

const EMPLOYEE = makeUser({
  id: 2,
  email: 'ravi@example.com',
  role_name: 'employee',
  permissions: [{ name: 'service_view' }, { name: 'service_approve' }, { name: 'amc_approve' }],
});

const person = (id: number, full_name: string) => ({ id, full_name });

/** The service as the server answers a decline: back to the admin, unassigned. */
const DECLINED_SERVICE: TService = {
  id: 1,
  service_no: 'SRV-00001',
  service_date: '2026-11-24',
  service_title: 'Wet servicing',
  service_label: null,
  status: 'open',
  customer: person(7, 'Priya Sharma'),
  assignTo: null,
  amc: { id: 3, amc_no: 'AMC-00003', customer: person(8, 'Anil Mehta') },
  sequence: 1,
  equipment: null,
  completed_date: null,
  employee_status: 'rejected',
  detail: null,
  charge: '0.00',
  remark: null,
  type: null,
  is_overdue: false,
  service_time: null,
  has_report: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

const ACCEPTED_CONTRACT: TAmcDetail = {
  id: 3,
  amc_no: 'AMC-00003',
  customer: { ...person(8, 'Anil Mehta'), email: 'anil@example.com' },
  products: [{ id: 5, code: 'AC-WIN', name: 'Window AC' }],
  equipment: [],
  start_date: '2026-11-24',
  end_date: '2027-08-24',
  status: 'open',
  assign_to: person(2, 'Ravi Kumar'),
  employee_status: 'approved',
  detail: 'Two window units',
  interval_months: 3,
  service_count: 4,
  description: null,
  note: null,
  attachment: null,
  next_service_date: '2026-11-24',
  price: '0.00',
  term_status: 'active',
  renews: null,
  renewed_by: null,
  cancelled_on: null,
  renewal_requested_at: null,
  billing_cycle: 'none',
  billing_tax: null,
  payment_days: 15,
  service_level: null,
  created_at: '2026-11-01T10:00:00.000Z',
  services: [],
  terms: [
    {
      id: 3,
      amc_no: 'AMC-00003',
      start_date: '2026-11-24',
      end_date: '2027-08-24',
      price: '0.00',
      term_status: 'active',
    },
  ],
  billing_periods: [],
  renewal_offer: null,
};

/** The employee's week: Monday's visit and task hours, Tuesday's night call. */
const WEEK: TMyTimesheet = {
  week: '2026-W49',
  start_date: '2026-11-30',
  end_date: '2026-12-06',
  days: [
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
  ].map((day, index) => ({
    day,
    travel_minutes: [30, 20][index] ?? 0,
    site_minutes: [90, 45][index] ?? 0,
    task_minutes: [90][index] ?? 0,
    visits: [1, 1][index] ?? 0,
  })),
  totals: { travel_minutes: 50, site_minutes: 135, task_minutes: 90, visits: 2 },
  task_hours: [],
};

function stubMyWork() {
  return stubApi({
    'GET /my-work/data': { message: 'My work', data: WORK },
    'GET /my-work/timesheet': { message: 'Timesheet', data: WEEK },
    'POST /task/hours': { message: 'Hours logged.', data: null },
    'POST /service/rejectEmployeeStatus': { message: 'Assignment declined.', data: DECLINED_SERVICE },
    'POST /amc/approveEmployeeStatus': { message: 'Assignment accepted.', data: ACCEPTED_CONTRACT },
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/dashboard/default', element: <MyWorkPage /> }], {
    path: '/dashboard/default',
    user: EMPLOYEE,
  });

const posts = (calls: TApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

// The outbox the hours go through lives in IndexedDB: a fresh one for each test.
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetOutboxStoreForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('MyWorkPage', () => {
  it('shows today, overdue, upcoming and tasks, each card with a map link, a call link and its next step', async () => {
    stubMyWork();
    renderPage();
    const today = await screen.findByRole('region', { name: 'Today' });
    const first = within(today).getByTestId('visit-1');
    expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(first).getByText('Split AC')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /12 MG Road/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Pune%2C%20411001',
    );
    expect(within(first).getByRole('link', { name: 'Call 98765 43210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(within(first).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // A visit planned for a time of day shows it beside the day.
    const second = screen.getByTestId('visit-2');
    expect(within(second).getByText('14:30')).toBeInTheDocument();
    // The machine to look at, by its serial; a link only for those who may open the equipment's page.
    expect(within(second).getByText('SN-1001').closest('div')).toHaveTextContent(
      'SN-1001 · Split AC 1.5 ton · Lobby',
    );
    expect(within(second).queryByRole('link', { name: 'SN-1001' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('visit-2')).getByRole('link', { name: 'Complete visit' }),
    ).toHaveAttribute('href', '/service/list?service.search=SRV-00002&service.overdue=all');
    expect(
      within(screen.getByRole('region', { name: 'Overdue' })).getByTestId('visit-4'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Next 7 days' })).getByText('No visits in the next 7 days.'),
    ).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText('Collect the cheque')).toBeInTheDocument();
    expect(within(tasks).getByText('Late')).toBeInTheDocument();
    // A complaint past its promised time says so, with its priority.
    const complaint = within(screen.getByRole('region', { name: 'Complaints' })).getByTestId('complaint-31');
    expect(within(complaint).getByText('Critical')).toBeInTheDocument();
    expect(within(complaint).getByText('Breached')).toBeInTheDocument();
  });

  it('declines a visit only after the confirmation, and accepts a contract at once', async () => {
    const calls = stubMyWork();
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByTestId('visit-1');
    await user.click(within(first).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The visit goes back to the administrator');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);

    await user.click(within(first).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Decline it' }),
    );
    await waitFor(() => expect(posts(calls)).toEqual([['/service/rejectEmployeeStatus', { id: 1 }]]));

    await user.click(within(screen.getByTestId('contract-3')).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        ['/service/rejectEmployeeStatus', { id: 1 }],
        ['/amc/approveEmployeeStatus', { id: 3 }],
      ]),
    );
  });

  it("shows the employee's week and sets a day's hours on a task through the phone's outbox", async () => {
    const calls = stubMyWork();
    const user = userEvent.setup();
    renderPage();
    const week = await screen.findByTestId('my-week');
    expect(within(screen.getByRole('region', { name: 'My week' })).getByTestId('my-week')).toBe(week);
    expect(screen.getByTestId('my-week-travel')).toHaveTextContent('0:50');
    expect(screen.getByTestId('my-week-site')).toHaveTextContent('2:15');
    expect(screen.getByTestId('my-week-tasks')).toHaveTextContent('1:30');
    expect(screen.getByTestId('my-week-total')).toHaveTextContent('4:35');
    // The weeks ahead are not there yet; the one before is.
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/my-work/timesheet').map((call) => call.url)).toHaveLength(
        2,
      ),
    );

    const task = screen.getByTestId('task-9');
    await user.click(within(task).getByRole('button', { name: 'Log hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hours on a task' });
    // No hours: refused on the phone, nothing queued or sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    expect(await within(dialog).findByText('Enter the hours, from 0 to 24.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Hours/), '1.5');
    await user.type(within(dialog).getByLabelText('Note'), 'Cheque collected');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        [
          '/task/hours',
          {
            task_id: 9,
            day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            minutes: 90,
            note: 'Cheque collected',
          },
        ],
      ]),
    );
    expect(await within(task).findByText('Sent')).toBeInTheDocument();
  });
});
