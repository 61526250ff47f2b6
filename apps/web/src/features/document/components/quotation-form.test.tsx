import type { TQuotation } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { QuotationForm, type TQuotationFormSubmit } from './quotation-form';
import { PICKER_ROUTES, makeQuotation } from './quotation-test-fixtures';

function stubPickers() {
  stubApi(PICKER_ROUTES);
}

afterEach(() => vi.unstubAllGlobals());

const renderForm = (
  onSubmit: (submit: TQuotationFormSubmit) => void = vi.fn(),
  quotation: TQuotation | null = makeQuotation(),
) =>
  renderWithProviders(
    <QuotationForm
      quotation={quotation}
      submitting={false}
      submitLabel="Save quotation"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );

const lineTotal = (index: number) => screen.getByTestId(`quotation-line-amount-${index}`);
const sum = (name: 'gross' | 'discount' | 'tax' | 'total') => screen.getByTestId(`quotation-${name}`);

describe('QuotationForm lines', () => {
  it('prices each line with its discount before its tax, in exact cents, as the lines change', async () => {
    stubPickers();
    const user = userEvent.setup();
    renderForm();
    // The tax of line 1 is known once the tax list has answered: 38,990.00 + 18% = 46,008.20.
    await waitFor(() => expect(lineTotal(0)).toHaveTextContent('₹46,008.20'));
    expect(lineTotal(1)).toHaveTextContent('₹900.00');
    expect(sum('gross')).toHaveTextContent('₹39,890.00');
    expect(sum('tax')).toHaveTextContent('₹7,018.20');
    expect(sum('total')).toHaveTextContent('₹46,908.20');

    // 10% off 38,990.00 is 3,899.00; 18% of the 35,091.00 left is 6,316.38.
    await user.type(screen.getByRole('textbox', { name: 'Discount of line 1' }), '10');
    expect(lineTotal(0)).toHaveTextContent('₹41,407.38');
    expect(sum('discount')).toHaveTextContent('₹3,899.00');
    expect(sum('tax')).toHaveTextContent('₹6,316.38');
    expect(sum('total')).toHaveTextContent('₹42,307.38');

    // A new line without tax: 3 x 33.33 is 99.99, not 99.98999...
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await user.type(screen.getByRole('textbox', { name: 'Price of line 3' }), '33.33');
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of line 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 3' }), '3');
    expect(lineTotal(2)).toHaveTextContent('₹99.99');
    expect(sum('total')).toHaveTextContent('₹42,407.37');

    // A discount that is not valid yet leaves its line out of the totals.
    await user.clear(screen.getByRole('textbox', { name: 'Discount of line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount of line 1' }), '1.234');
    expect(lineTotal(0)).toHaveTextContent('—');
    expect(sum('total')).toHaveTextContent('₹999.99');
  });

  it("shows SPEC's messages on the customer and each line, and sends nothing", async () => {
    stubPickers();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderForm(onSubmit, null);
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Price of line 1' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Discount of line 1' }), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save quotation' }));

    const line = screen.getByTestId('quotation-line-0');
    expect(await within(line).findByText('Product is required!')).toBeInTheDocument();
    expect(within(line).getByText('Quantity must be 1 or above')).toBeInTheDocument();
    expect(within(line).getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(line).getByText('Percentage must be 1 or above')).toBeInTheDocument();
    expect(screen.getByText('Customer is required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the lines as typed and puts the server issues back on their line', async () => {
    stubPickers();
    const { ApiError } = await import('../../../lib/http-client');
    const user = userEvent.setup();
    let sent: TQuotationFormSubmit | undefined;
    renderForm((submit) => {
      sent = submit;
    });
    await user.type(screen.getByRole('textbox', { name: 'Discount of line 2' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save quotation' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.body).toEqual({
      customer_id: '7',
      date: '2026-11-20',
      status: 'open',
      note: '',
      items: [
        { product_id: '41', quantity: '1', price: '38990.00', tax_id: '3', discount: '' },
        { product_id: '42', quantity: '2', price: '450.00', tax_id: '', discount: '5' },
      ],
    });
    sent!.onError(
      new ApiError(400, 'Please choose a valid tax.', [
        { path: 'items.1.tax_id', message: 'Please choose a valid tax.' },
      ]),
    );
    expect(
      await within(screen.getByTestId('quotation-line-1')).findByText('Please choose a valid tax.'),
    ).toBeInTheDocument();
  });
});
