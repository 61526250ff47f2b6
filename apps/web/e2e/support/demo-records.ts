import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TAdminApi } from './admin-api';

/** The demo business's password and people (apps/api/demo/demo-users.ts). */
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_PEOPLE = {
  customer: 'priya.sharma@demo.customer.example',
  employee: 'ravi.kumar@demo.employee.example',
  supplier: 'manoj.agarwal@demo.supplier.example',
} as const;

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Fills an e2e installation (the server keeping its data in `dataDir`) with the demo business (`pnpm
 * db:seed-demo`, the newcomer's own command), so pages show the names, statuses and amounts users have rather
 * than empty tables. The seed skips what exists.
 */
export async function seedDemoBusiness(api: TAdminApi, dataDir: string): Promise<void> {
  const found = await api.get<{ data: unknown[] }>('/api/user/list', { search: DEMO_PEOPLE.customer });
  if (found.data.length > 0) return;
  execFileSync('pnpm', ['--silent', '--filter', '@amc/api', 'db:seed-demo'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}

type TRows<T> = { data: T[] };

/** The demo records that pages with an id or an e-mail in their address show. */
export type TDemoRecords = {
  amcId: number;
  /** An item of the equipment register under a contract, with visits in its history. */
  equipmentId: number;
  quotationId: number;
  saleId: number;
  creditNoteId: number;
  purchaseReturnId: number;
  purchaseId: number;
  customerSaleId: number;
  supplierPurchaseId: number;
  taxId: number;
  conversationId: number;
  /** An open visit of the demo employee, for its completion page. */
  openVisitId: number;
  /** The demo customer's contract whose renewal is offered, and the offer's quotation. */
  offer: { amcId: number; quotationId: number };
};

const MESSAGE_SUBJECT = 'Quarterly service of the Sharma Textiles showroom units';
const MESSAGE_BODY =
  'Please visit the Sharma Textiles showroom on Monday at 10:00, clean both split units and check the ' +
  'outdoor unit on the terrace. Priya Sharma asked for a call 30 minutes before you arrive.';

/** The first row of a list that passes `pick`, or else the first row: pages are shown either way. */
async function firstRow<T extends { id: number }>(
  api: TAdminApi,
  path: string,
  pick: (row: T) => boolean = () => true,
  search?: string,
): Promise<T> {
  const { data } = await api.get<TRows<T>>(path, { pageSize: 50, ...(search ? { search } : {}) });
  const row = data.find(pick) ?? data[0];
  if (!row) throw new Error(`${path} has no rows: the demo seed should have made some`);
  return row;
}

/**
 * One record of each kind with a page of its own, preferring the ones with the most on them: an open quotation,
 * a sale paid in part. The admin's message to the demo employee is made once (demo data has no messages).
 */
export async function findDemoRecords(api: TAdminApi): Promise<TDemoRecords> {
  const amc = await firstRow(api, '/api/amc/list');
  const equipment = await firstRow<{ id: number; cover: { kind: string } }>(
    api,
    '/api/equipment/list',
    (row) => row.cover.kind === 'contract',
  );
  const quotation = await firstRow<{ id: number; status: string }>(
    api,
    '/api/quotation/list',
    (row) => row.status === 'open',
  );
  const sale = await firstRow<{ id: number; payment_status: string }>(
    api,
    '/api/sale/list',
    (row) => row.payment_status === 'partial',
  );
  const offer = await firstRow<{
    id: number;
    renewal_of: { id: number } | null;
    customer: { email: string };
  }>(
    api,
    '/api/quotation/list',
    (row) => row.renewal_of !== null && row.customer.email === DEMO_PEOPLE.customer,
  );
  const creditNote = await firstRow(api, '/api/credit-note/list');
  const purchaseReturn = await firstRow(api, '/api/purchase-return/list');
  const purchase = await firstRow(api, '/api/purchase/list');
  // The demo customer's own bill with a payment (its receipt), and the demo supplier's own open order.
  const customerSale = await firstRow<{ id: number; customer: { email: string }; payments: unknown[] }>(
    api,
    '/api/sale/list',
    (row) => row.customer.email === DEMO_PEOPLE.customer && row.payments.length > 0,
  );
  const supplierRow = await firstRow<{ id: number; email: string }>(
    api,
    '/api/user/list',
    (row) => row.email === DEMO_PEOPLE.supplier,
    DEMO_PEOPLE.supplier,
  );
  const supplierPurchase = await firstRow<{ id: number; supplier: { id: number }; status: string }>(
    api,
    '/api/purchase/list',
    (row) => row.supplier.id === supplierRow.id && row.status === 'ordered',
  );
  const tax = await firstRow(api, '/api/tax/list');
  const employeeRow = await firstRow<{ id: number; email: string }>(
    api,
    '/api/user/list',
    (row) => row.email === DEMO_PEOPLE.employee,
    DEMO_PEOPLE.employee,
  );
  const openVisit = await firstRow<{ id: number; status: string; assignTo: { id: number } | null }>(
    api,
    '/api/service/list',
    (row) => row.status !== 'closed' && row.assignTo?.id === employeeRow.id,
  );
  const sent = await api.get<TRows<{ id: number; subject: string }>>('/api/message/sent', {
    search: MESSAGE_SUBJECT,
  });
  let conversationId = sent.data.find((row) => row.subject === MESSAGE_SUBJECT)?.id;
  if (conversationId === undefined) {
    const created = await api.post<{ data: { id: number } }>('/api/message/store', {
      recipient_ids: [employeeRow.id],
      subject: MESSAGE_SUBJECT,
      body: MESSAGE_BODY,
    });
    conversationId = created.data.id;
  }
  return {
    amcId: amc.id,
    equipmentId: equipment.id,
    quotationId: quotation.id,
    saleId: sale.id,
    creditNoteId: creditNote.id,
    purchaseReturnId: purchaseReturn.id,
    purchaseId: purchase.id,
    customerSaleId: customerSale.id,
    supplierPurchaseId: supplierPurchase.id,
    taxId: tax.id,
    conversationId,
    openVisitId: openVisit.id,
    offer: { amcId: offer.renewal_of?.id ?? amc.id, quotationId: offer.id },
  };
}
