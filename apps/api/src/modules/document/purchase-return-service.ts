import { MSG, type TCreatePurchaseReturnBody, type TPurchaseReturn } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn } from '../../lib/kernel/calendar-date';
import { fullName } from '../../lib/kernel/person';
import { stockTransaction } from '../../lib/rules/stock-ledger';
import { chooseReturnLines, quantityBack } from './document-returns';
import { writeDocument } from './document-write';
import { findLockedPurchase } from './purchase-service';
import { PURCHASE_RETURN_INCLUDE, toPurchaseReturn } from './purchase-return-list';

/**
 * POST /purchase-return/store: goods of a delivered purchase go back to its supplier. Under the purchase's row lock,
 * so returns of one purchase queue and never send back more of a line than was delivered (409, naming how many are
 * left); in the stock lock order (the purchase's row, the products, the counter) the goods leave stock through the
 * ledger (kind purchase_return, 409 when the stock no longer holds them), the return is numbered and stored, and the
 * purchase's returned total follows.
 */
export async function createPurchaseReturn(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreatePurchaseReturnBody,
): Promise<TPurchaseReturn> {
  const { id } = await stockTransaction(prisma, (tx) => writePurchaseReturn(tx, caller, body));
  // After the commit: the products, the counter and the purchase are free while the answer is read.
  return readPurchaseReturn(prisma, id);
}

/** A new purchase return inside a stock transaction the caller runs (the demo seed's). */
export const storePurchaseReturn = async (tx: TDb, caller: TCaller, body: TCreatePurchaseReturnBody) =>
  readPurchaseReturn(tx, (await writePurchaseReturn(tx, caller, body)).id);

const readPurchaseReturn = async (db: TDb, id: number) =>
  toPurchaseReturn(
    await db.purchaseReturn.findUniqueOrThrow({ where: { id }, include: PURCHASE_RETURN_INCLUDE }),
  );

async function writePurchaseReturn(tx: TDb, caller: TCaller, body: TCreatePurchaseReturnBody) {
  const purchase = await findLockedPurchase(tx, caller, body.purchase_id);
  if (purchase.status !== 'delivered') throw new AppError('CONFLICT', MSG.purchaseNotDelivered);
  const { lines } = chooseReturnLines(
    purchase.items,
    (item) => quantityBack(item.returnLines),
    body.items.map((line) => ({ id: line.purchase_item_id, quantity: line.quantity })),
    {
      idField: 'purchase_item_id',
      notOnDocument: MSG.returnLineNotOfPurchase,
      left: MSG.returnQuantityLeft,
      nothingLeft: MSG.purchaseFullyReturned,
    },
  );
  const rows = lines.map(({ item, quantity }) => ({
    purchaseItemId: item.id,
    productId: item.productId,
    quantity,
    rate: item.rate,
    amount: item.rate.mul(quantity),
  }));
  const total = rows.reduce((sum, row) => sum.add(row.amount), new Prisma.Decimal(0));
  const date = dateColumn(body.date);
  const saved = await writeDocument(tx, caller, {
    table: 'purchase_returns',
    counter: 'purchase_return',
    slug: 'purchase',
    current: null,
    stock: {
      kind: 'purchase_return',
      lines: rows.map((row) => ({ productId: row.productId, quantity: -row.quantity })),
      date,
    },
    create: (returnNo) =>
      tx.purchaseReturn.create({
        select: { id: true },
        data: {
          returnNo,
          purchaseId: purchase.id,
          supplierId: purchase.supplierId,
          date,
          reason: body.reason,
          totalAmount: total,
          createdById: caller.id,
          items: { create: rows },
        },
      }),
    activity: ({ number }) => ({
      action: 'create',
      description: `Returned goods of ${total.toFixed(2)} on the purchase ${purchase.purchaseNo} to ${fullName(purchase.supplier)} (${number}): ${body.reason}`,
    }),
  });
  // After the products and the counter (the stock lock order): the purchase's own column.
  await tx.purchase.update({
    where: { id: purchase.id },
    data: { returnedTotal: purchase.returnedTotal.add(total) },
  });
  return saved;
}
