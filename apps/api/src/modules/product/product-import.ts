import { MSG, ZCreateProductBody, type TCategoryType } from '@amc/contracts';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import type { TDb } from '../../lib/kernel/db-client';
import { isUniqueViolation } from '../../lib/kernel/db-errors';
import {
  byRule,
  changedFields,
  foldKey,
  textOf,
  wholeOf,
  writePlanned,
  type TImporter,
  type TImportFieldSpec,
  type TImportOptions,
  type TImportRow,
  type TRowOutcome,
} from '../../lib/rules/import-kit';
import { lockStockForCount, openStockWrite } from '../../lib/rules/stock-ledger';
import { categoryIdsByName } from '../category/category-public';

/**
 * Importing products (issue 26, section 1), matched on their code. Brands, categories and units are named, and
 * created when the list lacks them. A stock column is the counted stock: where it differs from the ledger's, one
 * adjustment moves it there (reason "opening" for a new product, "count" for one already stored), so no one
 * invents purchases to set an opening balance, and a second import of the same file moves nothing.
 */

const shape = ZCreateProductBody.shape;
const FIELDS: TImportFieldSpec[] = [
  { key: 'code', header: 'column.code', required: true, parse: byRule(shape.code) },
  { key: 'name', header: 'column.name', required: true, parse: byRule(shape.name) },
  { key: 'model_number', header: 'column.modelNumber', parse: byRule(shape.model_number) },
  { key: 'hsn_code', header: 'column.hsnCode', parse: byRule(shape.hsn_code) },
  { key: 'price', header: 'column.price', required: true, parse: byRule(shape.price) },
  { key: 'brand', header: 'column.brand', parse: textOf(100) },
  { key: 'category', header: 'column.category', parse: textOf(100) },
  { key: 'unit', header: 'column.unit', parse: textOf(100) },
  { key: 'description', header: 'column.description', parse: byRule(shape.description) },
  { key: 'current_stock', header: 'column.currentStock', parse: wholeOf(0, 1_000_000_000) },
];

const LISTS = [
  ['brand', 'brand'],
  ['category', 'product_category'],
  ['unit', 'unit'],
] as const satisfies readonly (readonly [string, TCategoryType])[];

const STORED_SELECT = {
  id: true,
  code: true,
  name: true,
  modelNumber: true,
  hsnCode: true,
  price: true,
  description: true,
  currentStock: true,
  brand: { select: { name: true } },
  category: { select: { name: true } },
  unit: { select: { name: true } },
} as const;

type TStored = {
  id: number;
  code: string;
  name: string;
  modelNumber: string | null;
  hsnCode: string | null;
  price: { toString(): string };
  description: string | null;
  currentStock: number;
  brand: { name: string } | null;
  category: { name: string } | null;
  unit: { name: string } | null;
};

const storedValues = (product: TStored): Record<string, unknown> => ({
  code: product.code,
  name: product.name,
  model_number: product.modelNumber,
  hsn_code: product.hsnCode,
  price: Number(product.price.toString()),
  description: product.description,
  current_stock: product.currentStock,
  // A list's name compares without case, as its index does.
  brand: product.brand ? foldKey(product.brand.name) : null,
  category: product.category ? foldKey(product.category.name) : null,
  unit: product.unit ? foldKey(product.unit.name) : null,
});

const folded = (values: TImportRow['values']) => ({
  ...values,
  ...Object.fromEntries(
    LISTS.filter(([field]) => field in values).map(([field]) => [
      field,
      values[field] ? foldKey(values[field]) : null,
    ]),
  ),
});

type TPlanned = { row: TImportRow; id: number | null; stock: number };

async function writeProducts(tx: TDb, caller: TCaller, planned: readonly TPlanned[]) {
  const ids = new Map<string, Map<string, number>>();
  for (const [field, type] of LISTS) {
    const names = planned
      .map((p) => p.row.values[field])
      .filter((name): name is string => typeof name === 'string');
    ids.set(field, await categoryIdsByName(tx, type, names, { create: true }));
  }
  const data = (values: TImportRow['values']) => ({
    ...('name' in values ? { name: String(values.name) } : {}),
    ...('model_number' in values ? { modelNumber: values.model_number as string | null } : {}),
    ...('hsn_code' in values ? { hsnCode: values.hsn_code as string | null } : {}),
    ...('price' in values ? { price: Number(values.price) } : {}),
    ...('description' in values ? { description: values.description as string | null } : {}),
    ...Object.fromEntries(
      LISTS.filter(([field]) => field in values).map(([field]) => [
        `${field}Id`,
        values[field] ? (ids.get(field)!.get(foldKey(values[field])) ?? null) : null,
      ]),
    ),
  });
  const counted = new Map<number, { counted: number; opening: boolean }>();
  for (const p of planned) {
    const values = p.row.values;
    let id = p.id;
    if (id === null) {
      const created = await tx.product.create({
        data: {
          code: String(values.code),
          name: String(values.name),
          price: Number(values.price),
          ...data(values),
        },
        select: { id: true },
      });
      id = created.id;
    } else await tx.product.update({ where: { id }, data: data(values), select: { id: true } });
    if (typeof values.current_stock === 'number') {
      counted.set(id, { counted: values.current_stock, opening: p.id === null });
    }
  }
  if (!counted.size) return;
  // A count becomes a difference only under the products' lock, as a hand count does (stock-service adjustStock):
  // a sale committed meanwhile is not overwritten.
  const locked = await lockStockForCount(tx, counted.keys());
  const deltas = new Map(
    [...counted]
      .map(([id, { counted: stock }]) => [id, stock - locked.get(id)!.stock] as const)
      .filter(([, change]) => change !== 0),
  );
  if (!deltas.size) return;
  const stock = await openStockWrite(tx, 'adjustment', {
    lines: [...deltas].map(([productId, change]) => ({
      productId,
      quantity: change,
      reason: counted.get(productId)!.opening ? ('opening' as const) : ('count' as const),
      note: 'Import',
    })),
  });
  const { today } = await readBusinessCalendar(tx);
  await stock.write(null, { date: dateColumn(today), actorId: caller.id });
}

export const productImporter: TImporter = {
  fields: FIELDS,
  async apply(prisma, caller, rows, options: TImportOptions): Promise<TRowOutcome[]> {
    const stored = await prisma.product.findMany({
      where: { code: { in: rows.map((row) => String(row.values.code)) } },
      select: STORED_SELECT,
    });
    const byCode = new Map(stored.map((product) => [foldKey(product.code), product]));
    const outcomes: TRowOutcome[] = [];
    const planned: { index: number; plan: TPlanned }[] = [];
    rows.forEach((row, index) => {
      const product = byCode.get(foldKey(row.values.code));
      if (!product) {
        outcomes[index] = 'created';
        planned.push({ index, plan: { row, id: null, stock: 0 } });
        return;
      }
      const changed = changedFields(storedValues(product), folded(row.values)).filter(
        (field) => field !== 'code',
      );
      outcomes[index] = changed.length ? 'updated' : 'unchanged';
      if (changed.length) planned.push({ index, plan: { row, id: product.id, stock: product.currentStock } });
    });
    return writePlanned(
      prisma,
      outcomes,
      planned,
      options,
      (tx, plans) => writeProducts(tx, caller, plans),
      (error) => (isUniqueViolation(error) ? [{ column: null, message: MSG.codeTaken }] : null),
    );
  },
};
