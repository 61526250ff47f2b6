import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { SessionProvider } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { equipmentListRoute, equipmentRefOf, makeEquipment } from '../../../test/equipment-fixtures';
import { stubApi } from '../../../test/stub-api';
import { AmcForm, type TAmcFormSubmit } from './amc-form';
import { AMC_CUSTOMER, AMC_TAX, makeAmc, PICKER_ROUTES } from './amc-test-fixtures';

function stubPickers() {
  return stubApi(PICKER_ROUTES);
}

afterEach(() => vi.unstubAllGlobals());

/** The form as the admin sees it unless another user is given. */
const renderForm = (ui: ReactNode, user = makeUser()) =>
  renderWithProviders(<SessionProvider initialUser={user}>{ui}</SessionProvider>);

const submitButton = () => screen.getByRole('button', { name: 'Add AMC' });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
/** A multi-select's chosen item: its label outside the dropdown's options. */
const pill = (label: string) => screen.queryByText(label, { ignore: '[role="option"] > span' });
const billingGroup = () => screen.queryByRole('group', { name: 'Billing' });

describe('AmcForm', () => {
  it("lets an employee add a contract but not price it: the price is the office's", () => {
    stubPickers();
    renderForm(
      <AmcForm
        amc={null}
        submitting={false}
        submitLabel="Add AMC"
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
      makeUser({ id: 6, role_name: 'employee', permissions: [{ name: 'amc_view' }, { name: 'amc_add' }] }),
    );
    expect(textbox(/^Price/)).toBeDisabled();
    expect(textbox(/^Detail/)).toBeEnabled();
    expect(billingGroup()).not.toBeInTheDocument();
  });

  it("shows SPEC's messages for every required field and sends nothing", async () => {
    stubPickers();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderForm(
      <AmcForm
        amc={null}
        submitting={false}
        submitLabel="Add AMC"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    await user.click(submitButton());
    for (const message of [
      'Customer is required!',
      'Product is required!',
      'Date is required!',
      'Assign to is required!',
      'Detail is required!',
      'Interval is required!',
      'Number of services is required!',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the interval and the number of services against their ranges', async () => {
    stubPickers();
    const user = userEvent.setup();
    renderForm(
      <AmcForm
        amc={null}
        submitting={false}
        submitLabel="Add AMC"
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
    );
    await user.type(textbox(/^Interval \(months\)/), '61');
    await user.type(textbox(/^Number of services/), '0');
    await user.click(submitButton());
    expect(await screen.findByText('Interval must be between 1 and 60 months.')).toBeInTheDocument();
    expect(screen.getByText('Number of services must be between 1 and 120.')).toBeInTheDocument();
  });

  it("sends an edited contract's values parsed by the contract, and puts server issues on the fields", async () => {
    stubPickers();
    const user = userEvent.setup();
    let sent: TAmcFormSubmit | undefined;
    const { ApiError } = await import('../../../lib/http-client');
    const onSubmit = vi.fn((submit: TAmcFormSubmit) => {
      sent = submit;
      submit.onError(
        new ApiError(400, 'Please check the form.', [
          { path: 'assigned_to_id', message: 'Please choose a valid employee.' },
        ]),
      );
    });
    renderForm(
      <AmcForm
        amc={makeAmc()}
        submitting={false}
        submitLabel="Save changes"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Customer/ })).toHaveValue('Priya Sharma'),
    );
    await user.clear(textbox(/^Interval \(months\)/));
    await user.type(textbox(/^Interval \(months\)/), '6');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent?.values).toMatchObject({
      customer_id: 21,
      product_ids: [41],
      start_date: '2026-01-15',
      status: 'progress',
      assigned_to_id: 31,
      detail: 'Quarterly service',
      interval_months: 6,
      service_count: 4,
    });
    expect(sent?.attachment).toBeNull();
    expect(await screen.findByText('Please choose a valid employee.')).toBeInTheDocument();
  });

  it("offers the customer's equipment in use and sends the picked items as equipment_ids", async () => {
    const queries: URLSearchParams[] = [];
    const covered = makeEquipment({ id: 71, customer: AMC_CUSTOMER });
    const other = makeEquipment({ id: 72, customer: AMC_CUSTOMER, serial_no: 'SN-1002', location: null });
    stubApi({ ...PICKER_ROUTES, ...equipmentListRoute([covered, other], queries) });
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      <AmcForm
        amc={makeAmc({ equipment: [equipmentRefOf(covered)] })}
        submitting={false}
        submitLabel="Save changes"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    // The stored item shows by name before the list is asked for.
    expect(pill('SN-1001 · Split AC 1.5 ton · Lobby')).toBeInTheDocument();
    expect(queries).toHaveLength(0);

    await user.click(combobox(/^Equipment covered/));
    await user.click(await screen.findByRole('option', { name: 'SN-1002 · Split AC 1.5 ton' }));
    expect(JSON.parse(queries[0]!.get('filters')!)).toEqual({ customer_id: 21, status: 'in_use' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as TAmcFormSubmit).values.equipment_ids).toEqual([71, 72]);
  });

  it('asks for the customer before its equipment, and drops the picked items when the customer changes', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      ...PICKER_ROUTES,
      'POST /user/dropdownByRole': {
        message: 'Users',
        data: [
          { ...AMC_CUSTOMER, email: 'priya@example.com', unique_identity: 'CUS-00001' },
          { id: 22, full_name: 'Anil Mehta', email: 'anil@example.com', unique_identity: 'CUS-00002' },
        ],
      },
      ...equipmentListRoute([makeEquipment({ customer: AMC_CUSTOMER })], queries),
    });
    const user = userEvent.setup();
    renderForm(
      <AmcForm
        amc={null}
        submitting={false}
        submitLabel="Add AMC"
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
    );
    expect(combobox(/^Equipment covered/)).toBeDisabled();
    expect(screen.getByText('Choose the customer first.')).toBeInTheDocument();

    await user.click(combobox(/^Customer/));
    await user.click(await screen.findByRole('option', { name: 'Priya Sharma' }));
    await user.click(combobox(/^Equipment covered/));
    await user.click(await screen.findByRole('option', { name: 'SN-1001 · Split AC 1.5 ton · Lobby' }));
    expect(pill('SN-1001 · Split AC 1.5 ton · Lobby')).toBeInTheDocument();

    await user.click(combobox(/^Customer/));
    await user.click(await screen.findByRole('option', { name: 'Anil Mehta' }));
    await waitFor(() => expect(pill('SN-1001 · Split AC 1.5 ton · Lobby')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(JSON.parse(queries.at(-1)!.get('filters')!)).toEqual({ customer_id: 22, status: 'in_use' }),
    );
  });

  it("sends the price typed as the contract's 2-decimal string, and 0 when it is left empty", async () => {
    stubPickers();
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      <AmcForm
        amc={makeAmc({ price: '12000.00' })}
        submitting={false}
        submitLabel="Save changes"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const price = textbox(/^Price/);
    expect(price).toHaveValue('12000.00');
    expect(price).toBeEnabled();
    await user.clear(price);
    await user.type(price, '-5');
    await user.tab();
    expect(await screen.findByText('Price cannot be below 0.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '13250.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as TAmcFormSubmit).values.price).toBe('13250.50');

    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect((onSubmit.mock.calls[1]![0] as TAmcFormSubmit).values.price).toBe('0.00');
  });

  it('offers the admin a billing plan, none and 15 days at first, and sends the plan chosen', async () => {
    stubPickers();
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      <AmcForm
        amc={makeAmc()}
        submitting={false}
        submitLabel="Save changes"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const billing = billingGroup()!;
    expect(within(billing).getByRole('combobox', { name: /^Billing plan/ })).toHaveValue(
      'None (billed by hand)',
    );
    expect(
      within(billing).getByText(/^Bills are made automatically at the start of each period/),
    ).toBeInTheDocument();
    const days = within(billing).getByRole('textbox', { name: /^Payment terms/ });
    expect(days).toHaveValue('15');

    await user.click(within(billing).getByRole('combobox', { name: /^Billing plan/ }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    await user.click(within(billing).getByRole('combobox', { name: /^Tax/ }));
    await user.click(await screen.findByRole('option', { name: AMC_TAX.name }));
    // The service level: empty is the default level, named in its placeholder.
    const level = within(billing).getByRole('combobox', { name: /^Service level/ });
    await waitFor(() => expect(level).toHaveAttribute('placeholder', 'Default level: Standard'));
    await user.click(level);
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await user.clear(days);
    await user.type(days, '366');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Payment terms must be a whole number of days from 0 to 365.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as TAmcFormSubmit).values).toMatchObject({
      billing_cycle: 'monthly',
      billing_tax_id: AMC_TAX.id,
      payment_days: 30,
      service_level_id: 2,
    });
  });

  it('disables the submit while sending', () => {
    stubPickers();
    renderForm(
      <AmcForm amc={null} submitting submitLabel="Add AMC" onSubmit={vi.fn()} onCancel={() => undefined} />,
    );
    expect(submitButton()).toBeDisabled();
  });

  it('lets the assigned employee change only the status and note of its contract (AMC_FIELD_RULES)', async () => {
    const calls = stubPickers();
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      <AmcForm
        amc={makeAmc({ billing_cycle: 'monthly', billing_tax: AMC_TAX, payment_days: 30 })}
        submitting={false}
        submitLabel="Update AMC"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
      makeUser({ id: 6, role_name: 'employee', permissions: [{ name: 'amc_view' }, { name: 'amc_edit' }] }),
    );
    for (const name of [/^Customer/, /^Assign to/]) expect(combobox(name)).toBeDisabled();
    for (const name of [
      /^Start date/,
      /^Detail/,
      /^Interval/,
      /^Number of services/,
      /^Price/,
      /^Description/,
    ])
      expect(textbox(name)).toBeDisabled();
    expect(combobox(/^Status/)).toBeEnabled();
    expect(textbox(/^Note/)).toBeEnabled();
    // The billing plan is the office's: not shown, not asked for, not sent, so the stored plan stays.
    expect(billingGroup()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update AMC' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const { values } = onSubmit.mock.calls[0]![0] as TAmcFormSubmit;
    expect(values.billing_cycle).toBeUndefined();
    expect(values.payment_days).toBeUndefined();
    expect(calls.some((call) => call.path === '/tax/list')).toBe(false);
  });
});
