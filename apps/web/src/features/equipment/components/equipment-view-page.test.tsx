import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { EquipmentViewPage } from './equipment-view-page';
import { EQUIPMENT_PICKER_ROUTES, makeEquipmentDetail } from './equipment-test-fixtures';

const detail = makeEquipmentDetail({
  history: {
    contracts: [
      { id: 12, amc_no: 'AMC-00012', start_date: '2026-01-01', end_date: '2026-12-31', status: 'progress' },
    ],
    visits: [
      {
        id: 51,
        service_no: 'SRV-00051',
        title: 'Quarterly service',
        service_date: '2026-04-01',
        status: 'closed',
        assign_to: { id: 31, full_name: 'Ravi Kumar' },
        work_done: 'Cleaned the filters.',
        findings: null,
        report_url: '/api/files/report-51.pdf',
      },
    ],
    complaints: [],
    parts: [],
  },
});

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/equipment/view/:id', element: <EquipmentViewPage /> }], {
    path: '/equipment/view/7',
    user,
  });

describe('EquipmentViewPage', () => {
  it('shows the item, its cover and its history, each kind saying when it is empty', async () => {
    stubApi({ ...EQUIPMENT_PICKER_ROUTES, 'GET /equipment/view/7': { message: 'Equipment', data: detail } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'SN-1001' })).toBeInTheDocument();
    expect(screen.getByText(/^Under contract/)).toHaveTextContent(
      'Under contract AMC-00012 until 31-12-2026',
    );
    expect(screen.getByRole('link', { name: 'All equipment of this customer' })).toHaveAttribute(
      'href',
      `/equipment/list?${new URLSearchParams({ 'equipment.filters': '{"customer_id":"21"}' }).toString()}`,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const visits = screen.getByRole('table', { name: 'Visits' });
    expect(within(visits).getByText('Cleaned the filters.')).toBeInTheDocument();
    expect(within(visits).getByRole('button', { name: 'Report PDF' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Complaints (0)' }));
    expect(await screen.findByText('No complaints about this item.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contracts (1)' }));
    expect(await screen.findByRole('link', { name: 'AMC-00012' })).toHaveAttribute('href', '/amc/view/12');
  });

  it('offers a customer no edit, delete or link to other customers', async () => {
    stubApi({ 'GET /equipment/view/7': { message: 'Equipment', data: detail } });
    renderPage(
      makeUser({
        id: 21,
        role_name: 'customer',
        permissions: [{ name: 'equipment_view' }, { name: 'amc_view' }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'SN-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All equipment of this customer' })).not.toBeInTheDocument();
    // Without service_view the report PDF would be refused: it is not offered.
    expect(screen.queryByRole('button', { name: 'Report PDF' })).not.toBeInTheDocument();
  });
});
