import type { TCreateCreditNoteInput } from '@amc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CreditNoteForm } from './credit-note-form';
import type { TDocumentFormSubmit } from './document-form-fields';
import { makeSale } from './sale-test-fixtures';

type TSubmit = TDocumentFormSubmit<TCreateCreditNoteInput>;

/** A bill of 2 air filters (one credited already) and a contract period's line without a product. */
const sale = (() => {
  const bill = makeSale();
  const filter = { ...bill.items[0]!, credited_quantity: 1 };
  const period = {
    ...filter,
    id: 2,
    product: null,
    description: 'Service visit',
    quantity: 1,
    credited_quantity: 0,
  };
  return { ...bill, items: [filter, period] };
})();

const renderForm = (onSubmit: (submit: TSubmit) => void) =>
  renderWithProviders(
    <CreditNoteForm
      sale={sale}
      submitting={false}
      submitLabel="Issue credit note"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );

describe('CreditNoteForm', () => {
  it('sends only the lines chosen, at most what is left of each, and puts a refusal on the line it names', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(submit: TSubmit) => void>();
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Choose at least one line of the bill to credit.')).toBeInTheDocument();
    expect(await screen.findByText('Reason is required!')).toBeInTheDocument();
    // A line without a product never goes back into stock.
    expect(screen.getByRole('checkbox', { name: 'Service visit back into stock' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Visit not made');
    await user.type(screen.getByRole('textbox', { name: 'Quantity of Service visit to credit' }), '1');
    expect(screen.queryByText('Choose at least one line of the bill to credit.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.body).toMatchObject({
      sale_id: sale.id,
      reason: 'Visit not made',
      items: [{ sale_item_id: 2, quantity: 1, restock: false }],
    });

    // The server names the body's first line: on the form it is the bill's second.
    const message = 'Only 0 of this line can still be credited.';
    sent.onError(new ApiError(409, message, [{ path: 'items.0.quantity', message }]));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Service visit to credit' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('takes back everything left with "Whole bill", the goods into stock', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(submit: TSubmit) => void>();
    renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Order cancelled');
    await user.click(screen.getByRole('button', { name: 'Whole bill' }));
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].body.items).toEqual([
      { sale_item_id: 1, quantity: 1, restock: true },
      { sale_item_id: 2, quantity: 1, restock: false },
    ]);
  });
});
