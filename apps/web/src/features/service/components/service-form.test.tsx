import { MSG } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeService, makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { ServiceListPage } from './service-list-page';
import { stubServiceApi } from './service-test-api';

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/service/list', element: <ServiceListPage /> }], { path: '/service/list', user });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Service form', () => {
  it("validates with the contract, keeps the submit disabled while sending and puts the server's issue on its field", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { writes } = stubServiceApi([makeService()], async () => {
      await held;
      return {
        status: 400,
        body: {
          error: true,
          message: MSG.chooseEmployee,
          issues: [{ path: 'assigned_to_id', message: MSG.chooseEmployee }],
        },
      };
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    const submit = () => within(dialog).getByRole('button', { name: 'Add service' });
    await user.click(submit());
    for (const message of ['Title is required!', 'Date is required!', 'Customer is required!'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Gas refill');
    await user.type(within(dialog).getByRole('textbox', { name: /^Service date/ }), '28-11-2030');
    await choose(user, /^Customer/, 'Priya Sharma');
    await choose(user, /^Assign to/, 'Ravi Kumar');
    await user.type(within(dialog).getByRole('textbox', { name: /^Charge/ }), '12.345');
    await user.click(submit());
    expect(await within(dialog).findByText(MSG.chargeFormat)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /^Charge/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Charge/ }), '150');
    await user.click(submit());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(submit()).toBeDisabled();
    expect(writes()[0]).toEqual({
      path: '/service/store',
      body: {
        customer_id: 5,
        service_title: 'Gas refill',
        service_date: '2030-11-28',
        equipment_id: null,
        assigned_to_id: 6,
        charge: '150.00',
        status: 'open',
      },
    });

    release();
    expect(await within(dialog).findAllByText(MSG.chooseEmployee)).not.toHaveLength(0);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Add service' })).toBeInTheDocument();
  });

  it("names one of the customer's items, once the customer is chosen, as equipment_id", async () => {
    const { writes } = stubServiceApi([makeService()], () => ({
      status: 200,
      body: { message: MSG.serviceAdded, data: makeService() },
    }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    expect(within(dialog).getByRole('combobox', { name: /^Equipment/ })).toBeDisabled();
    expect(within(dialog).getByText('Choose the customer first.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Gas refill');
    await user.type(within(dialog).getByRole('textbox', { name: /^Service date/ }), '28-11-2030');
    await choose(user, /^Customer/, 'Priya Sharma');
    await choose(user, /^Equipment/, 'SN-1001 · Split AC 1.5 ton · Lobby');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ customer_id: 5, equipment_id: 71 });
  });

  it("edits a contract's service with its customer fixed, and lets an employee keep but not change the assignee", async () => {
    const generated = makeService({
      amc: { id: 3, amc_no: 'AMC-00003', customer: { id: 5, full_name: 'Priya Sharma' } },
      sequence: 2,
      service_title: 'AMC-00003 service 2 of 4',
      service_label: null,
    });
    const { writes } = stubServiceApi([generated], () => ({
      status: 200,
      body: { message: MSG.serviceUpdated, data: generated },
    }));
    const user = userEvent.setup();
    renderPage(
      makeUser({
        id: 6,
        full_name: 'Ravi Kumar',
        role_name: 'employee',
        permissions: [{ name: 'service_view' }, { name: 'service_edit' }, { name: 'service_approve' }],
      }),
    );
    expect(await screen.findByText('SRV-00041')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('SRV-00041');
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Assign to/ })).toBeDisabled();
    expect(within(dialog).getByText(/Service 2 of the AMC AMC-00003/)).toBeInTheDocument();
    // SERVICE_FIELD_RULES: the assigned employee reports status and remark; the office's fields are locked.
    for (const name of [/^Title/, /^Service date/, /^Charge/, /^Type/, /^Detail/])
      expect(within(dialog).getByRole('textbox', { name })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Remark/ })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toBeEnabled();

    await choose(user, /^Status/, 'Progress');
    await user.click(within(dialog).getByRole('button', { name: 'Update service' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/service/update',
      body: {
        id: 41,
        customer_id: 5,
        equipment_id: null,
        service_title: 'AMC-00003 service 2 of 4',
        service_date: '2024-03-09',
        assigned_to_id: 6,
        charge: '750.00',
        type: 'Repair',
        status: 'progress',
      },
    });
  });
});
