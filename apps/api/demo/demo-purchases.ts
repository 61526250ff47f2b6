import { ZCreatePurchaseBody, ZCreatePurchaseReturnBody, type TCreatePurchaseInput } from '@amc/contracts';
import type { TDb } from '../src/lib/kernel/db-client';
import type { TCaller } from '../src/lib/kernel/caller';
import { addDays, dateColumn, readBusinessCalendar } from '../src/lib/kernel/calendar-date';
import { storePurchase, storePurchaseReturn } from '../src/modules/document/document-public';

type TDemoPurchase = {
  supplier: string;
  /** Days before today. */
  daysAgo: number;
  status: 'ordered' | 'delivered';
  contact: string;
  /** Also what finds the purchase again on a second run, with its supplier. */
  note: string;
  lines: { code: string; quantity: number; rate: string }[];
  /** Goods sent back to the supplier after delivery: lines by product code. */
  returned?: { daysAgo: number; reason: string; lines: { code: string; quantity: number }[] };
  /** The supplier's confirmation of an open order: the day it promises (days from today) and its note. */
  confirmed?: { inDays: number; note: string };
};

const supplier = (first: string, last: string) => `${first}.${last}`.toLowerCase() + '@demo.supplier.example';

const PURCHASES: TDemoPurchase[] = [
  {
    supplier: supplier('Manoj', 'Agarwal'),
    daysAgo: 41,
    status: 'delivered',
    contact: 'Manoj Agarwal',
    note: 'Summer stock of split ACs for the installation season.',
    lines: [
      { code: 'DAI-FTKF50', quantity: 4, rate: '38500.00' },
      { code: 'VOL-183VCZS', quantity: 3, rate: '29750.00' },
      { code: 'BLS-IC518', quantity: 2, rate: '37800.00' },
    ],
  },
  {
    supplier: supplier('Lata', 'Bhosale'),
    daysAgo: 26,
    status: 'delivered',
    contact: 'Lata Bhosale',
    note: 'Capacitors and refrigerant gas for the service vans.',
    lines: [
      { code: 'SP-CAP-455', quantity: 20, rate: '185.50' },
      { code: 'SP-GAS-R32', quantity: 10, rate: '950.00' },
    ],
    returned: {
      daysAgo: 24,
      reason: 'Two capacitors failed the bench test.',
      lines: [{ code: 'SP-CAP-455', quantity: 2 }],
    },
  },
  {
    supplier: supplier('Imran', 'Qureshi'),
    daysAgo: 12,
    status: 'delivered',
    contact: 'Imran Qureshi',
    note: 'Spare compressor and RO membranes for AMC customers.',
    lines: [
      { code: 'SP-COMP-15T', quantity: 2, rate: '8999.99' },
      { code: 'SP-RO-MEM80', quantity: 15, rate: '1150.00' },
      { code: 'SP-SED-FLT10', quantity: 30, rate: '95.00' },
    ],
  },
  {
    supplier: supplier('Deepak', 'Jain'),
    daysAgo: 4,
    status: 'ordered',
    contact: 'Deepak Jain',
    note: 'Copper pipe for the new office installations.',
    lines: [{ code: 'SP-CU-1438', quantity: 25, rate: '333.33' }],
    confirmed: { inDays: 3, note: 'Coming in two bundles by road.' },
  },
  {
    supplier: supplier('Manoj', 'Agarwal'),
    daysAgo: 1,
    status: 'ordered',
    contact: 'Manoj Agarwal',
    note: 'Premium inverter ACs ordered for Malhotra Offices.',
    lines: [
      { code: 'LG-RSQ19', quantity: 2, rate: '40250.00' },
      { code: 'DAI-FTKM35', quantity: 3, rate: '33900.00' },
    ],
  },
];

/**
 * Purchases of the demo suppliers, written through the purchase service, so the delivered ones are in the stock as
 * the API would have put them. Safe to run twice: a purchase is found again by its supplier and note.
 */
export async function seedDemoPurchases(tx: TDb) {
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
  const suppliers = await tx.user.findMany({
    where: { email: { in: PURCHASES.map((p) => p.supplier) } },
    select: { id: true, email: true },
  });
  const products = await tx.product.findMany({
    where: { code: { in: PURCHASES.flatMap((p) => p.lines.map((l) => l.code)) } },
    select: { id: true, code: true },
  });
  const company = await tx.setting.findUnique({ where: { id: 1 }, select: { address: true } });
  for (const purchase of PURCHASES) {
    const seller = suppliers.find((s) => s.email === purchase.supplier);
    if (!seller)
      throw new Error(`The demo supplier ${purchase.supplier} is missing: seed the demo users first.`);
    if (
      await tx.purchase.findFirst({
        where: { supplierId: seller.id, note: purchase.note },
        select: { id: true },
      })
    )
      continue;
    const input: TCreatePurchaseInput = {
      supplier_id: seller.id,
      date: addDays(today, -purchase.daysAgo),
      contact_person: purchase.contact,
      billing_address: company?.address || 'Head office, FC Road, Pune 411004',
      note: purchase.note,
      status: purchase.status,
      items: purchase.lines.map((line) => {
        const product = products.find((p) => p.code === line.code);
        if (!product)
          throw new Error(`The demo product ${line.code} is missing: seed the demo products first.`);
        return { product_id: product.id, quantity: line.quantity, rate: line.rate };
      }),
    };
    const stored = await storePurchase(tx, caller, ZCreatePurchaseBody.parse(input));
    // The supplier answered in its portal (POST /purchase/answer); Manoj Agarwal's newest order still waits for his.
    if (purchase.confirmed)
      await tx.purchase.update({
        where: { id: stored.id },
        data: {
          supplierAnswer: 'confirmed',
          supplierAnsweredAt: new Date(),
          supplierDeliveryDate: dateColumn(addDays(today, purchase.confirmed.inDays)),
          supplierNote: purchase.confirmed.note,
        },
      });
    if (purchase.returned)
      await storePurchaseReturn(
        tx,
        caller,
        ZCreatePurchaseReturnBody.parse({
          purchase_id: stored.id,
          date: addDays(today, -purchase.returned.daysAgo),
          reason: purchase.returned.reason,
          items: purchase.returned.lines.map((line) => ({
            purchase_item_id: stored.items.find((item) => item.product.code === line.code)!.id,
            quantity: line.quantity,
          })),
        }),
      );
  }
}
