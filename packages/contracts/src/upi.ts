import { z } from 'zod';
import { MSG } from './messages';

/** A UPI ID (virtual payment address): a handle, "@", and the bank's or app's name (business@okhdfc). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** The settings' UPI ID: empty (no UPI payments) or a valid address. */
export const ZUpiId = z.union([
  z.literal(''),
  z.string().trim().max(100, MSG.maxChars(100)).regex(UPI_ID_PATTERN, MSG.upiIdFormat),
]);

/**
 * The UPI deep link a payer's app opens from a QR code (NPCI's "upi://pay" linking: pa payee address, pn payee
 * name, am amount in rupees with two decimals, cu INR, tr and tn the bill's number as reference and note). Built
 * here once, for the server's PDFs and answers and for the tests that decode the codes.
 */
export function upiPaymentUri(payment: { upiId: string; payee: string; amount: string; reference: string }) {
  const params: [string, string][] = [
    ['pa', payment.upiId],
    ['pn', payment.payee],
    ['am', payment.amount],
    ['cu', 'INR'],
    ['tr', payment.reference],
    ['tn', payment.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
