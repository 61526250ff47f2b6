import { MSG, type TDocumentLine, type TDocumentLineBody, type TDocumentTotals } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../kernel/db-client';
import { PERSON_FIELDS } from '../kernel/person';
import { AppError, type TIssue } from '../kernel/app-error';
import { one, person } from '../kernel/joined-rows';
import {
  computeDocumentTotals,
  splitTax,
  type TDocumentSums,
  type TTaxComponentRate,
} from './document-totals';

/** A quotation's or a sale's line as it is written: what the form chose and what the server computed. */
export type TLineRow = {
  productId: number;
  quantity: number;
  price: string;
  taxId: number | null;
  taxPercent: string;
  discountPercent: string;
  amount: string;
};

export type TPricedDocument = {
  rows: TLineRow[];
  columns: { grossTotal: string; discountTotal: string; taxTotal: string; total: string };
};

/** The customer of a quotation or a sale, as both are read. */
/** What a document prints of its party beside the name: its address, where it is, and its tax registration. */
export const PARTY_FIELDS = { address: true, city: true, state: true, pincode: true, gst: true } as const;

export const CUSTOMER_SELECT = {
  select: { ...PERSON_FIELDS, email: true, ...PARTY_FIELDS },
} as const;

type TPartyRow = {
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  gst: string | null;
};

/** A party's address, location ("Pune, Maharashtra 411001") and tax number as its documents answer them. */
export const toPartyDetails = (party: TPartyRow) => ({
  address: party.address,
  location:
    [party.city, [party.state, party.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
  tax_number: party.gst || null,
});

export const toDocumentCustomer = (
  customer: { id: number; firstName: string; lastName: string; email: string } & TPartyRow,
) => ({
  id: customer.id,
  full_name: `${customer.firstName} ${customer.lastName}`.trim(),
  email: customer.email,
  ...toPartyDetails(customer),
});

/** The relations a stored line is shown with. */
/** A line's product as every document reads it, and as the API answers it. */
export const LINE_PRODUCT_SELECT = { select: { id: true, name: true, code: true, hsnCode: true } } as const;
const LINE_PRODUCT_FIELDS = ['id', 'name', 'code', 'hsnCode'];
export const toLineProduct = (product: {
  id: number;
  name: string;
  code: string;
  hsnCode: string | null;
}) => ({
  id: product.id,
  name: product.name,
  code: product.code,
  hsn_code: product.hsnCode,
});

export const LINE_INCLUDE = {
  product: LINE_PRODUCT_SELECT,
  tax: { select: { id: true, name: true } },
} as const;

/** A line's product joined (lib/kernel/joined-rows), as LINE_PRODUCT_SELECT reads it. */
export const LINE_PRODUCT_JOIN = one('products', { key: 'productId' }, LINE_PRODUCT_FIELDS);

/** CUSTOMER_SELECT and LINE_INCLUDE as a list reads them joined (lib/kernel/joined-rows). */
export const CUSTOMER_JOIN = person('customerId', ['email', ...Object.keys(PARTY_FIELDS)]);
export const LINE_JOINS = {
  product: LINE_PRODUCT_JOIN,
  tax: one('taxes', { key: 'taxId' }, ['id', 'name']),
};

/** The shape shared by QuotationItem and SaleItem rows read with LINE_INCLUDE. */
export type TStoredLine = {
  id: number;
  /** Null on a contract bill's line (sales only), which names its period in `description`. */
  productId: number | null;
  description?: string | null;
  quantity: number;
  price: Prisma.Decimal;
  taxId: number | null;
  taxPercent: Prisma.Decimal;
  discountPercent: Prisma.Decimal;
  amount: Prisma.Decimal;
  product: { id: number; name: string; code: string; hsnCode: string | null } | null;
  tax: { id: number; name: string } | null;
};

/** Every tax's components by tax id: a document's lines split their tax by them (a handful of rows per business). */
export type TTaxBook = Map<number, TTaxComponentRate[]>;

export async function readTaxBook(db: TDb, taxIds?: readonly number[]): Promise<TTaxBook> {
  const rows = await db.taxComponent.findMany({
    // Only the taxes a caller names, when it names them (a report's groups).
    ...(taxIds ? { where: { taxId: { in: [...taxIds] } } } : {}),
    orderBy: [{ taxId: 'asc' }, { position: 'asc' }],
    select: { taxId: true, name: true, percentage: true, applies: true },
  });
  const book: TTaxBook = new Map();
  for (const { taxId, ...component } of rows) book.set(taxId, [...(book.get(taxId) ?? []), component]);
  return book;
}

/** How a document's lines split their taxes: by the taxes' components, within or across states. */
export type TTaxSplit = { book: TTaxBook; interState: boolean };

const columnsOf = (s: TDocumentSums): TPricedDocument['columns'] => ({
  grossTotal: s.grossTotal.toFixed(2),
  discountTotal: s.discountTotal.toFixed(2),
  taxTotal: s.taxTotal.toFixed(2),
  total: s.total.toFixed(2),
});

/** A document's stored sums as the API shows them. */
export const toDocumentTotals = (row: {
  grossTotal: Prisma.Decimal;
  discountTotal: Prisma.Decimal;
  taxTotal: Prisma.Decimal;
  total: Prisma.Decimal;
}): TDocumentTotals => ({
  gross_total: row.grossTotal.toFixed(2),
  discount_total: row.discountTotal.toFixed(2),
  tax_total: row.taxTotal.toFixed(2),
  total: row.total.toFixed(2),
});

/**
 * Checks what the lines name and prices them: a product new to the document must be an active one (lines it
 * already had keep theirs after an archive), a tax must exist; its rate is taken now and kept on the line.
 */
export async function priceDocumentLines(
  db: TDb,
  items: TDocumentLineBody[],
  knownProductIds: Set<number>,
  documentDiscountPercent: string = '0',
): Promise<TPricedDocument> {
  const wantedProducts = [
    ...new Set(items.map((i) => i.product_id).filter((id) => !knownProductIds.has(id))),
  ];
  const wantedTaxes = [...new Set(items.flatMap((i) => (i.tax_id === null ? [] : [i.tax_id])))];
  const [products, taxes] = await Promise.all([
    wantedProducts.length
      ? db.product.findMany({
          where: { id: { in: wantedProducts }, isArchived: false },
          select: { id: true },
        })
      : [],
    wantedTaxes.length
      ? db.tax.findMany({ where: { id: { in: wantedTaxes } }, select: { id: true, percentage: true } })
      : [],
  ]);
  const active = new Set(products.map((p) => p.id));
  const rateOf = new Map(taxes.map((t) => [t.id, t.percentage.toFixed(2)]));
  const issues: TIssue[] = items.flatMap((item, index) => [
    ...(knownProductIds.has(item.product_id) || active.has(item.product_id)
      ? []
      : [{ path: `items.${index}.product_id`, message: MSG.chooseProduct }]),
    ...(item.tax_id === null || rateOf.has(item.tax_id)
      ? []
      : [{ path: `items.${index}.tax_id`, message: MSG.chooseTax }]),
  ]);
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);

  const lines = items.map((item) => ({
    quantity: item.quantity,
    price: item.price,
    taxPercent: item.tax_id === null ? '0.00' : rateOf.get(item.tax_id)!,
    discountPercent: item.discount,
  }));
  const priced = computeDocumentTotals(lines, documentDiscountPercent);
  return {
    rows: items.map((item, index) => ({
      productId: item.product_id,
      quantity: item.quantity,
      price: item.price,
      taxId: item.tax_id,
      taxPercent: lines[index]!.taxPercent,
      discountPercent: item.discount,
      amount: priced.lines[index]!.amount.toFixed(2),
    })),
    columns: columnsOf(priced),
  };
}

/**
 * Stored lines as the API shows them, each with its discount, tax and total worked out again by the same pricing
 * that wrote the document's totals (from the rates kept on the line), so they always agree.
 */
export function toDocumentLines(
  items: readonly TStoredLine[],
  split: TTaxSplit,
  documentDiscountPercent: Prisma.Decimal | string = '0',
): TDocumentLine[] {
  const priced = computeDocumentTotals(items, documentDiscountPercent);
  return items.map((item, index) => {
    const line = priced.lines[index]!;
    const parts = item.taxId === null ? [] : (split.book.get(item.taxId) ?? []);
    return {
      id: item.id,
      product: item.product && toLineProduct(item.product),
      description: item.description ?? null,
      quantity: item.quantity,
      price: item.price.toFixed(2),
      tax: item.tax,
      tax_percent: item.taxPercent.toFixed(2),
      discount_percent: item.discountPercent.toFixed(2),
      amount: item.amount.toFixed(2),
      discount: line.discount.toFixed(2),
      tax_amount: line.tax.toFixed(2),
      tax_parts: splitTax(line.tax, item.taxPercent, parts, split.interState).map((part) => ({
        name: part.name,
        percent: part.percent.toFixed(2),
        amount: part.amount.toFixed(2),
      })),
      total: line.total.toFixed(2),
    };
  });
}

/** A line for a contract's term or one of its periods rather than a product: its description names it. */
export type TTermLineRow = Omit<TLineRow, 'productId'> & { productId: null; description: string };

/**
 * A document of one line for a contract's term or period (a contract bill, a renewal offer): its amount before tax
 * and the tax it adds (the rate taken now and kept on the line), priced as every document is.
 */
export function priceTermLine(
  description: string,
  amount: string,
  tax: { id: number; percentage: Prisma.Decimal } | null,
): { rows: [TTermLineRow]; columns: TPricedDocument['columns'] } {
  const line = {
    quantity: 1,
    price: amount,
    taxPercent: tax?.percentage.toFixed(2) ?? '0.00',
    discountPercent: '0.00',
  };
  const priced = computeDocumentTotals([line]);
  return {
    rows: [
      {
        productId: null,
        description,
        ...line,
        taxId: tax?.id ?? null,
        amount: priced.lines[0]!.amount.toFixed(2),
      },
    ],
    columns: columnsOf(priced),
  };
}

/** Stored lines priced again as they stand, rates included (a quotation's lines becoming a sale's). */
export function priceStoredLines(items: readonly TStoredLine[]) {
  const priced = computeDocumentTotals(items);
  return {
    rows: items.map((item) => ({
      productId: item.productId,
      description: item.description ?? null,
      quantity: item.quantity,
      price: item.price.toFixed(2),
      taxId: item.taxId,
      taxPercent: item.taxPercent.toFixed(2),
      discountPercent: item.discountPercent.toFixed(2),
      amount: item.amount.toFixed(2),
    })),
    columns: columnsOf(priced),
  };
}

/** The catalogue products a document's stored lines name (a contract's line names none). */
export const productIdsOf = (items: readonly { productId: number | null }[] | undefined) =>
  new Set(items?.flatMap((item) => (item.productId === null ? [] : [item.productId])) ?? []);
