import type { TComplaint } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { equipmentListRoute, makeEquipment } from '../../../test/equipment-fixtures';
import { makeUser, peoplePickerRoute } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi, type TApiCall, type TApiRoutes } from '../../../test/stub-api';
import { ComplaintListPage } from './complaint-list-page';

// jsdom draws no canvas: the browser's resizing hands the chosen file on as it is.
vi.mock('../../../lib/resize-photo', () => ({ resizePhoto: (file: File) => Promise.resolve(file) }));

const complaint: TComplaint = {
  id: 31,
  complaint_no: 'CMP-00031',
  customer: { id: 5, full_name: 'Priya Sharma', email: 'priya@example.com' },
  product: null,
  equipment: null,
  chargeable: false,
  reported_by_scan: null,
  date: '2024-03-09',
  complaint_type: { id: 8, name: 'Not cooling' },
  description: 'The AC blows warm air.',
  assign_to: { id: 6, full_name: 'Ravi Kumar' },
  assign_date: '2024-03-10',
  charge: '0.00',
  status: 'progress',
  resolved_at: null,
  priority: 'normal',
  service_level: null,
  responded_at: null,
  response_due_at: null,
  resolution_due_at: null,
  due_at: null,
  warn_at: null,
  resolution_note: null,
  created_at: '2024-03-09T10:00:00.000Z',
};

/** Priya's split AC: under no contract or warranty, so a complaint about it is chargeable unless decided. */
const ITEM = makeEquipment();
const ITEM_LABEL = 'SN-1001 · Split AC 1.5 ton · Lobby';

const people = {
  customer: [{ id: 5, full_name: 'Priya Sharma', email: 'priya@example.com', unique_identity: 'CUS-00005' }],
  employee: [{ id: 6, full_name: 'Ravi Kumar', email: 'ravi@example.com', unique_identity: 'EMP-00006' }],
};

/** The pickers and the list answer from fixtures; each write is recorded and answered with `writeAnswer`. */
function stubComplaintApi(
  writeAnswer: { status: number; body: unknown } = {
    status: 200,
    body: { message: 'Complaint added successfully.', data: complaint },
  },
  equipmentQueries: URLSearchParams[] = [],
  routes: TApiRoutes = {},
) {
  const categories = [
    { id: 8, name: 'Not cooling', type: 'complaint_type', created_at: '2024-01-01T00:00:00.000Z' },
  ];
  const calls = stubApi({
    'POST /complaint/store': () => writeAnswer,
    'POST /complaint/update': () => writeAnswer,
    'GET /complaint/view/31': { message: 'Complaint', data: { ...complaint, photos: [] } },
    ...peoplePickerRoute(people),
    'GET /product/produtcDropdown': { message: 'Products', data: [] },
    ...equipmentListRoute([ITEM], equipmentQueries),
    'GET /category/list': { message: 'Categories', data: categories, category: categories },
    'GET /complaint/list': { data: [complaint], meta: { total: 1, totalExact: true, page: 1, pageSize: 10 } },
    ...routes,
  });
  return () => callsTo(calls, 'POST /complaint/store', 'POST /complaint/update');
}

const renderPage = (user = makeUser(), path = '/complaint/list') =>
  renderRoutes([{ path: '/complaint/list', element: <ComplaintListPage /> }], { path, user });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const submitButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Add complaint' });

describe('Complaint form', () => {
  it("asks the admin for SPEC's required fields, sends the contract's values and shows the server's issue", async () => {
    const writes = stubComplaintApi({
      status: 400,
      body: {
        error: true,
        message: 'Complaint date cannot be later than today.',
        issues: [{ path: 'date', message: 'Complaint date cannot be later than today.' }],
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add complaint' }));
    await screen.findByRole('dialog', { name: 'Add complaint' });
    await user.click(submitButton());
    for (const message of [
      'Customer is required!',
      'Complaint type is required!',
      'Description is required!',
      'Assign to is required!',
      'Charge is required!',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await choose(user, /^Customer/, 'Priya Sharma (CUS-00005)');
    await choose(user, /^Equipment/, ITEM_LABEL);
    await choose(user, /^Complaint type/, 'Not cooling');
    await choose(user, /^Assign to/, 'Ravi Kumar (EMP-00006)');
    await user.type(
      screen.getByRole('textbox', { name: /^Description/ }),
      'Water drips from the indoor unit.',
    );
    await user.type(screen.getByRole('textbox', { name: /^Charge/ }), '12.345');
    await user.click(submitButton());
    expect(await screen.findByText('Charge must be a number with at most 2 decimals.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^Charge/ }));
    await user.type(screen.getByRole('textbox', { name: /^Charge/ }), '150');
    await user.click(submitButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/complaint/store',
      body: {
        customer_id: 5,
        product_id: null,
        equipment_id: 71,
        // Not ticked: the server decides from the item's cover.
        chargeable: null,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        type_id: 8,
        description: 'Water drips from the indoor unit.',
        assigned_to_id: 6,
        charge: '150.00',
        status: 'open',
        resolution_note: null,
        priority: 'normal',
      },
    });
    expect(await screen.findAllByText('Complaint date cannot be later than today.')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add complaint' })).toBeInTheDocument();
  });

  it('lets a customer file only its own complaint: its item, type and description, no assignee, charge or status', async () => {
    const equipmentQueries: URLSearchParams[] = [];
    const writes = stubComplaintApi(undefined, equipmentQueries);
    const user = userEvent.setup();
    renderPage(
      makeUser({
        id: 5,
        full_name: 'Priya Sharma',
        role_name: 'customer',
        permissions: [{ name: 'complaint_view' }, { name: 'complaint_add' }, { name: 'equipment_view' }],
      }),
    );
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add complaint' });
    const customer = within(dialog).getByRole('textbox', { name: 'Customer' });
    expect(customer).toHaveValue('Priya Sharma');
    expect(customer).toBeDisabled();
    expect(within(dialog).queryByRole('combobox', { name: /^Assign to/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Charge/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Chargeable' })).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('Complaint type is required!')).toBeInTheDocument();
    expect(screen.getByText('Description is required!')).toBeInTheDocument();
    expect(screen.queryByText('Customer is required!')).not.toBeInTheDocument();

    await choose(user, /^Equipment/, ITEM_LABEL);
    // Its own items: the customer is itself.
    expect(JSON.parse(equipmentQueries[0]!.get('filters')!)).toEqual({ customer_id: 5, status: 'in_use' });
    await choose(user, /^Complaint type/, 'Not cooling');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'No cooling since morning.');
    await user.click(submitButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      product_id: null,
      equipment_id: 71,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      type_id: 8,
      description: 'No cooling since morning.',
    });
  });

  it("sends a customer's photos with the fields as a form and shows the server's photos issue", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const writes = stubComplaintApi({
      status: 400,
      body: {
        error: true,
        message: 'At most 5 photos can be added.',
        issues: [{ path: 'photos', message: 'At most 5 photos can be added.' }],
      },
    });
    const user = userEvent.setup();
    renderPage(
      makeUser({
        id: 5,
        full_name: 'Priya Sharma',
        role_name: 'customer',
        permissions: [{ name: 'complaint_view' }, { name: 'complaint_add' }],
      }),
    );
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add complaint' });
    await choose(user, /^Complaint type/, 'Not cooling');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Water on the floor.');

    const camera = within(dialog).getByLabelText('Photos', { selector: 'input[type="file"]' });
    await user.upload(camera, [
      new File(['one'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['two'], 'two.jpg', { type: 'image/jpeg' }),
      new File(['three'], 'three.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await within(dialog).findByRole('img', { name: 'New photo 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove new photo 2' }));
    expect(within(dialog).queryByRole('img', { name: 'New photo 3' })).not.toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    const sent = writes()[0]!;
    expect(sent.path).toBe('/complaint/store');
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    expect(form.get('type_id')).toBe('8');
    expect(form.get('description')).toBe('Water on the floor.');
    expect(form.get('product_id')).toBe('');
    expect(form.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(form.has('customer_id')).toBe(false);
    const photos = form.getAll('photos') as File[];
    expect(photos).toHaveLength(2);
    expect(await Promise.all(photos.map((photo) => photo.text()))).toEqual(['one', 'three']);

    expect(await within(dialog).findAllByText('At most 5 photos can be added.')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add complaint' })).toBeInTheDocument();
  });

  it('lets an edit add photos only up to the limit with those already on the complaint', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const stored = [1, 2, 3, 4].map((id) => ({
      id,
      url: `/api/files/photos/${id}.jpg`,
      created_at: '2024-03-09T10:00:00.000Z',
    }));
    const image = () => new Response(new Blob(['x'], { type: 'image/jpeg' }));
    const writes: FormData[] = [];
    stubApi({
      'POST /complaint/update': ({ body }: TApiCall) => {
        writes.push(body as FormData);
        return { body: { message: 'Complaint updated successfully.', data: complaint } };
      },
      'GET /complaint/view/31': { message: 'Complaint', data: { ...complaint, photos: stored } },
      ...Object.fromEntries(stored.map((photo) => [`GET /files/photos/${photo.id}.jpg`, image])),
      ...peoplePickerRoute(people),
      'GET /product/produtcDropdown': { message: 'Products', data: [] },
      'GET /category/list': { message: 'Categories', data: [], category: [] },
      'GET /complaint/list': {
        data: [complaint],
        meta: { total: 1, totalExact: true, page: 1, pageSize: 10 },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit complaint CMP-00031' });
    expect(await within(dialog).findByRole('button', { name: 'Photo 4' })).toBeInTheDocument();
    const camera = within(dialog).getByLabelText('Photos', { selector: 'input[type="file"]' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Take photo' })).toBeEnabled());
    await user.upload(camera, [
      new File(['five'], 'five.jpg', { type: 'image/jpeg' }),
      new File(['six'], 'six.jpg', { type: 'image/jpeg' }),
    ]);
    expect(
      await within(dialog).findByText('At most 5 photos can be added to one complaint.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'New photo 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'New photo 2' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take photo' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Save complaint' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.get('id')).toBe('31');
    expect(writes[0]!.get('charge')).toBe('0.00');
    expect(writes[0]!.getAll('photos')).toHaveLength(1);
  });

  it('sends chargeable once the admin decides it, whatever the cover', async () => {
    const writes = stubComplaintApi();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add complaint' });
    const chargeable = within(dialog).getByRole('checkbox', { name: 'Chargeable' });
    expect(chargeable).toBePartiallyChecked();
    expect(within(dialog).getByRole('combobox', { name: /^Equipment/ })).toBeDisabled();
    expect(within(dialog).getByText('Choose the customer first.')).toBeInTheDocument();

    await choose(user, /^Customer/, 'Priya Sharma (CUS-00005)');
    await choose(user, /^Equipment/, ITEM_LABEL);
    await choose(user, /^Complaint type/, 'Not cooling');
    await choose(user, /^Assign to/, 'Ravi Kumar (EMP-00006)');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Noisy fan.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Charge$/ }), '0');
    await user.click(chargeable);
    expect(chargeable).toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ customer_id: 5, equipment_id: 71, chargeable: true });
  });

  const employeeUser = () =>
    makeUser({
      id: 6,
      role_name: 'employee',
      permissions: [{ name: 'complaint_view' }, { name: 'complaint_edit' }],
    });

  it('lets the assigned employee change the description, status and charge, never the customer or assignee', async () => {
    const writes = stubComplaintApi({
      status: 200,
      body: { message: 'Complaint updated successfully.', data: complaint },
    });
    const user = userEvent.setup();
    renderPage(employeeUser());
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit complaint CMP-00031' });
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Assign to/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Complaint type/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Charge/ })).toBeEnabled();
    expect(within(dialog).queryByRole('textbox', { name: /^Resolution note/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    expect(await screen.findByRole('option', { name: 'Closed' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save complaint' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/complaint/update',
      body: {
        id: 31,
        description: 'The AC blows warm air.',
        chargeable: false,
        charge: '0.00',
        status: 'pending',
        resolution_note: null,
      },
    });
  });

  it('lets the assigned employee resolve from the row with a resolution note and the charge', async () => {
    const writes = stubComplaintApi({
      status: 200,
      body: { message: 'Complaint updated successfully.', data: complaint },
    });
    const user = userEvent.setup();
    renderPage(employeeUser());
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve complaint CMP-00031' });
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveValue('Closed');
    // Only what is filled in on resolving: no read-only customer or assignee.
    expect(within(dialog).queryByRole('combobox', { name: /^Customer/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Assign to/ })).not.toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Mark resolved' });
    await user.click(submit);
    expect(await within(dialog).findByText('Resolution note is required!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Resolution note/ }),
      'Replaced the fan motor.',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /^Charge/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Charge/ }), '450');
    await user.click(submit);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/complaint/update',
      body: {
        id: 31,
        description: 'The AC blows warm air.',
        chargeable: false,
        charge: '450.00',
        status: 'closed',
        resolution_note: 'Replaced the fan motor.',
      },
    });
  });

  it('leaves a resolved complaint to the admin: the employee only views it', async () => {
    stubApi({
      ...peoplePickerRoute(people),
      'GET /product/produtcDropdown': { message: 'Products', data: [] },
      'GET /category/list': { message: 'Categories', data: [], category: [] },
      'GET /complaint/list': {
        data: [{ ...complaint, status: 'closed', resolution_note: 'Replaced the fan motor.' }],
        meta: { total: 1, totalExact: true, page: 1, pageSize: 10 },
      },
    });
    renderPage(employeeUser());
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });
});

describe('Complaint form opened from the address', () => {
  const customerUser = () =>
    makeUser({
      id: 5,
      full_name: 'Priya Sharma',
      role_name: 'customer',
      permissions: [{ name: 'complaint_view' }, { name: 'complaint_add' }, { name: 'equipment_view' }],
    });
  /** GET /equipment/view/71: the item asked for, as its page reads it. */
  const itemView = (overrides: Partial<typeof ITEM> = {}): TApiRoutes => ({
    'GET /equipment/view/71': {
      message: 'Equipment',
      data: {
        ...ITEM,
        ...overrides,
        photos: [],
        history: { contracts: [], visits: [], complaints: [], parts: [] },
        label_url: null,
      },
    },
  });

  it("opens a customer's add form on its scanned item and leaves the request out of the address", async () => {
    const writes = stubComplaintApi(undefined, [], itemView());
    const user = userEvent.setup();
    const { router } = renderPage(customerUser(), '/complaint/list?add=1&equipment_id=71&complaint.page=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add complaint' });
    expect(within(dialog).getByRole('combobox', { name: /^Equipment/ })).toHaveValue(ITEM_LABEL);
    expect(within(dialog).getByRole('textbox', { name: 'Customer' })).toHaveValue('Priya Sharma');
    // Replaced, not pushed: neither a reload nor Back opens the form again; the table's own state stays.
    await waitFor(() => expect(router.state.location.search).toBe('?complaint.page=1'));
    expect(router.state.historyAction).toBe('REPLACE');

    await choose(user, /^Complaint type/, 'Not cooling');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Leaking water.');
    await user.click(submitButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    // Its own complaint: the item and its product, and still no customer, assignee or charge.
    expect(writes()[0]?.body).toEqual({
      product_id: 41,
      equipment_id: 71,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      type_id: 8,
      description: 'Leaking water.',
    });
  });

  it("starts the admin's form on the item and its customer", async () => {
    const writes = stubComplaintApi(undefined, [], itemView());
    const user = userEvent.setup();
    renderPage(makeUser(), '/complaint/list?add=1&equipment_id=71');
    const dialog = await screen.findByRole('dialog', { name: 'Add complaint' });
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toHaveValue(
      'Priya Sharma (CUS-00005)',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Equipment/ })).toHaveValue(ITEM_LABEL);
    await choose(user, /^Complaint type/, 'Not cooling');
    await choose(user, /^Assign to/, 'Ravi Kumar (EMP-00006)');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Noisy fan.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Charge$/ }), '0');
    await user.click(submitButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ customer_id: 5, equipment_id: 71 });
  });

  it('opens an empty form when the item is not a valid id, not found or no longer in use', async () => {
    for (const [search, routes] of [
      // No item is asked for: stubApi fails the test on a call it has no route for.
      ['?add=1&equipment_id=abc', {}],
      [
        '?add=1&equipment_id=71',
        { 'GET /equipment/view/71': () => ({ status: 404, body: { error: true, message: 'Not found' } }) },
      ],
      ['?add=1&equipment_id=71', itemView({ status: 'retired' })],
    ] as const) {
      stubComplaintApi(undefined, [], routes);
      const { router, unmount } = renderPage(customerUser(), `/complaint/list${search}`);
      const dialog = await screen.findByRole('dialog', { name: 'Add complaint' });
      expect(within(dialog).getByRole('combobox', { name: /^Equipment/ })).toHaveValue('');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      unmount();
    }
  });

  it('leaves the form closed for a caller who may not add complaints, and still clears the request', async () => {
    stubComplaintApi();
    const { router } = renderPage(
      makeUser({ id: 6, role_name: 'employee', permissions: [{ name: 'complaint_view' }] }),
      '/complaint/list?add=1&equipment_id=71',
    );
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Add complaint' })).not.toBeInTheDocument();
  });
});

describe('Complaint list', () => {
  it('marks a complaint reported by scanning the label beside its number', async () => {
    const scanned = { ...complaint, reported_by_scan: { name: 'Sunil', phone: '+919822012345' } };
    stubComplaintApi(undefined, [], {
      'GET /complaint/list': { data: [scanned], meta: { total: 1, totalExact: true, page: 1, pageSize: 10 } },
    });
    renderPage();
    expect(await screen.findByText('CMP-00031')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Reported by scan' })).toBeInTheDocument();
  });
});
