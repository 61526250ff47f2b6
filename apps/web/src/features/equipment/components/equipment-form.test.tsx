import { MSG } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi, type TApiAnswer } from '../../../test/stub-api';
import { EquipmentListPage } from './equipment-list-page';
import { EQUIPMENT_PICKER_ROUTES, makeEquipment, makeEquipmentDetail } from './equipment-test-fixtures';

// jsdom draws no canvas: the browser's resizing hands the chosen file on as it is.
vi.mock('../../../lib/resize-photo', () => ({ resizePhoto: (file: File) => Promise.resolve(file) }));

const item = makeEquipment();

/** The pickers and the list answer from fixtures; each write is recorded and answered with `writeAnswer`. */
function stubEquipmentApi(
  writeAnswer: TApiAnswer = {
    body: { message: 'Equipment added successfully.', data: makeEquipmentDetail() },
  },
) {
  const calls = stubApi({
    ...EQUIPMENT_PICKER_ROUTES,
    'GET /equipment/list': { data: [item], meta: { total: 1, totalExact: true, page: 1, pageSize: 10 } },
    'GET /equipment/view/7': { message: 'Equipment', data: makeEquipmentDetail() },
    'POST /equipment/store': () => writeAnswer,
    'POST /equipment/update': () => writeAnswer,
  });
  return () => callsTo(calls, 'POST /equipment/store', 'POST /equipment/update');
}

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/equipment/list', element: <EquipmentListPage /> }], {
    path: '/equipment/list',
    user,
  });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Equipment form', () => {
  it("asks the admin for customer, product and serial, checks the contract's rules and shows the server's issue", async () => {
    const writes = stubEquipmentApi({
      status: 409,
      body: {
        error: true,
        message: MSG.serialNoTaken,
        issues: [{ path: 'serial_no', message: MSG.serialNoTaken }],
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SN-1001');
    await user.click(screen.getByRole('button', { name: 'Add equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add equipment' });
    const submit = () => within(dialog).getByRole('button', { name: 'Add equipment' });
    await user.click(submit());
    for (const message of ['Customer is required!', 'Product is required!', 'Serial number is required!'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await choose(user, /^Customer/, 'Priya Sharma (CUS-00021)');
    await choose(user, /^Product/, 'Split AC 1.5 ton (AC-15)');
    await user.type(within(dialog).getByRole('textbox', { name: /^Serial number/ }), 'SN 2001!');
    await user.type(within(dialog).getByRole('textbox', { name: /^Install date/ }), '10-03-2026');
    await user.type(within(dialog).getByRole('textbox', { name: /^Warranty end/ }), '09-03-2026');
    await user.click(submit());
    expect(await within(dialog).findByText(MSG.serialNoFormat)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.warrantyBeforeInstall)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /^Serial number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Serial number/ }), 'SN-2001');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Warranty end/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Warranty end/ }), '09-03-2028');
    await user.type(within(dialog).getByRole('textbox', { name: /^Site/ }), 'Andheri office');
    await user.click(submit());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/equipment/store',
      body: {
        customer_id: 21,
        product_id: 41,
        serial_no: 'SN-2001',
        site: 'Andheri office',
        location: null,
        install_date: '2026-03-10',
        warranty_end: '2028-03-09',
        status: 'in_use',
        notes: null,
      },
    });
    expect(await within(dialog).findAllByText(MSG.serialNoTaken)).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add equipment' })).toBeInTheDocument();
  });

  it('lets a customer register its own item with photos: no customer choice, status or warranty', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const writes = stubEquipmentApi();
    const user = userEvent.setup();
    renderPage(
      makeUser({
        id: 21,
        full_name: 'Priya Sharma',
        role_name: 'customer',
        permissions: [{ name: 'equipment_view' }, { name: 'equipment_add' }],
      }),
    );
    await screen.findByText('SN-1001');
    await user.click(screen.getByRole('button', { name: 'Add equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add equipment' });
    const customer = within(dialog).getByRole('textbox', { name: 'Customer' });
    expect(customer).toHaveValue('Priya Sharma');
    expect(customer).toBeDisabled();
    expect(within(dialog).queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Warranty end/ })).not.toBeInTheDocument();

    await choose(user, /^Product/, 'Split AC 1.5 ton (AC-15)');
    await user.type(within(dialog).getByRole('textbox', { name: /^Serial number/ }), 'SN-2002');
    const camera = within(dialog).getByLabelText('Photos', { selector: 'input[type="file"]' });
    await user.upload(camera, [new File(['one'], 'one.jpg', { type: 'image/jpeg' })]);
    expect(await within(dialog).findByRole('img', { name: 'New photo 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add equipment' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const form = writes()[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.has('customer_id')).toBe(false);
    expect(form.has('status')).toBe(false);
    expect(form.get('product_id')).toBe('41');
    expect(form.get('serial_no')).toBe('SN-2002');
    expect(form.get('install_date')).toBe('');
    expect(form.getAll('photos')).toHaveLength(1);
    expect(await screen.findByText('Equipment added successfully.')).toBeInTheDocument();
  });

  it('lets an employee with equipment_edit change only where an item stands and its notes', async () => {
    const writes = stubEquipmentApi({
      body: { message: 'Equipment updated successfully.', data: makeEquipmentDetail() },
    });
    const user = userEvent.setup();
    renderPage(
      makeUser({
        id: 31,
        role_name: 'employee',
        permissions: [{ name: 'equipment_view' }, { name: 'equipment_edit' }],
      }),
    );
    await screen.findByText('SN-1001');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit equipment SN-1001' });
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Product/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Serial number/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Warranty end/ })).toBeDisabled();

    const location = within(dialog).getByRole('textbox', { name: /^Location/ });
    await user.clear(location);
    await user.type(location, 'Roof');
    await user.type(within(dialog).getByRole('textbox', { name: /^Notes/ }), 'Gas refilled in March.');
    await user.click(within(dialog).getByRole('button', { name: 'Save equipment' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/equipment/update',
      body: { id: 7, site: 'Andheri office', location: 'Roof', notes: 'Gas refilled in March.' },
    });
  });
});
