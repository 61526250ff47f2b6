import { upiPaymentUri } from '@amc/contracts';
import QRCode from 'qrcode';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../kernel/db-client';

/** Whom a UPI payment goes to: the business's UPI ID and the name the payer's app shows. */
export type TUpiPayee = { upiId: string; payee: string };

/**
 * The business's UPI payee, or null when it takes no UPI payments: no UPI ID set, or a currency other than the
 * rupee (UPI moves rupees only). The payee name defaults to the business's name.
 */
export async function readUpiPayee(db: TDb): Promise<TUpiPayee | null> {
  const row = await db.setting.findUnique({
    where: { id: 1 },
    select: { upiId: true, upiPayeeName: true, businessName: true, currencyCode: true },
  });
  if (!row?.upiId || row.currencyCode.toUpperCase() !== 'INR') return null;
  return { upiId: row.upiId, payee: row.upiPayeeName || row.businessName };
}

/** The UPI link of what a bill still owes, or null when nothing is due or no payee is set. */
export function upiUriOf(payee: TUpiPayee | null, due: Prisma.Decimal, reference: string): string | null {
  if (!payee || due.lte(0)) return null;
  return upiPaymentUri({ ...payee, amount: due.toFixed(2), reference });
}

/** A payment link's QR code as a PNG for a document (medium error correction: it survives a creased print). */
export const upiQrPng = (uri: string): Promise<Buffer> =>
  QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
