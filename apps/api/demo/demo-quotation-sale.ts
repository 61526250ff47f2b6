import {
  ZCreateQuotationBody,
  ZCreateSaleBody,
  ZCreateSalePaymentBody,
  type TCreateQuotationInput,
  type TCreateSaleInput,
  ZCreateCreditNoteBody,
  type TDocumentLineInput,
  type TPaymentMethod,
  type TQuotationStatus,
} from '@amc/contracts';
import type { TDb } from '../src/lib/kernel/db-client';
import type { TCaller } from '../src/lib/kernel/caller';
import { addDays, readBusinessCalendar } from '../src/lib/kernel/calendar-date';
import { convertQuotationIn, storeQuotation } from '../src/modules/document/document-public';
import { recordSalePayment, storeCreditNote, storeSale } from '../src/modules/document/document-public';

type TDemoLine = { code: string; quantity: number; price: string; tax?: string; discount?: string };

type TDemoQuotation = {
  customer: string;
  daysAgo: number;
  status: TQuotationStatus;
  /** Also what finds the quotation again on a second run, with its customer. */
  note: string;
  lines: TDemoLine[];
  convert?: boolean;
};

type TDemoSale = {
  customer: string;
  daysAgo: number;
  discount?: string;
  /** Also what finds the sale again on a second run, with its customer. */
  note: string;
  lines: TDemoLine[];
  payments: { daysAgo: number; amount: 'all' | string; method: TPaymentMethod; note?: string }[];
  /** Goods taken back with a credit note: lines by product code, each back into stock or not. */
  credit?: { daysAgo: number; reason: string; lines: { code: string; quantity: number; restock: boolean }[] };
};

const customer = (first: string, last: string) => `${first}.${last}`.toLowerCase() + '@demo.customer.example';

const QUOTATIONS: TDemoQuotation[] = [
  {
    customer: customer('Priya', 'Sharma'),
    daysAgo: 20,
    status: 'open',
    note: 'Two split ACs for the new showroom floor.',
    lines: [
      { code: 'DAI-FTKM35', quantity: 2, price: '36500.00', tax: 'GST 28%', discount: '5' },
      { code: 'SP-CU-1438', quantity: 6, price: '420.00', tax: 'GST 18%' },
    ],
  },
  {
    customer: customer('Arjun', 'Mehta'),
    daysAgo: 14,
    status: 'progress',
    note: 'RO plant upkeep for the diagnostics lab.',
    lines: [
      { code: 'KEN-GRAND', quantity: 1, price: '18990.00', tax: 'GST 18%' },
      { code: 'SP-RO-MEM80', quantity: 2, price: '1450.00', tax: 'GST 18%', discount: '10' },
    ],
  },
  {
    customer: customer('Kavita', 'Joshi'),
    daysAgo: 9,
    status: 'progress',
    note: 'Cold room capacitors and refrigerant top-up.',
    lines: [
      { code: 'BLS-IC518', quantity: 1, price: '42500.00', tax: 'GST 28%' },
      { code: 'SP-CAP-455', quantity: 2, price: '350.00', tax: 'GST 18%' },
    ],
    convert: true,
  },
  {
    customer: customer('Karan', 'Malhotra'),
    daysAgo: 3,
    status: 'closed',
    note: 'Office AC replacement, declined by the customer.',
    lines: [{ code: 'LG-RSQ19', quantity: 3, price: '45990.00', tax: 'GST 28%', discount: '8' }],
  },
];

const SALES: TDemoSale[] = [
  {
    customer: customer('Vikram', 'Singh'),
    daysAgo: 18,
    note: 'Split AC for the service lounge, installed.',
    lines: [
      { code: 'DAI-FTKF50', quantity: 1, price: '44990.00', tax: 'GST 28%' },
      { code: 'SP-GAS-R32', quantity: 1, price: '1200.00', tax: 'GST 18%' },
    ],
    payments: [{ daysAgo: 18, amount: 'all', method: 'bank_transfer', note: 'NEFT on delivery' }],
  },
  {
    customer: customer('Rahul', 'Verma'),
    daysAgo: 11,
    discount: '5',
    note: 'RO membranes and filters for the hospital wards.',
    lines: [
      { code: 'SP-RO-MEM80', quantity: 2, price: '1450.00', tax: 'GST 18%' },
      { code: 'SP-SED-FLT10', quantity: 4, price: '150.00', tax: 'GST 18%' },
    ],
    payments: [{ daysAgo: 10, amount: '2000.00', method: 'upi', note: 'Advance' }],
    credit: {
      daysAgo: 8,
      reason: 'One sediment filter returned unused.',
      lines: [{ code: 'SP-SED-FLT10', quantity: 1, restock: true }],
    },
  },
  {
    customer: customer('Neha', 'Kulkarni'),
    daysAgo: 2,
    note: 'Spare capacitors for the cafe kitchen units.',
    lines: [{ code: 'SP-CAP-455', quantity: 2, price: '350.00', tax: 'GST 18%' }],
    payments: [],
  },
];

/**
 * Quotations and sales of the demo customers, written through the module services, so totals, bill numbers, stock
 * and payment statuses are what the API would have made: a few quotations (one converted to a sale) and sales
 * paid in full, in part and not at all. Safe to run twice: a record is found again by its customer and note.
 * Sells only what the demo purchases delivered.
 */
export async function seedDemoQuotationsAndSales(tx: TDb) {
  const { today } = await readBusinessCalendar(tx);
  const admin = await tx.user.findFirstOrThrow({
    where: { role: { slug: 'admin' } },
    orderBy: { id: 'asc' },
    select: { id: true, email: true, roleId: true },
  });
  const caller: TCaller = {
    ...admin,
    role: 'admin',
    permissions: new Set(),
    language: null,
    ip: '127.0.0.1',
    userAgent: 'seed-demo',
  };
  const emails = [...QUOTATIONS, ...SALES].map((d) => d.customer);
  const customers = await tx.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true, address: true },
  });
  const codes = [...QUOTATIONS, ...SALES].flatMap((d) => d.lines.map((l) => l.code));
  const products = await tx.product.findMany({
    where: { code: { in: codes } },
    select: { id: true, code: true },
  });
  const taxes = await tx.tax.findMany({ select: { id: true, name: true } });

  const customerOf = (email: string) => {
    const found = customers.find((c) => c.email === email);
    if (!found) throw new Error(`The demo customer ${email} is missing: seed the demo users first.`);
    return found;
  };
  const linesOf = (lines: TDemoLine[]): TDocumentLineInput[] =>
    lines.map((line) => {
      const product = products.find((p) => p.code === line.code);
      if (!product)
        throw new Error(`The demo product ${line.code} is missing: seed the demo products first.`);
      return {
        product_id: product.id,
        quantity: line.quantity,
        price: line.price,
        tax_id: line.tax ? (taxes.find((t) => t.name === line.tax)?.id ?? null) : null,
        discount: line.discount,
      };
    });

  for (const demo of QUOTATIONS) {
    const buyer = customerOf(demo.customer);
    if (
      await tx.quotation.findFirst({ where: { customerId: buyer.id, note: demo.note }, select: { id: true } })
    )
      continue;
    const input: TCreateQuotationInput = {
      customer_id: buyer.id,
      date: addDays(today, -demo.daysAgo),
      status: demo.status,
      note: demo.note,
      items: linesOf(demo.lines),
    };
    const quotation = await storeQuotation(tx, caller, ZCreateQuotationBody.parse(input));
    if (demo.convert) await convertQuotationIn(tx, caller, quotation.id);
  }

  for (const demo of SALES) {
    const buyer = customerOf(demo.customer);
    if (await tx.sale.findFirst({ where: { customerId: buyer.id, note: demo.note }, select: { id: true } }))
      continue;
    const input: TCreateSaleInput = {
      customer_id: buyer.id,
      date: addDays(today, -demo.daysAgo),
      billing_address: buyer.address ?? 'Pune',
      discount: demo.discount,
      note: demo.note,
      items: linesOf(demo.lines),
    };
    const sale = await storeSale(tx, caller, ZCreateSaleBody.parse(input));
    for (const payment of demo.payments)
      await recordSalePayment(
        tx,
        caller,
        ZCreateSalePaymentBody.parse({
          sale_id: sale.id,
          amount: payment.amount === 'all' ? sale.total : payment.amount,
          date: addDays(today, -payment.daysAgo),
          method: payment.method,
          note: payment.note,
        }),
        // The demo mails no one: no receipts.
        { mailReceipt: false },
      );
    if (demo.credit)
      await storeCreditNote(
        tx,
        caller,
        ZCreateCreditNoteBody.parse({
          sale_id: sale.id,
          date: addDays(today, -demo.credit.daysAgo),
          reason: demo.credit.reason,
          items: demo.credit.lines.map((line) => ({
            sale_item_id: sale.items.find((item) => item.product?.code === line.code)!.id,
            quantity: line.quantity,
            restock: line.restock,
          })),
        }),
      );
  }
}
