import type {
  TComplaintReport,
  TRenewalReport,
  TSaleReport,
  TServiceReport,
  TTaxReport,
  TPromiseReport,
  TRatingReport,
} from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, stubApi } from '../../../test/stub-api';
import { ReportPage } from './report-page';

const MONTH = {
  start_date: dayjs().startOf('month').format('YYYY-MM-DD'),
  end_date: dayjs().endOf('month').format('YYYY-MM-DD'),
};

const SALE: TSaleReport = {
  ...MONTH,
  totals: {
    count: 2,
    gross_total: '1201.09',
    tax_total: '216.20',
    discount_total: '50.01',
    total: '1367.28',
    paid_total: '1230.05',
    due_total: '137.23',
    credited_total: '0.00',
    net_total: '1367.28',
    refunded_total: '0.00',
    received_net: '0.00',
  },
  months: [
    {
      month: MONTH.start_date.slice(0, 7),
      count: 2,
      total: '1367.28',
      paid_total: '1230.05',
      credited_total: '0.00',
      refunded_total: '0.00',
    },
  ],
  rows: [
    {
      id: 1,
      sale_no: 'SAL-00001',
      customer: { id: 4, full_name: 'Priya Sharma' },
      date: MONTH.start_date,
      total: '1130.00',
      paid_total: '1130.00',
      due: '0.00',
      payment_status: 'paid',
    },
    {
      id: 2,
      sale_no: 'SAL-00002',
      customer: { id: 5, full_name: 'Bilal Khan' },
      date: MONTH.end_date,
      total: '237.28',
      paid_total: '100.05',
      due: '137.23',
      payment_status: 'partial',
    },
  ],
  meta: { total: 2, totalExact: true, page: 1, pageSize: 10 },
};

const EMPTY_SERVICE: TServiceReport = {
  ...MONTH,
  totals: { count: 0, overdue: 0, charge_total: '0.00' },
  by_status: (['open', 'pending', 'progress', 'closed'] as const).map((status) => ({
    status,
    count: 0,
    charge_total: '0.00',
  })),
  months: [],
  rows: [],
  meta: { total: 0, totalExact: true, page: 1, pageSize: 10 },
};

const COMPLAINT: TComplaintReport = {
  ...MONTH,
  totals: { count: 1, charge_total: '250.75' },
  by_status: (['open', 'pending', 'progress', 'closed'] as const).map((status) => ({
    status,
    count: status === 'open' ? 1 : 0,
    charge_total: status === 'open' ? '250.75' : '0.00',
  })),
  by_type: [{ type_id: 3, type: 'Noise', count: 1, charge_total: '250.75' }],
  months: [{ month: MONTH.start_date.slice(0, 7), count: 1, charge_total: '250.75' }],
  rows: [
    {
      id: 9,
      complaint_no: 'CMP-00009',
      customer: { id: 4, full_name: 'Priya Sharma' },
      product: 'Split AC',
      complaint_date: MONTH.start_date,
      complaint_type: 'Noise',
      assigned_to: null,
      status: 'open',
      charge: '250.75',
    },
  ],
  meta: { total: 1, totalExact: true, page: 1, pageSize: 10 },
};

const NEXT_MONTH = dayjs(MONTH.start_date).add(1, 'month').format('YYYY-MM');

const RENEWAL: TRenewalReport = {
  ...MONTH,
  totals: {
    due: 4,
    renewed: 2,
    lapsed: 1,
    awaiting: 1,
    renewal_rate: 66.7,
    value_due: '4000.00',
    value_kept: '2150.50',
  },
  months: [
    {
      month: MONTH.start_date.slice(0, 7),
      due: 3,
      renewed: 2,
      lapsed: 1,
      awaiting: 0,
      renewal_rate: 66.7,
      value_due: '3000.00',
      value_kept: '2150.50',
    },
    {
      month: NEXT_MONTH,
      due: 1,
      renewed: 0,
      lapsed: 0,
      awaiting: 1,
      renewal_rate: null,
      value_due: '1000.00',
      value_kept: '0.00',
    },
  ],
};

const FIGURES = {
  complaints: 4,
  responded_in_time: 3,
  responded_late: 1,
  resolved_in_time: 2,
  resolved_late: 1,
  kept_rate: 66.7,
  avg_response_hours: 1.5,
  avg_resolution_hours: 6.25,
};
const PROMISES: TPromiseReport = {
  ...MONTH,
  totals: FIGURES,
  months: [{ month: MONTH.start_date.slice(0, 7), ...FIGURES }],
  employees: [
    { employee: { id: 7, full_name: 'Ravi Kumar' }, ...FIGURES, complaints: 3 },
    { employee: null, ...FIGURES, complaints: 1, kept_rate: null, avg_resolution_hours: null },
  ],
  priorities: [{ priority: 'critical', ...FIGURES }],
};

const RAVI = { id: 7, full_name: 'Ravi Kumar' };
const RATINGS: TRatingReport = {
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  totals: { ratings: 3, average: 3.7, low: 1 },
  months: [{ month: '2026-11', ratings: 3, average: 3.7, low: 1 }],
  employees: [{ employee: RAVI, ratings: 3, average: 3.7, low: 1 }],
  employee_months: [{ month: '2026-11', employee: RAVI, ratings: 3, average: 3.7, low: 1 }],
};

const TAX: TTaxReport = {
  ...MONTH,
  totals: {
    taxable_billed: '1200.00',
    taxable_credited: '100.00',
    taxable_total: '1100.00',
    tax_total: '198.00',
  },
  components: [
    { name: 'CGST', amount: '90.00' },
    { name: 'SGST', amount: '90.00' },
    { name: 'IGST', amount: '18.00' },
  ],
  rows: [
    {
      tax_id: 1,
      tax_name: 'GST 18%',
      tax_percent: '18.00',
      inter_state: false,
      taxable_billed: '1000.00',
      taxable_credited: '0.00',
      taxable_total: '1000.00',
      tax_total: '180.00',
      parts: [
        { name: 'CGST', percent: '9.00', amount: '90.00' },
        { name: 'SGST', percent: '9.00', amount: '90.00' },
      ],
    },
    {
      tax_id: 1,
      tax_name: 'GST 18%',
      tax_percent: '18.00',
      inter_state: true,
      taxable_billed: '200.00',
      taxable_credited: '100.00',
      taxable_total: '100.00',
      tax_total: '18.00',
      parts: [{ name: 'IGST', percent: '18.00', amount: '18.00' }],
    },
  ],
};

/** A report call answers its fixture, or a file when a format is asked for. */
const report = (data: unknown, message: string) => (call: TApiCall) =>
  call.searchParams.get('format') ? new Response('Bill no\r\n') : { body: { message, data } };

/** The report calls answer the fixtures above; the returned function lists each call's path, query and body. */
function stubReportApi() {
  const calls = stubApi({
    'POST /report/saleReport': report(SALE, 'Sell report.'),
    'POST /report/serviceReport': report(EMPTY_SERVICE, 'No data available in Service Report'),
    'POST /report/complaintReport': report(COMPLAINT, 'Complaint report.'),
    'POST /report/renewalReport': report(RENEWAL, 'Renewal report.'),
    'POST /report/taxReport': report(TAX, 'Tax report.'),
    'POST /report/promiseReport': report(PROMISES, 'Service level report.'),
    'POST /report/ratingReport': report(RATINGS, 'Rating report.'),
  });
  return () =>
    calls.map(({ path, url, body }) => ({ path, query: new URL(url, 'http://localhost').search, body }));
}

const renderPage = (user = makeUser(), path = '/report/list') =>
  renderRoutes([{ path: '/report/list', element: <ReportPage /> }], { path, user });

describe('ReportPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the sell report of the current month with the server's totals, rows and chart", async () => {
    const calls = stubReportApi();
    renderPage();
    expect(await screen.findByText('SAL-00002')).toBeInTheDocument();
    expect(calls()[0]).toEqual({ path: '/report/saleReport', query: '?page=1&pageSize=10', body: MONTH });
    expect(screen.getByTestId('sale-report-total')).toHaveTextContent('1,367.28');
    const table = screen.getByRole('table', { name: 'Sell report' });
    expect(within(table).getByText('Bilal Khan')).toBeInTheDocument();
    expect(within(table).getByText('Partial paid')).toBeInTheDocument();
    expect(screen.getByText('By month')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Monthly income report/ })).toBeInTheDocument();
  });

  it('checks the range with the SPEC messages before sending anything', async () => {
    const calls = stubReportApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SAL-00001');
    const end = screen.getByRole('textbox', { name: /^End date/ });
    await user.clear(end);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('End date is required!')).toBeInTheDocument();

    const start = dayjs(MONTH.start_date);
    await user.type(end, start.subtract(1, 'day').format('DD-MM-YYYY'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('End date must be later than start date')).toBeInTheDocument();
    expect(calls()).toHaveLength(1);
  });

  it("shows SPEC's empty text for a report without data", async () => {
    stubReportApi();
    renderPage(makeUser(), '/report/list?report=service');
    expect(await screen.findByTestId('report-empty')).toHaveTextContent(
      'No data available in Service Report',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the whole report as CSV and PDF through the report call', async () => {
    const calls = stubReportApi();
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderPage(makeUser(), '/report/list?report=complaint');
    expect(await screen.findByText('CMP-00009')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(calls().filter((c) => c.query.includes('format'))).toEqual([
        { path: '/report/complaintReport', query: '?format=csv', body: MONTH },
        { path: '/report/complaintReport', query: '?format=pdf', body: MONTH },
      ]),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('offers the income and expense reports only to those who may see income and expenses', async () => {
    stubReportApi();
    renderPage(
      makeUser({
        role_name: 'customer',
        permissions: [{ name: 'report_view' }, { name: 'expense_view' }],
      }),
    );
    await screen.findByText('SAL-00001');
    expect(screen.queryByRole('tab', { name: /Monthly income report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Monthly expense report/ })).toBeInTheDocument();
  });

  it('shows the renewals month by month with their totals, the rate and renewed against lapsed', async () => {
    const calls = stubReportApi();
    renderPage(makeUser(), '/report/list?report=renewal');
    const table = await screen.findByRole('table', { name: 'Renewal report' });
    expect(calls()[0]).toEqual({ path: '/report/renewalReport', query: '?page=1&pageSize=10', body: MONTH });
    const rows = within(table).getAllByRole('row');
    // The heading, a line a month, the totals last.
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Awaiting renewal')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(dayjs(MONTH.start_date).format('MMM YYYY'))).toBeInTheDocument();
    expect(within(rows[1]!).getByText('66.7%')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('—')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Total')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('2,150.50', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('renewal-report-rate')).toHaveTextContent('66.7%');
    expect(screen.getByTestId('renewal-report-lapsed')).toHaveTextContent('1');
    expect(screen.getByRole('img', { name: 'Renewed and lapsed by month' })).toBeInTheDocument();
    expect(screen.getByText(/Lapsed: the term ended without a renewal/)).toBeInTheDocument();
  });

  it('shows the promises kept by month, employee and priority, with the working hours they took', async () => {
    const calls = stubReportApi();
    renderPage(makeUser(), '/report/list?report=promise');
    const table = await screen.findByRole('table', { name: 'Service level report' });
    expect(calls()[0]).toEqual({ path: '/report/promiseReport', query: '?page=1&pageSize=10', body: MONTH });
    const rows = within(table).getAllByRole('row');
    // The heading, a month, two employees, a priority, the totals last.
    expect(rows).toHaveLength(6);
    expect(within(rows[2]!).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Employee')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Not assigned')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Critical')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('Total')).toBeInTheDocument();
    expect(screen.getByTestId('promise-report-kept_rate')).toHaveTextContent('66.7%');
    expect(screen.getByTestId('promise-report-avg_resolution_hours')).toHaveTextContent('6.3 h');
    expect(screen.getByTestId('promise-report-avg_response_hours')).toHaveTextContent('1.5 h');
    expect(screen.getByRole('img', { name: 'Resolved in time and late by month' })).toBeInTheDocument();
  });

  it("shows the customers' ratings per employee and month, per employee and in total, the average of 5", async () => {
    const calls = stubReportApi();
    renderPage(makeUser(), '/report/list?report=rating');
    const table = await screen.findByRole('table', { name: 'Rating report' });
    expect(calls()[0]).toEqual({ path: '/report/ratingReport', query: '?page=1&pageSize=10', body: MONTH });
    const rows = within(table).getAllByRole('row');
    // The heading, Ravi in November, Ravi over the range, the totals last.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Employee')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Total')).toBeInTheDocument();
    expect(screen.getByTestId('rating-report-average')).toHaveTextContent('3.7');
    expect(screen.getByTestId('rating-report-low')).toHaveTextContent('1');
    expect(screen.getByRole('img', { name: 'Average rating by month' })).toBeInTheDocument();
  });

  it('downloads the renewals as CSV and PDF through their call', async () => {
    const calls = stubReportApi();
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderPage(makeUser(), '/report/list?report=renewal');
    await screen.findByRole('table', { name: 'Renewal report' });
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(calls().filter((c) => c.query.includes('format'))).toEqual([
        { path: '/report/renewalReport', query: '?format=csv', body: MONTH },
        { path: '/report/renewalReport', query: '?format=pdf', body: MONTH },
      ]),
    );
  });

  it("shows the taxes by tax, rate and place of supply, split by component, with each component's total", async () => {
    const calls = stubReportApi();
    renderPage(makeUser(), '/report/list?report=tax');
    const table = await screen.findByRole('table', { name: 'Tax report' });
    expect(calls()[0]).toEqual({ path: '/report/taxReport', query: '?page=1&pageSize=10', body: MONTH });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Within the state')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/CGST/)).toHaveTextContent('CGST 9%: ₹90.00');
    expect(within(rows[2]!).getByText('Across states')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/IGST/)).toHaveTextContent('IGST 18%: ₹18.00');
    expect(screen.getByTestId('tax-report-taxable')).toHaveTextContent('1,100.00');
    expect(screen.getByTestId('tax-report-component-SGST')).toHaveTextContent('90.00');
    expect(screen.getByRole('img', { name: 'Tax by component' })).toBeInTheDocument();
  });

  it('shows the renewals right to left in Arabic', async () => {
    stubReportApi();
    await changeLanguage('ar');
    try {
      renderPage(makeUser(), '/report/list?report=renewal');
      const table = await screen.findByRole('table', { name: 'تقرير التجديدات' });
      expect(within(table).getByText('نسبة التجديد')).toBeInTheDocument();
      expect(within(table).getByText('الإجمالي')).toBeInTheDocument();
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await changeLanguage('en');
    }
  });
});
