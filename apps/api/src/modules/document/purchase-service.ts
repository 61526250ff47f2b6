import {
  MSG,
  type TCreatePurchaseBody,
  type TPurchase,
  type TPurchaseLineBody,
  type TUpdatePurchaseBody,
} from '@amc/contracts';
import { Prisma, type PurchaseStatus } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn } from '../../lib/kernel/calendar-date';
import { isActiveUserOfRole } from '../../lib/rules/chosen-records';
import { stockTransaction, type TStockLine } from '../../lib/rules/stock-ledger';
import { deleteDocumentsIn, readLocked, writeDocument } from './document-write';
import { fullName } from '../../lib/kernel/person';
import {
  findPurchaseRow,
  ownPurchasesWhere,
  PURCHASE_INCLUDE,
  toPurchase,
  type TPurchaseRow,
} from './purchase-list';

/** A purchase's form values, in the contract's terms, with the status settled. */
type TPurchaseValues = Omit<TCreatePurchaseBody, 'status'> & { status: PurchaseStatus };

type TPricedLine = { productId: number; quantity: number; rate: string; amount: string };

/** DECIMAL(12,2): the largest amount a line or a total can hold. */
const MAX_MONEY = new Prisma.Decimal('9999999999.99');

/** amount = quantity x rate and the total, in exact decimals: 3 x 33.33 is 99.99, never 99.98999... */
function priceLines(items: TPurchaseLineBody[]): { lines: TPricedLine[]; total: string } {
  let total = new Prisma.Decimal(0);
  const lines = items.map((item, index) => {
    const rate = new Prisma.Decimal(item.rate);
    const amount = rate.mul(item.quantity);
    if (amount.gt(MAX_MONEY)) throw AppError.field(`items.${index}.quantity`, MSG.amountTooLarge);
    total = total.add(amount);
    return {
      productId: item.product_id,
      quantity: item.quantity,
      rate: rate.toFixed(2),
      amount: amount.toFixed(2),
    };
  });
  if (total.gt(MAX_MONEY)) throw AppError.field('items', MSG.amountTooLarge);
  return { lines, total: total.toFixed(2) };
}

const sameLines = (stored: TPurchaseRow['items'], lines: TPricedLine[]) =>
  stored.length === lines.length &&
  stored.every(
    (item, i) =>
      item.productId === lines[i]!.productId &&
      item.quantity === lines[i]!.quantity &&
      item.rate.toFixed(2) === lines[i]!.rate,
  );

/**
 * A supplier (when its role has the right to write purchases at all) writes only its own; anyone else names an
 * active supplier, checked only when the write changes it so a purchase keeps a supplier disabled since.
 */
async function checkSupplier(db: TDb, caller: TCaller, supplierId: number, changed: boolean) {
  if (caller.role === 'supplier' && supplierId !== caller.id)
    throw AppError.field('supplier_id', MSG.chooseSupplier);
  if (changed && !(await isActiveUserOfRole(db, supplierId, 'supplier')))
    throw AppError.field('supplier_id', MSG.chooseSupplier);
}

/** A product new to the purchase must be an active one; lines it already had keep theirs after an archive. */
async function checkProducts(db: TDb, items: TPurchaseLineBody[], known: Set<number>) {
  const wanted = [...new Set(items.map((i) => i.product_id).filter((id) => !known.has(id)))];
  if (!wanted.length) return;
  const found = await db.product.findMany({
    where: { id: { in: wanted }, isArchived: false },
    select: { id: true },
  });
  const active = new Set(found.map((p) => p.id));
  const issues: TIssue[] = items.flatMap((item, index) =>
    known.has(item.product_id) || active.has(item.product_id)
      ? []
      : [{ path: `items.${index}.product_id`, message: MSG.chooseProduct }],
  );
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
}

function describeChange(
  row: TPurchaseRow,
  before: PurchaseStatus | null,
): { action: string; description: string } {
  const what = `the purchase ${row.purchaseNo} of ${fullName(row.supplier)} (total ${row.totalAmount.toFixed(2)})`;
  if (before === null) return { action: 'create', description: `Added ${what}, ${row.status}` };
  if (before !== row.status && row.status === 'delivered')
    return { action: 'deliver', description: `Marked ${what} delivered` };
  if (before !== row.status) return { action: 'undeliver', description: `Set ${what} back to ordered` };
  return { action: 'update', description: `Updated ${what}` };
}

/**
 * Stores a new purchase (current null) or a changed one, with its stock: a delivered purchase holds one movement
 * (+quantity, kind purchase, its supplier, on the purchase date) per line. When delivery, lines, date or supplier
 * change, the old movements go and new ones come, after the stock gate has locked the products and refused (409)
 * anything that would take a product below zero. Runs inside the caller's stock transaction.
 */
async function savePurchase(
  tx: TDb,
  caller: TCaller,
  current: TPurchaseRow | null,
  values: TPurchaseValues,
): Promise<TPurchase> {
  const supplierChanged = current?.supplierId !== values.supplier_id;
  await checkSupplier(tx, caller, values.supplier_id, supplierChanged);
  await checkProducts(tx, values.items, new Set(current?.items.map((i) => i.productId) ?? []));
  const { lines, total } = priceLines(values.items);
  const date = dateColumn(values.date);

  const linesChanged = !current || !sameLines(current.items, lines);
  const wasDelivered = current?.status === 'delivered';
  const delivered = values.status === 'delivered';
  const movementsChanged =
    wasDelivered !== delivered ||
    (delivered && (linesChanged || supplierChanged || current!.date.getTime() !== date.getTime()));

  const columns = {
    supplierId: values.supplier_id,
    date,
    contactPerson: values.contact_person,
    billingAddress: values.billing_address,
    note: values.note,
    status: values.status,
    totalAmount: total,
    deliveredAt: delivered ? (wasDelivered ? current!.deliveredAt : new Date()) : null,
  };
  const itemRows = lines.map(({ productId, quantity, rate, amount }) => ({
    productId,
    quantity,
    rate,
    amount,
  }));
  const asMoved = (items: readonly { productId: number; quantity: number }[]): TStockLine[] =>
    items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      supplierId: values.supplier_id,
    }));
  let row: TPurchaseRow | undefined;
  await writeDocument(tx, caller, {
    table: 'purchases',
    counter: 'purchase',
    slug: 'purchase',
    current: current && { id: current.id, number: current.purchaseNo },
    stock: {
      kind: 'purchase',
      replacing: movementsChanged ? (wasDelivered ? asMoved(current!.items) : []) : undefined,
      lines: movementsChanged && delivered ? asMoved(lines) : [],
      // New lines take a shared lock on their products through the foreign key; the gate's exclusive lock must
      // come first (see lockProductStock), so it covers every product a line is written for.
      alsoLock: [
        ...(linesChanged || movementsChanged ? lines.map((l) => l.productId) : []),
        ...(movementsChanged ? (current?.items.map((i) => i.productId) ?? []) : []),
      ],
      date,
    },
    create: (purchaseNo) =>
      tx.purchase.create({
        data: { ...columns, createdById: caller.id, items: { create: itemRows }, purchaseNo },
        select: { id: true },
      }),
    update: (id) =>
      tx.purchase.update({
        where: { id },
        data: { ...columns, ...(linesChanged ? { items: { deleteMany: {}, create: itemRows } } : {}) },
        select: { id: true },
      }),
    activity: async ({ id }) => {
      row = await tx.purchase.findUniqueOrThrow({ where: { id }, include: PURCHASE_INCLUDE });
      return describeChange(row, current?.status ?? null);
    },
  });
  return toPurchase(row!);
}

/** The purchase as the caller may write it, locked; another's id answers 404. */
export const findLockedPurchase = (tx: TDb, caller: TCaller, id: number): Promise<TPurchaseRow> =>
  readLocked(tx, 'purchases', id, () => findPurchaseRow(tx, caller, id));

/** A new purchase inside a stock transaction the caller runs (the demo seed's): ordered unless sent as delivered. */
export const storePurchase = (tx: TDb, caller: TCaller, body: TCreatePurchaseBody): Promise<TPurchase> =>
  savePurchase(tx, caller, null, { ...body, status: body.status ?? 'ordered' });

/** POST /purchase/store: under the next purchase number. */
export function createPurchase(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreatePurchaseBody,
): Promise<TPurchase> {
  return stockTransaction(prisma, (tx) => storePurchase(tx, caller, body));
}

/** A purchase with returns is settled history: it and its lines stay as they are (409). */
export function refuseReturned(purchase: { returns: readonly unknown[] }) {
  if (purchase.returns.length) throw new AppError('CONFLICT', MSG.purchaseHasReturns);
}

/** POST /purchase/update: the whole purchase; a status left out keeps the stored one. */
export function updatePurchase(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdatePurchaseBody,
): Promise<TPurchase> {
  return stockTransaction(prisma, async (tx) => {
    const current = await findLockedPurchase(tx, caller, body.id);
    refuseReturned(current);
    return savePurchase(tx, caller, current, { ...body, status: body.status ?? current.status });
  });
}

/** POST /purchase/deliver: an ordered purchase becomes delivered, its lines join the stock; a delivered one stays. */
export function deliverPurchase(prisma: TPrisma, caller: TCaller, id: number): Promise<TPurchase> {
  return stockTransaction(prisma, async (tx) => {
    const current = await findLockedPurchase(tx, caller, id);
    if (current.status === 'delivered') return toPurchase(current);
    return savePurchase(tx, caller, current, {
      supplier_id: current.supplierId,
      date: current.date.toISOString().slice(0, 10),
      contact_person: current.contactPerson,
      billing_address: current.billingAddress,
      note: current.note,
      items: current.items.map((i) => ({
        product_id: i.productId,
        quantity: i.quantity,
        rate: i.rate.toFixed(2),
      })),
      status: 'delivered',
    });
  });
}

/**
 * Deletes purchases all or nothing: an id that is not there, or not the caller's to reach, answers 404; a delivered
 * one takes its lines out of the stock (its movements go with it), refused (409) when a product would go below
 * zero. Nothing is deleted then.
 */
export const deletePurchases = (prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> =>
  stockTransaction(prisma, (tx) => {
    const where = (ids: number[]) => ({ AND: [{ id: { in: ids } }, ownPurchasesWhere(caller)] });
    return deleteDocumentsIn(tx, caller, ids, {
      table: 'purchases',
      slug: 'purchase',
      find: (ids) =>
        tx.purchase.findMany({
          where: where(ids),
          select: {
            id: true,
            purchaseNo: true,
            status: true,
            supplier: { select: { firstName: true, lastName: true } },
            items: { select: { productId: true, quantity: true } },
            returns: { select: { id: true }, take: 1 },
          },
        }),
      check: (rows) => rows.forEach(refuseReturned),
      // A delivered purchase's lines came in: they leave the stock with it.
      stock: {
        kind: 'purchase',
        moved: (rows) => rows.flatMap((row) => (row.status === 'delivered' ? row.items : [])),
      },
      remove: (ids) => tx.purchase.deleteMany({ where: where(ids) }),
      describe: (row) =>
        `Deleted the purchase ${row.purchaseNo} of ${fullName(row.supplier)}${row.status === 'delivered' ? ', taking its lines out of the stock' : ''}`,
    });
  });
