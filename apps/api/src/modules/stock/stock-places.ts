import {
  MSG,
  type TAddVanBody,
  type TPlaceStock,
  type TStockPlace,
  type TStockTransfer,
  type TStockTransferBody,
  type TVisitStock,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { isActiveUserOfRole } from '../../lib/rules/chosen-records';
import { isUniqueViolation } from '../../lib/kernel/db-errors';
import { PERSON_SELECT, fullName, personRefOrNull } from '../../lib/kernel/person';
import { openStockWrite, stockTransaction, WAREHOUSE_PLACE_ID } from '../../lib/rules/stock-ledger';

/**
 * Stock places (issue 28, section 5): the warehouse and the technicians' vans. A van is the stock its employee
 * carries; a visit's parts leave it (service-done), and transfers fill and empty it.
 */
export const PLACE_SELECT = {
  id: true,
  kind: true,
  name: true,
  employee: PERSON_SELECT,
} as const satisfies Prisma.StockPlaceSelect;

type TPlaceRow = Prisma.StockPlaceGetPayload<{ select: typeof PLACE_SELECT }>;

export const toPlace = (row: TPlaceRow): TStockPlace => ({
  id: row.id,
  kind: row.kind,
  name: row.employee ? fullName(row.employee) : row.name,
  employee: personRefOrNull(row.employee),
});

/** GET /stock/places: the warehouse first, then the vans by their employees' names. */
export async function listPlaces(prisma: TPrisma): Promise<TStockPlace[]> {
  const rows = await prisma.stockPlace.findMany({ select: PLACE_SELECT, orderBy: { id: 'asc' } });
  return rows
    .map(toPlace)
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'warehouse' ? -1 : 1));
}

/** POST /stock/places: a van for an active employee; its unique employee key answers a second one 409. */
export async function addVan(prisma: TPrisma, caller: TCaller, body: TAddVanBody): Promise<TStockPlace> {
  if (!(await isActiveUserOfRole(prisma, body.employee_id, 'employee')))
    throw AppError.field('employee_id', MSG.chooseEmployee);
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.stockPlace.create({
        data: { kind: 'van', name: 'Van', employeeId: body.employee_id },
        select: PLACE_SELECT,
      });
      const place = toPlace(row);
      await recordActivity(tx, caller, {
        slug: 'stock',
        action: 'create',
        recordId: row.id,
        description: `Added the van of ${place.name}`,
      });
      return place;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.vanTaken);
    throw error;
  }
}

/** GET /stock/place?place_id=: what one place holds (its place_stock rows, by their primary key), by product name. */
export async function findPlaceStock(prisma: TPrisma, placeId: number): Promise<TPlaceStock> {
  const place = await prisma.stockPlace.findUnique({ where: { id: placeId }, select: PLACE_SELECT });
  if (!place) throw new AppError('NOT_FOUND');
  const rows = await prisma.placeStock.findMany({
    where: { placeId, quantity: { not: 0 } },
    select: { quantity: true, product: { select: { id: true, code: true, name: true } } },
  });
  return {
    place: toPlace(place),
    products: rows.sort((a, b) => a.product.name.localeCompare(b.product.name)),
  };
}

/**
 * The stock a visit's technician works from: its van (if it has one) and the warehouse, every product either holds
 * (their place_stock rows, by the primary key's place range).
 */
export async function stockForTechnician(db: TDb, employeeId: number | null): Promise<TVisitStock> {
  const van =
    employeeId === null
      ? null
      : await db.stockPlace.findUnique({ where: { employeeId }, select: PLACE_SELECT });
  const rows = await db.placeStock.findMany({
    where: {
      placeId: { in: van ? [WAREHOUSE_PLACE_ID, van.id] : [WAREHOUSE_PLACE_ID] },
      quantity: { gt: 0 },
    },
    select: { placeId: true, productId: true, quantity: true },
  });
  const products = new Map<number, TVisitStock['products'][number]>();
  for (const row of rows) {
    const line = products.get(row.productId) ?? {
      product_id: row.productId,
      van: van ? 0 : null,
      warehouse: 0,
    };
    if (row.placeId === WAREHOUSE_PLACE_ID) line.warehouse = row.quantity;
    else line.van = row.quantity;
    products.set(row.productId, line);
  }
  return {
    source: van ? 'van' : 'warehouse',
    van: van ? toPlace(van) : null,
    products: [...products.values()].sort((a, b) => a.product_id - b.product_id),
  };
}

/** The van an employee carries, if it has one: where its visits' parts come from (else the warehouse). */
export async function vanOf(db: TDb, employeeId: number | null): Promise<number | null> {
  if (employeeId === null) return null;
  const van = await db.stockPlace.findUnique({ where: { employeeId }, select: { id: true } });
  return van?.id ?? null;
}

/**
 * POST /stock/transfer: parts moved from one place to another, as a transfer (who, when, a note) and its ledger
 * pairs (out of the first place, into the second), through the ledger's one gate: refused with nothing moved when
 * the first place holds less than a line takes (409). Logged.
 */
export async function transferStock(
  prisma: TPrisma,
  caller: TCaller,
  body: TStockTransferBody,
): Promise<TStockTransfer> {
  return stockTransaction(prisma, async (tx) => {
    const places = await tx.stockPlace.findMany({
      where: { id: { in: [body.from_place_id, body.to_place_id] } },
      select: PLACE_SELECT,
    });
    const from = places.find((place) => place.id === body.from_place_id);
    const to = places.find((place) => place.id === body.to_place_id);
    if (!from) throw AppError.field('from_place_id', MSG.notFound);
    if (!to) throw AppError.field('to_place_id', MSG.notFound);
    const stock = await openStockWrite(tx, 'transfer', {
      lines: body.lines.flatMap((line) => [
        { productId: line.product_id, quantity: -line.quantity, placeId: from.id },
        { productId: line.product_id, quantity: line.quantity, placeId: to.id },
      ]),
    });
    const { today } = await readBusinessCalendar(tx);
    const transfer = await tx.stockTransfer.create({
      data: {
        fromPlaceId: from.id,
        toPlaceId: to.id,
        transferDate: dateColumn(today),
        note: body.note || null,
        createdById: caller.id,
      },
      select: { id: true, transferDate: true },
    });
    await stock.write({ transferId: transfer.id }, { date: dateColumn(today), actorId: caller.id });
    const units = body.lines.reduce((sum, line) => sum + line.quantity, 0);
    const [origin, destination] = [toPlace(from), toPlace(to)];
    await recordActivity(tx, caller, {
      slug: 'stock',
      action: 'transfer',
      recordId: transfer.id,
      description: `Moved ${units} units (${body.lines
        .map((line) => `${stock.products.get(line.product_id)?.name ?? line.product_id} x ${line.quantity}`)
        .join(', ')}) from ${origin.name} to ${destination.name}`,
    });
    return {
      id: transfer.id,
      from: origin,
      to: destination,
      transfer_date: calendarDate(transfer.transferDate),
      units,
    };
  });
}
