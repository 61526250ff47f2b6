import type { TChartsData } from '@amc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { ChartsPage } from './charts-page';

const period = (p: string, start: string, end: string, figures: Partial<TChartsData['periods'][number]>) => ({
  period: p,
  start,
  end,
  sales_count: 0,
  sales_total: '0.00',
  services_scheduled: 0,
  services_done: 0,
  complaints_opened: 0,
  complaints_resolved: 0,
  ...figures,
});

const DATA: TChartsData = {
  from: '2026-01-01',
  to: '2026-02-28',
  group: 'month',
  periods: [
    period('2026-01', '2026-01-01', '2026-01-31', {
      sales_count: 2,
      sales_total: '1366.12',
      services_scheduled: 3,
      services_done: 2,
      complaints_opened: 1,
    }),
    period('2026-02', '2026-02-01', '2026-02-28', {
      sales_count: 1,
      sales_total: '1000.00',
      complaints_opened: 3,
      complaints_resolved: 2,
    }),
  ],
};

function stubCharts() {
  const calls = stubApi({ 'GET /report/charts': { message: 'Charts.', data: DATA } });
  return () => calls.map((c) => Object.fromEntries(c.searchParams));
}

const renderPage = (path = '/charts/echarts') =>
  renderRoutes([{ path: '/charts/echarts', element: <ChartsPage /> }], { path, user: makeUser() });

describe('ChartsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the last 12 months and sums each chart in words', async () => {
    const calls = stubCharts();
    renderPage();
    const sales = await screen.findByTestId('charts-sales');
    const [first] = calls();
    expect(first?.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(Object.keys(first ?? {}).sort()).toEqual(['from', 'to']);
    expect(sales).toHaveTextContent('Sales total: ₹2,366.12 · Number of sales: 3');
    expect(screen.getByTestId('charts-services')).toHaveTextContent('Scheduled: 3 · Done: 2');
    expect(screen.getByTestId('charts-complaints')).toHaveTextContent('Opened: 4 · Resolved: 2');
    expect(screen.getByTestId('charts-period')).toHaveTextContent('by month');
  });

  it('shows a chart as a table of its periods on demand', async () => {
    stubCharts();
    const user = userEvent.setup();
    renderPage();
    const services = await screen.findByTestId('charts-services');
    await user.click(within(services).getByText('Table'));
    const table = within(services).getByRole('table', { name: 'Services' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PeriodScheduledDone', 'Jan 202632', 'Feb 202600']);
  });

  it('sends a preset and checks a custom range before asking', async () => {
    const calls = stubCharts();
    const user = userEvent.setup();
    renderPage('/charts/echarts?range=custom&from=2026-03-01&to=2026-02-01');
    await screen.findByTestId('charts-sales');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('End date must be later than start date')).toBeInTheDocument();
    await user.click(screen.getByText('3 months'));
    const last = calls().at(-1);
    expect(last?.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(calls().length).toBeGreaterThanOrEqual(2);
  });
});
