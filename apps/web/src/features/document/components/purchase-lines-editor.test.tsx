import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { PurchaseForm, type TPurchaseFormSubmit } from './purchase-form';
import { PICKER_ROUTES, makePurchase } from './purchase-test-fixtures';

function stubPickers() {
  stubApi(PICKER_ROUTES);
}

afterEach(() => vi.unstubAllGlobals());

const renderForm = (onSubmit: (submit: TPurchaseFormSubmit) => void = vi.fn(), purchase = makePurchase()) =>
  renderWithProviders(
    <PurchaseForm
      purchase={purchase}
      submitting={false}
      submitLabel="Save purchase"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );

const amountOf = (index: number) => screen.getByTestId(`purchase-line-amount-${index}`);
const total = () => screen.getByTestId('purchase-total');

describe('PurchaseLinesEditor', () => {
  it('works out each amount and the total in exact cents as the lines change', async () => {
    stubPickers();
    const user = userEvent.setup();
    renderForm();
    // 3 x 33.33 is 99.99, not 99.98999...
    expect(amountOf(0)).toHaveTextContent('₹99.99');
    expect(total()).toHaveTextContent('₹99.99');

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(amountOf(1)).toHaveTextContent('—');
    await user.type(screen.getByRole('textbox', { name: 'Rate of line 2' }), '0.1');
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of line 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 2' }), '3');
    expect(amountOf(1)).toHaveTextContent('₹0.30');
    expect(total()).toHaveTextContent('₹100.29');

    // A quantity that is not valid yet leaves its line out of the total.
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of line 1' }));
    expect(amountOf(0)).toHaveTextContent('—');
    expect(total()).toHaveTextContent('₹0.30');
  });

  it('disables remove on the last line and removes any other', async () => {
    stubPickers();
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Rate of line 2' }), '5');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByTestId('purchase-line-1')).not.toBeInTheDocument();
    // The line that stayed is the second one, with its own rate.
    expect(screen.getByRole('textbox', { name: 'Rate of line 1' })).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it("shows SPEC's messages on each line field and sends nothing", async () => {
    stubPickers();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <PurchaseForm
        purchase={null}
        submitting={false}
        submitLabel="Add purchase"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Rate of line 1' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Rate of line 2' }), '1.234');
    await user.click(screen.getByRole('button', { name: 'Add purchase' }));

    const first = screen.getByTestId('purchase-line-0');
    const second = screen.getByTestId('purchase-line-1');
    expect(await within(first).findByText('Product is required!')).toBeInTheDocument();
    expect(within(first).getByText('Quantity must be 1 or above')).toBeInTheDocument();
    expect(within(first).getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(second).getByText('Price must be a number with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Supplier is required!')).toBeInTheDocument();
    expect(screen.getByText('Billing address is required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the lines as typed and puts the server issues back on their line', async () => {
    stubPickers();
    const { ApiError } = await import('../../../lib/http-client');
    const user = userEvent.setup();
    let sent: TPurchaseFormSubmit | undefined;
    renderForm((submit) => {
      sent = submit;
    });
    await user.click(screen.getByRole('button', { name: 'Save purchase' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.body).toEqual({
      supplier_id: '19',
      date: '2026-11-20',
      contact_person: 'Sunil',
      billing_address: 'Head office, FC Road, Pune 411004',
      status: 'ordered',
      note: '',
      items: [{ product_id: '42', quantity: '3', rate: '33.33' }],
    });
    sent!.onError(
      new ApiError(400, 'Please choose a valid product.', [
        { path: 'items.0.product_id', message: 'Please choose a valid product.' },
      ]),
    );
    expect(
      await within(screen.getByTestId('purchase-line-0')).findByText('Please choose a valid product.'),
    ).toBeInTheDocument();
  });
});
