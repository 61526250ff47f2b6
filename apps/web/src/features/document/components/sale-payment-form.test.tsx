import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SalePaymentForm, type TSalePaymentSubmit as TPaymentFormSubmit } from './sale-payment-form';
import { makeSale } from './sale-test-fixtures';

const renderForm = (onSubmit: (submit: TPaymentFormSubmit) => void) =>
  renderWithProviders(
    <SalePaymentForm
      sale={makeSale({ paid_total: '400.00', due_total: '600.00', payment_status: 'partial' })}
      submitting={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );

const amount = () => screen.getByRole('textbox', { name: 'Amount' });

describe('SalePaymentForm', () => {
  it('starts with what is still due and sends the payment of this sale', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderForm(onSubmit);
    expect(amount()).toHaveValue('600.00');
    await user.clear(amount());
    await user.type(amount(), '250.5');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'First instalment');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0] as TPaymentFormSubmit;
    expect(sent.body).toMatchObject({
      sale_id: 12,
      amount: '250.5',
      method: 'cash',
      note: 'First instalment',
    });
    expect(sent.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an amount that is not more than 0, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderForm(onSubmit);
    await user.clear(amount());
    await user.type(amount(), '0');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
    await user.clear(amount());
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText('Amount is required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of an overpayment on the amount", async () => {
    const user = userEvent.setup();
    let sent: TPaymentFormSubmit | undefined;
    renderForm((submit) => {
      sent = submit;
    });
    await user.clear(amount());
    await user.type(amount(), '700');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(sent).toBeDefined());
    const message = 'The payment is more than the amount due (600.00).';
    sent!.onError(new ApiError(409, message, [{ path: 'amount', message }]));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });
});
