import {
  LIVE_EVENTS,
  MSG,
  SUPPLIER_INVOICE_MAX_BYTES,
  type TAnswerPurchaseBody,
  type TPurchase,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { recordActivity } from '../../lib/kernel/activitylog';
import { mailAdmins } from '../../lib/documents/admin-notice';
import {
  calendarDate,
  dateColumn,
  formatCalendarDate,
  readBusinessCalendar,
} from '../../lib/kernel/calendar-date';
import { now } from '../../lib/kernel/clock';
import { fullName } from '../../lib/kernel/person';
import { storeUpload, writeDroppingUploads, type TUploadedFile } from '../../lib/kernel/uploads';
import { PURCHASE_INCLUDE, toPurchase, type TPurchaseRow } from './purchase-list';
import { findLockedPurchase } from './purchase-service';
import type { TFileStore } from '../../lib/kernel/file-store';

/** The outbox event of the administrators' mail when a supplier answers its order, and their live notice. */
export const PURCHASE_ANSWERED_EVENT = LIVE_EVENTS.purchaseAnswered;
/** The same when a supplier uploads its invoice. */
export const PURCHASE_INVOICE_EVENT = LIVE_EVENTS.purchaseInvoice;

/** What a supplier's write answers: the purchase, and the administrators to tell live once it is committed. */
export type TSupplierWrite = { purchase: TPurchase; adminIds: number[] };

/**
 * The purchase, locked, for a write only its supplier makes: another supplier's (or a role's without rows) is not
 * found (404); staff who see it but are not its supplier are refused (403), as a quotation's answer is.
 */
async function findOwnPurchase(tx: TDb, caller: TCaller, id: number): Promise<TPurchaseRow> {
  const current = await findLockedPurchase(tx, caller, id);
  if (current.supplierId !== caller.id) throw new AppError('FORBIDDEN', MSG.notPurchaseSupplier);
  return current;
}

/** How the administrators' mails name the order. */
const named = (row: TPurchaseRow) => ({
  supplier: fullName(row.supplier),
  number: row.purchaseNo,
  total: row.totalAmount.toFixed(2),
});

/**
 * POST /purchase/answer: the supplier confirms its own ordered purchase with the day it promises delivery (not before
 * the purchase date), or declines it with why; it may change its answer until the purchase is delivered (409 then).
 * The answer, the activity line and every administrator's mail are one transaction.
 */
export function answerPurchase(
  prisma: TPrisma,
  caller: TCaller,
  body: TAnswerPurchaseBody,
): Promise<TSupplierWrite> {
  return prisma.$transaction(async (tx) => {
    const current = await findOwnPurchase(tx, caller, body.id);
    if (current.status === 'delivered') throw new AppError('CONFLICT', MSG.purchaseAlreadyDelivered);
    const confirmed = body.answer === 'confirmed';
    const deliveryDate = confirmed ? body.delivery_date : null;
    if (deliveryDate && deliveryDate < calendarDate(current.date))
      throw AppError.field('delivery_date', MSG.deliveryBeforePurchase);

    const row = await tx.purchase.update({
      where: { id: current.id },
      data: {
        supplierAnswer: body.answer,
        supplierAnsweredAt: now(),
        supplierDeliveryDate: deliveryDate ? dateColumn(deliveryDate) : null,
        supplierNote: body.note,
      },
      include: PURCHASE_INCLUDE,
    });
    const { dateFormat } = await readBusinessCalendar(tx);
    const order = {
      ...named(row),
      date: deliveryDate ? formatCalendarDate(deliveryDate, dateFormat || undefined) : '',
    };
    const note = body.note;
    const adminIds = await mailAdmins(tx, {
      compose: (t) =>
        confirmed
          ? {
              subject: t('notice.purchaseConfirmed.subject', order),
              paragraphs: [
                t('notice.purchaseConfirmed.body', order),
                ...(note ? [t('notice.purchaseConfirmed.note', { note })] : []),
              ],
            }
          : {
              subject: t('notice.purchaseDeclined.subject', order),
              paragraphs: [
                t('notice.purchaseDeclined.body', order),
                ...(note ? [t('notice.purchaseDeclined.reason', { note })] : []),
              ],
            },
      event: PURCHASE_ANSWERED_EVENT,
    });
    await recordActivity(tx, caller, {
      slug: 'purchase',
      action: confirmed ? 'approve' : 'reject',
      description: confirmed
        ? `The supplier confirmed the purchase ${row.purchaseNo}, delivery promised on ${deliveryDate}`
        : `The supplier declined the purchase ${row.purchaseNo}: ${note ?? ''}`,
      recordId: row.id,
    });
    return { purchase: toPurchase(row), adminIds };
  });
}

/** A PDF by its first bytes, whatever its name or the type the browser gave it. */
const isPdf = (file: TUploadedFile) => file.data.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * POST /purchase/invoice: the supplier's own invoice for its purchase, a PDF by its content (400 otherwise) of at
 * most SUPPLIER_INVOICE_MAX_BYTES (413), stored as a private upload that the file rules give the supplier and staff
 * who see the purchase. A new invoice replaces the last, whose file goes once the change is committed. The upload,
 * the activity line and every administrator's mail are one transaction.
 */
export function uploadPurchaseInvoice(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
  file: TUploadedFile,
): Promise<TSupplierWrite> {
  return writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
    const current = await findOwnPurchase(tx, caller, id);
    if (!isPdf(file)) throw AppError.field('invoice', MSG.invoiceNotPdf);
    const stored = await storeUpload(tx, fileStore, 'invoice', file, {
      allowed: { pdf: 'application/pdf' },
      maxBytes: SUPPLIER_INVOICE_MAX_BYTES,
      uploadedById: caller.id,
    });
    const row = await tx.purchase.update({
      where: { id: current.id },
      data: { supplierInvoice: stored.url, supplierInvoiceAt: now() },
      include: PURCHASE_INCLUDE,
    });
    await drop(current.supplierInvoice);
    const order = named(row);
    const adminIds = await mailAdmins(tx, {
      compose: (t) => ({
        subject: t('notice.purchaseInvoice.subject', order),
        paragraphs: [t('notice.purchaseInvoice.body', order)],
      }),
      event: PURCHASE_INVOICE_EVENT,
    });
    await recordActivity(tx, caller, {
      slug: 'purchase',
      action: 'update',
      description: `The supplier uploaded its invoice for the purchase ${row.purchaseNo}`,
      recordId: row.id,
    });
    return { purchase: toPurchase(row), adminIds };
  });
}
