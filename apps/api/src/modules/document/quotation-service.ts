import {
  isQuotationAnswerable,
  MSG,
  type TAnswerQuotationBody,
  type TCreateQuotationBody,
  type TQuotation,
  type TQuotationStatus,
  type TUpdateQuotationBody,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { mailAdmins } from '../../lib/documents/admin-notice';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { customerCrossesStates } from '../../lib/rules/place-of-supply';
import {
  priceDocumentLines,
  priceStoredLines,
  priceTermLine,
  productIdsOf,
  readTaxBook,
} from '../../lib/rules/document-lines';
import { now } from '../../lib/kernel/clock';
import { stockTransaction } from '../../lib/rules/stock-ledger';
import { fullName } from '../../lib/kernel/person';
import { deleteDocumentsIn, lockDocuments, readLocked, writeDocument } from './document-write';
import { checkCustomer, describeSale, writeSale } from './sale-service';
import {
  findQuotationRow,
  ownQuotationsWhere,
  QUOTATION_INCLUDE,
  toQuotation,
  type TQuotationRow,
} from './quotation-list';

type TQuotationValues = Omit<TCreateQuotationBody, 'status'> & { status: TQuotationStatus };

/** The quotation as the caller may write it, locked; another's id answers 404. */
const findLockedQuotation = (tx: TDb, caller: TCaller, id: number): Promise<TQuotationRow> =>
  readLocked(tx, 'quotations', id, () => findQuotationRow(tx, caller, id));

/** A renewal offer is its contract's: answered there, never edited or converted here (409). */
function refuseRenewalOffer(row: { renewsAmcId: number | null }) {
  if (row.renewsAmcId !== null) throw new AppError('CONFLICT', MSG.renewalOfferQuotation);
}

const describe = (row: TQuotationRow) =>
  `the quotation ${row.quotationNo} of ${row.customer.firstName} ${row.customer.lastName} (total ${row.total.toFixed(2)})`;

/** Writes a new quotation (current null) or a changed one; the lines are priced by the server. */
async function saveQuotation(
  tx: TDb,
  caller: TCaller,
  current: TQuotationRow | null,
  values: TQuotationValues,
): Promise<TQuotation> {
  await checkCustomer(tx, caller, values.customer_id, current?.customerId !== values.customer_id);
  const { rows, columns } = await priceDocumentLines(tx, values.items, productIdsOf(current?.items));
  const data = {
    customerId: values.customer_id,
    interState: await customerCrossesStates(tx, values.customer_id),
    date: dateColumn(values.date),
    status: values.status,
    note: values.note,
    ...columns,
  };
  let row: TQuotationRow | undefined;
  await writeDocument(tx, caller, {
    table: 'quotations',
    counter: 'quotation',
    slug: 'quotation',
    current: current && { id: current.id, number: current.quotationNo },
    create: (quotationNo) =>
      tx.quotation.create({
        data: { ...data, createdById: caller.id, items: { create: rows }, quotationNo },
        select: { id: true },
      }),
    update: (id) =>
      tx.quotation.update({ where: { id }, data: { ...data, items: { deleteMany: {}, create: rows } } }),
    activity: async ({ id }) => {
      row = await tx.quotation.findUniqueOrThrow({ where: { id }, include: QUOTATION_INCLUDE });
      return {
        action: current ? 'update' : 'create',
        description: `${current ? 'Updated' : 'Added'} ${describe(row)}, ${row.status}`,
      };
    },
  });
  return toQuotation(row!, await readTaxBook(tx));
}

/** A new quotation inside a transaction the caller runs (the demo seed's); open unless sent otherwise. */
export const storeQuotation = (tx: TDb, caller: TCaller, body: TCreateQuotationBody): Promise<TQuotation> =>
  saveQuotation(tx, caller, null, { ...body, status: body.status ?? 'open' });

/** POST /quotation/store: under the next quotation number. */
export const createQuotation = (prisma: TPrisma, caller: TCaller, body: TCreateQuotationBody) =>
  prisma.$transaction((tx) => storeQuotation(tx, caller, body));

/** POST /quotation/update: the whole quotation; one converted to a sale or closed stays as it was (409). */
export function updateQuotation(prisma: TPrisma, caller: TCaller, body: TUpdateQuotationBody) {
  return prisma.$transaction(async (tx) => {
    const current = await findLockedQuotation(tx, caller, body.id);
    refuseRenewalOffer(current);
    if (current.saleId !== null) throw new AppError('CONFLICT', MSG.convertedQuotationLocked);
    if (current.status === 'closed') throw new AppError('CONFLICT', MSG.closedQuotationLocked);
    return saveQuotation(tx, caller, current, { ...body, status: body.status ?? current.status });
  });
}

/**
 * Deletes quotations all or nothing: an id that is not there, or not the caller's to reach, answers 404. A sale
 * made from one stays.
 */
export const deleteQuotations = (prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> =>
  prisma.$transaction((tx) => {
    const where = (ids: number[]) => ({ AND: [{ id: { in: ids } }, ownQuotationsWhere(caller)] });
    return deleteDocumentsIn(tx, caller, ids, {
      table: 'quotations',
      slug: 'quotation',
      find: (ids) =>
        tx.quotation.findMany({
          where: where(ids),
          select: { id: true, quotationNo: true, customer: { select: { firstName: true, lastName: true } } },
        }),
      remove: (ids) => tx.quotation.deleteMany({ where: where(ids) }),
      describe: (row) => `Deleted the quotation ${row.quotationNo} of ${fullName(row.customer)}`,
    });
  });

/**
 * POST /quotation/convert: in ONE stock transaction, the sale with the quotation's very lines (rates kept), dated
 * today and billed to the customer's address, its lines out of the stock (409 when short); then the link and the
 * quotation closed. Lock order as every stock write: the quotation's row, then the products, then the counter. The
 * quotation's lock makes a second conversion wait and then see the link: 409.
 */
export const convertQuotation = (prisma: TPrisma, caller: TCaller, id: number): Promise<TQuotation> =>
  stockTransaction(prisma, (tx) => convertQuotationIn(tx, caller, id));

/** The conversion inside a stock transaction the caller runs (the demo seed's). */
export async function convertQuotationIn(tx: TDb, caller: TCaller, id: number): Promise<TQuotation> {
  const quotation = await findLockedQuotation(tx, caller, id);
  refuseRenewalOffer(quotation);
  if (quotation.saleId !== null) throw new AppError('CONFLICT', MSG.quotationAlreadyConverted);
  if (quotation.status === 'closed') throw new AppError('CONFLICT', MSG.closedQuotationLocked);
  const { today } = await readBusinessCalendar(tx);
  const sale = await writeSale(
    tx,
    caller,
    null,
    {
      customerId: quotation.customerId,
      date: today,
      billingAddress: quotation.customer.address ?? '',
      discountPercent: '0.00',
      note: quotation.note,
      priced: priceStoredLines(quotation.items),
    },
    (saved) => ({
      action: 'create',
      description: `Added ${describeSale(saved)} from the quotation ${quotation.quotationNo}`,
    }),
  );
  const row = await tx.quotation.update({
    where: { id },
    data: { saleId: sale.id, status: 'closed' },
    include: QUOTATION_INCLUDE,
  });
  await recordActivity(tx, caller, {
    slug: 'quotation',
    action: 'convert',
    description: `Converted ${describe(row)} to the sale ${sale.saleNo}`,
    recordId: id,
  });
  return toQuotation(row, await readTaxBook(tx));
}

/** The outbox event and live notice the admins get when a customer answers a quotation. */
export const QUOTATION_ANSWERED_EVENT = 'quotation_answered';

/**
 * The customer accepts or declines its own open quotation, once: accepted, it waits in progress for the office to
 * convert it; declined, it is closed. Only the quotation's customer answers (the office converts or closes it
 * instead); every administrator is mailed in the same transaction. Returns the quotation and the admins to tell live.
 */
export async function answerQuotation(
  prisma: TPrisma,
  caller: TCaller,
  body: TAnswerQuotationBody,
): Promise<{ quotation: TQuotation; adminIds: number[] }> {
  return prisma.$transaction(async (tx) => {
    const current = await findLockedQuotation(tx, caller, body.id);
    if (current.customerId !== caller.id) throw new AppError('FORBIDDEN', MSG.notQuotationCustomer);
    refuseRenewalOffer(current);
    if (!isQuotationAnswerable({ status: current.status, sale: current.sale, renewal_of: null }))
      throw new AppError('CONFLICT', MSG.quotationAnswered);
    const accepted = body.answer === 'accept';
    const row = await tx.quotation.update({
      where: { id: current.id },
      data: accepted ? { status: 'progress', acceptedAt: now() } : { status: 'closed' },
      include: QUOTATION_INCLUDE,
    });
    const answered = {
      customer: `${current.customer.firstName} ${current.customer.lastName}`,
      number: current.quotationNo,
      total: current.total.toFixed(2),
    };
    const adminIds = await mailAdmins(tx, {
      compose: (t) =>
        accepted
          ? {
              subject: t('notice.quotationAccepted.subject', answered),
              paragraphs: [
                t('notice.quotationAccepted.body', answered),
                t('notice.quotationAccepted.convert'),
              ],
            }
          : {
              subject: t('notice.quotationDeclined.subject', answered),
              paragraphs: [t('notice.quotationDeclined.body', answered)],
            },
      event: QUOTATION_ANSWERED_EVENT,
    });
    await recordActivity(tx, caller, {
      slug: 'quotation',
      action: accepted ? 'approve' : 'reject',
      description: `The customer ${accepted ? 'accepted' : 'declined'} ${describe(current)}`,
      recordId: current.id,
    });
    return { quotation: toQuotation(row, await readTaxBook(tx)), adminIds };
  });
}

/** A renewal offer as the contract module writes it (modules/amc/amc-renewal.ts): the next term's one line. */
export type TRenewalOfferDraft = {
  amcId: number;
  customerId: number;
  date: string;
  /** Names the next term (contract number and dates), as a contract bill's line names its period. */
  description: string;
  price: string;
  tax: { id: number; percentage: Prisma.Decimal } | null;
};

/**
 * Writes a contract term's renewal offer in the caller's transaction (under the contract's lock): the term's open
 * offer, if any, closes (the new one replaces it); the offer is an open quotation under the next number.
 */
export async function writeRenewalOffer(
  tx: TDb,
  caller: TCaller,
  draft: TRenewalOfferDraft,
): Promise<TQuotationRow> {
  await closeRenewalOffers(tx, draft.amcId);
  const { rows, columns } = priceTermLine(draft.description, draft.price, draft.tax);
  const interState = await customerCrossesStates(tx, draft.customerId);
  let row: TQuotationRow | undefined;
  await writeDocument(tx, caller, {
    table: 'quotations',
    counter: 'quotation',
    slug: 'quotation',
    current: null,
    create: (quotationNo) =>
      tx.quotation.create({
        data: {
          customerId: draft.customerId,
          interState,
          date: dateColumn(draft.date),
          status: 'open',
          note: null,
          renewsAmcId: draft.amcId,
          createdById: caller.id,
          quotationNo,
          items: { create: rows },
          ...columns,
        },
        select: { id: true },
      }),
    activity: async ({ id }) => {
      row = await tx.quotation.findUniqueOrThrow({ where: { id }, include: QUOTATION_INCLUDE });
      return {
        action: 'create',
        description: `Added ${describe(row)}, the renewal offer of the AMC ${row.renewsAmc?.amcNo ?? ''}`,
      };
    },
  });
  return row!;
}

/** Closes the term's open renewal offer (a newer offer, or a renewal made without it, overtakes it). */
export const closeRenewalOffers = (tx: TDb, amcId: number) =>
  tx.quotation.updateMany({ where: { renewsAmcId: amcId, status: 'open' }, data: { status: 'closed' } });

/** The term's open renewal offer, locked, or null. */
export async function findOpenRenewalOffer(tx: TDb, amcId: number) {
  const open = await tx.quotation.findFirst({
    where: { renewsAmcId: amcId, status: 'open' },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  if (!open) return null;
  await lockDocuments(tx, 'quotations', [open.id]);
  return tx.quotation.findUniqueOrThrow({ where: { id: open.id }, include: QUOTATION_INCLUDE });
}

/** The customer's answer to the offer, in the contract's transaction: accepted (timed) or declined, closed both. */
export async function closeAnsweredOffer(tx: TDb, caller: TCaller, offer: TQuotationRow, accepted: boolean) {
  await tx.quotation.update({
    where: { id: offer.id },
    data: { status: 'closed', ...(accepted ? { acceptedAt: now() } : {}) },
  });
  await recordActivity(tx, caller, {
    slug: 'quotation',
    action: accepted ? 'approve' : 'reject',
    description: `The customer ${accepted ? 'accepted' : 'declined'} ${describe(offer)}`,
    recordId: offer.id,
  });
}
