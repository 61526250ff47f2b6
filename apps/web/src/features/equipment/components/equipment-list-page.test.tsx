import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
import { EquipmentLabelsModal } from './equipment-labels-modal';
import { EquipmentListPage } from './equipment-list-page';
import { EQUIPMENT_PICKER_ROUTES, makeEquipment } from './equipment-test-fixtures';

const underContract = makeEquipment();
const underWarranty = makeEquipment({
  id: 8,
  serial_no: 'SN-1002',
  site: null,
  location: null,
  cover: { kind: 'warranty', until: '2027-01-09', amc: null },
});
const retired = makeEquipment({
  id: 9,
  serial_no: 'SN-1003',
  status: 'retired',
  cover: { kind: 'none', until: null, amc: null },
});

/** The list answers three items, one of each cover; the deletes are recorded with their bodies. */
function stubEquipmentApi() {
  const calls = stubApi({
    ...EQUIPMENT_PICKER_ROUTES,
    'GET /equipment/list': {
      data: [underContract, underWarranty, retired],
      meta: { total: 3, totalExact: true, page: 1, pageSize: 10 },
    },
    'POST /equipment/labels': () =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    'POST /equipment/deleteMulti': {
      message: '2 equipment items deleted successfully.',
      data: { ids: [7, 9] },
    },
  });
  return {
    deletes: () => callsTo(calls, 'POST /equipment/deleteMulti'),
    labels: () => callsTo(calls, 'POST /equipment/labels'),
    lists: () => calls.filter((call) => call.path === '/equipment/list').map((call) => call.url),
  };
}

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/equipment/list', element: <EquipmentListPage /> }], {
    path: '/equipment/list',
    user,
  });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('EquipmentListPage', () => {
  it('lists each item with a link to its page, where it stands, its status and what covers it, in words', async () => {
    const { lists } = stubEquipmentApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Equipment' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SN-1001' })).toHaveAttribute('href', '/equipment/view/7');
    const first = rowOf('SN-1001');
    expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(first).getByText('Split AC 1.5 ton')).toBeInTheDocument();
    expect(within(first).getByText('2nd floor server room')).toBeInTheDocument();
    expect(within(first).getByText('In use')).toBeInTheDocument();
    expect(first).toHaveTextContent('Under contract AMC-00012 until 31-12-2026');
    expect(rowOf('SN-1002')).toHaveTextContent('Under warranty until 09-01-2027');
    expect(within(rowOf('SN-1003')).getByText('Not covered')).toBeInTheDocument();
    expect(within(rowOf('SN-1003')).getByText('Retired')).toBeInTheDocument();
    expect(lists()[0]).toContain('/api/equipment/list?');
    expect(screen.getByRole('button', { name: 'Add equipment' })).toBeInTheDocument();
  });

  it('deletes the selected items after "Are you sure?" / "Yes, Delete it"', async () => {
    const { deletes } = stubEquipmentApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SN-1001');
    await user.click(within(rowOf('SN-1003')).getByRole('checkbox'));
    await user.click(within(rowOf('SN-1001')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() =>
      expect(deletes()).toEqual([{ path: '/equipment/deleteMulti', body: { ids: [7, 9] } }]),
    );
    expect(await screen.findByText('2 equipment items deleted successfully.')).toBeInTheDocument();
  });

  it('prints the QR labels of the selected items in the chosen size, saved as equipment-labels.pdf', async () => {
    const { labels } = stubEquipmentApi();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:labels'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SN-1001');
    await user.click(within(rowOf('SN-1003')).getByRole('checkbox'));
    await user.click(within(rowOf('SN-1001')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Print labels (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print QR labels' });
    expect(within(dialog).getByRole('radio', { name: 'A4 sheet (24 labels)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Label printer (one per label)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Print labels' }));
    await waitFor(() =>
      expect(labels()).toEqual([{ path: '/equipment/labels', body: { ids: [7, 9], size: 'single' } }]),
    );
    await waitFor(() => expect(saved).toEqual(['equipment-labels.pdf']));
  });

  it('refuses more labels than one PDF holds, saying so', async () => {
    stubApi({});
    const ids = Array.from({ length: 201 }, (_, index) => index + 1);
    renderRoutes(
      [{ path: '/', element: <EquipmentLabelsModal opened ids={ids} onClose={() => undefined} /> }],
      { path: '/', user: makeUser() },
    );
    expect(await screen.findByText('Choose at most 200 items to print labels for.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
  });

  it('shows a customer with only equipment_view "My equipment": its own rows, no customer column and no writes', async () => {
    stubEquipmentApi();
    renderPage(
      makeUser({
        id: 21,
        full_name: 'Priya Sharma',
        role_name: 'customer',
        permissions: [{ name: 'equipment_view' }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'My equipment' })).toBeInTheDocument();
    await screen.findByText('SN-1001');
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add equipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('SN-1001')).getByRole('button', { name: 'View' })).toBeInTheDocument();
  });
});
