import { MSG, type TPurchase } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePurchase } from '../features/document/components/purchase-test-fixtures';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render-with-providers';
import { type TApiCall, stubApi } from '../test/stub-api';
import { SupplierAnswerCard } from './purchase-supplier-answer';

/** The purchase's own supplier (PURCHASE_SUPPLIER of the fixtures), another one, and the office. */
const supplier = makeUser({ id: 19, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] });
const otherSupplier = makeUser({ id: 20, role_name: 'supplier', permissions: [{ name: 'purchase_view' }] });
const admin = makeUser();

const confirmed = makePurchase({
  supplier_answer: 'confirmed',
  supplier_answered_at: '2026-11-21T10:00:00.000Z',
  supplier_delivery_date: '2026-11-28',
  supplier_note: 'By road, two boxes.',
});
const declined = makePurchase({
  supplier_answer: 'declined',
  supplier_answered_at: '2026-11-21T10:00:00.000Z',
  supplier_note: 'Out of stock until May.',
  supplier_invoice: '/api/files/0123456789abcdef0123456789abcdef.pdf',
  supplier_invoice_at: '2026-11-22T10:00:00.000Z',
});

function renderCard(purchase: TPurchase, user = supplier) {
  return renderRoutes([{ path: '/purchase/view/:id', element: <SupplierAnswerCard purchase={purchase} /> }], {
    path: `/purchase/view/${purchase.id}`,
    user,
  });
}

const posted = (calls: TApiCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe('SupplierAnswerCard: the supplier’s answer to its purchase order', () => {
  it('confirms with a delivery date, refusing no date and a day before the order, and sends the answer', async () => {
    const calls = stubApi({
      'POST /purchase/answer': { message: MSG.purchaseConfirmed, data: confirmed },
    });
    const user = userEvent.setup();
    renderCard(makePurchase());
    const card = await screen.findByTestId('purchase-supplier-answer');
    expect(within(card).getByText('Awaiting answer')).toBeInTheDocument();
    expect(within(card).getByText('No invoice yet')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the order PUR-00005' });
    const submit = within(dialog).getByRole('button', { name: 'Confirm order' });
    await user.click(submit);
    expect(await within(dialog).findByText('Delivery date is required!')).toBeInTheDocument();

    // The order is of 20 November: a day before it is refused before anything is sent.
    const date = within(dialog).getByRole('textbox', { name: /^Delivery date/ });
    await user.type(date, '19-11-2026');
    await user.click(submit);
    expect(await within(dialog).findByText(MSG.deliveryBeforePurchase)).toBeInTheDocument();
    expect(posted(calls, '/purchase/answer')).toEqual([]);

    await user.clear(date);
    await user.type(date, '28-11-2026');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the office (optional)' }),
      'By road',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(posted(calls, '/purchase/answer').map((c) => c.body)).toEqual([
        { id: 5, answer: 'confirmed', delivery_date: '2026-11-28', note: 'By road' },
      ]),
    );
    expect(await screen.findByText(MSG.purchaseConfirmed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines only with a reason', async () => {
    const calls = stubApi({
      'POST /purchase/answer': { message: MSG.purchaseDeclinedBySupplier, data: declined },
    });
    const user = userEvent.setup();
    renderCard(makePurchase());
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the order PUR-00005' });
    expect(within(dialog).queryByRole('textbox', { name: /^Delivery date/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(await within(dialog).findByText('Reason is required!')).toBeInTheDocument();
    expect(posted(calls, '/purchase/answer')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Out of stock until May.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    await waitFor(() =>
      expect(posted(calls, '/purchase/answer').map((c) => c.body)).toEqual([
        { id: 5, answer: 'declined', delivery_date: null, note: 'Out of stock until May.' },
      ]),
    );
  });

  it('shows the answer given, and offers Change answer instead of the two buttons', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderCard(confirmed);
    const card = await screen.findByTestId('purchase-supplier-answer');
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Promised delivery').parentElement!).toHaveTextContent('28-11-2026');
    expect(within(card).getByText('By road, two boxes.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Change answer' }));
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    // Changing starts from the answer given: its date is there already.
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the order PUR-00005' });
    expect(within(dialog).getByRole('textbox', { name: /^Delivery date/ })).toHaveValue('28-11-2026');
  });

  it('uploads a PDF invoice and refuses any other file before sending it', async () => {
    const calls = stubApi({
      'POST /purchase/invoice': { message: MSG.invoiceUploaded, data: declined },
    });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderCard(makePurchase());
    await screen.findByRole('button', { name: 'Upload invoice (PDF)' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, new File(['not a pdf'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invoiceNotPdf);
    expect(posted(calls, '/purchase/invoice')).toEqual([]);

    const pdf = new File(['%PDF-1.4'], 'INV-778.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await waitFor(() => expect(posted(calls, '/purchase/invoice')).toHaveLength(1));
    const form = posted(calls, '/purchase/invoice')[0]!.body as FormData;
    expect(form.get('id')).toBe('5');
    expect((form.get('invoice') as File).name).toBe('INV-778.pdf');
    expect(await screen.findByText(MSG.invoiceUploaded)).toBeInTheDocument();
  });

  it('shows the office the answer, the reason and the invoice, with no supplier buttons; nothing to another supplier', async () => {
    stubApi({});
    const { unmount } = renderCard(declined, admin);
    const card = await screen.findByTestId('purchase-supplier-answer');
    expect(within(card).getByText('Declined')).toBeInTheDocument();
    expect(within(card).getByText('Reason').parentElement!).toHaveTextContent('Out of stock until May.');
    expect(within(card).getByRole('button', { name: 'Open invoice (PDF)' })).toBeInTheDocument();
    for (const name of ['Confirm', 'Decline', 'Change answer', 'Replace invoice (PDF)'])
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    unmount();

    renderCard(makePurchase(), otherSupplier);
    const theirs = await screen.findByTestId('purchase-supplier-answer');
    expect(within(theirs).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Upload invoice (PDF)' })).not.toBeInTheDocument();
  });
});
