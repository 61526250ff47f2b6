import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
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
    // Read left to right inside an Arabic sentence too, as every other date.
    expect(screen.getByText('31-12-2026')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'All equipment of this customer' })).toHaveAttribute(
      'href',
      `/equipment/list?${new URLSearchParams({ 'equipment.filters': '{"customer_id":"21"}' }).toString()}`,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      '/complaint/list?add=1&equipment_id=7',
    );

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
    // Without equipment_edit there is no label to print or reissue.
    expect(screen.queryByRole('heading', { name: 'QR label' })).not.toBeInTheDocument();
  });

  it('offers whoever may file a complaint to report a problem with an item in use, on the complaint list', async () => {
    stubApi({ 'GET /equipment/view/7': { message: 'Equipment', data: detail } });
    renderPage(
      makeUser({
        id: 21,
        role_name: 'customer',
        permissions: [{ name: 'equipment_view' }, { name: 'complaint_view' }, { name: 'complaint_add' }],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      '/complaint/list?add=1&equipment_id=7',
    );
  });

  it('offers no problem report for a retired item, nor to a caller who may not file complaints', async () => {
    stubApi({
      ...EQUIPMENT_PICKER_ROUTES,
      'GET /equipment/view/7': { message: 'Equipment', data: { ...detail, status: 'retired' } },
    });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'SN-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report a problem' })).not.toBeInTheDocument();
    first.unmount();

    stubApi({ 'GET /equipment/view/7': { message: 'Equipment', data: detail } });
    renderPage(
      makeUser({
        id: 21,
        role_name: 'customer',
        permissions: [{ name: 'equipment_view' }, { name: 'complaint_view' }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'SN-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('shows the label address and issues a new label after "Are you sure?", the old one no longer working', async () => {
    const reissued = { ...detail, label_url: 'https://amc.example.com/q/tok-8' };
    const calls = stubApi({
      ...EQUIPMENT_PICKER_ROUTES,
      'GET /equipment/view/7': { message: 'Equipment', data: detail },
      'POST /equipment/reissueLabel': {
        message: 'A new label was issued. Print it: the old label no longer works.',
        data: reissued,
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'QR label' })).toBeInTheDocument();
    expect(screen.getByText('https://amc.example.com/q/tok-7').tagName).toBe('BDI');
    expect(screen.getByRole('button', { name: 'Print label' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue new label' }));
    expect(await screen.findByText(/the old label stops working/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Issue it' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /equipment/reissueLabel')).toEqual([
        { path: '/equipment/reissueLabel', body: { id: 7 } },
      ]),
    );
    expect(
      await screen.findByText('A new label was issued. Print it: the old label no longer works.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('https://amc.example.com/q/tok-8')).toBeInTheDocument();
  });

  it('asks for the public address instead of offering labels while the installation has none', async () => {
    stubApi({
      ...EQUIPMENT_PICKER_ROUTES,
      'GET /equipment/view/7': { message: 'Equipment', data: { ...detail, label_url: null } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'QR label' })).toBeInTheDocument();
    expect(
      screen.getByText('Set the public address under General Settings to print labels.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue new label' })).not.toBeInTheDocument();
  });
});
