import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { SessionProvider } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { AmcForm, type TAmcFormSubmit } from './amc-form';
import { makeAmc, PICKER_ROUTES } from './amc-test-fixtures';

function stubPickers() {
  stubApi(PICKER_ROUTES);
}

afterEach(() => vi.unstubAllGlobals());

/** The form as the admin sees it unless another user is given. */
const renderForm = (ui: ReactNode, user = makeUser()) =>
  renderWithProviders(<SessionProvider initialUser={user}>{ui}</SessionProvider>);

const submitButton = () => screen.getByRole('button', { name: 'Add AMC' });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

describe('AmcForm', () => {
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

  it('disables the submit while sending', () => {
    stubPickers();
    renderForm(
      <AmcForm amc={null} submitting submitLabel="Add AMC" onSubmit={vi.fn()} onCancel={() => undefined} />,
    );
    expect(submitButton()).toBeDisabled();
  });

  it('lets the assigned employee change only the status and note of its contract (AMC_FIELD_RULES)', async () => {
    stubPickers();
    renderForm(
      <AmcForm
        amc={makeAmc()}
        submitting={false}
        submitLabel="Update AMC"
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
      makeUser({ id: 6, role_name: 'employee', permissions: [{ name: 'amc_view' }, { name: 'amc_edit' }] }),
    );
    for (const name of [/^Customer/, /^Assign to/]) expect(combobox(name)).toBeDisabled();
    for (const name of [/^Start date/, /^Detail/, /^Interval/, /^Number of services/, /^Description/])
      expect(textbox(name)).toBeDisabled();
    expect(combobox(/^Status/)).toBeEnabled();
    expect(textbox(/^Note/)).toBeEnabled();
  });
});
