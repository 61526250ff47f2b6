import type { TSale } from '@amc/contracts';

/** A contract's bill for its January period: one line without a product, due on the 15th (then overdue). */
export function makeContractBill(overrides: Partial<TSale> = {}): TSale {
  const bill = makeSale({
    id: 14,
    sale_no: 'SALE-00014',
    date: '2026-01-01',
    discount_percent: '0.00',
    due_date: '2026-01-15',
    contract: { amc_id: 5, amc_no: 'AMC-00005', period_start: '2026-01-01', period_end: '2026-01-31' },
  });
  return {
    ...bill,
    items: [
      {
        ...bill.items[0]!,
        product: null,
        description: 'AMC-00005: 01-01-2026 – 31-01-2026',
        quantity: 1,
        price: '1000.00',
      },
    ],
    ...overrides,
  };
}

export function makeSale(overrides: Partial<TSale> = {}): TSale {
  return {
    id: 12,
    sale_no: 'SALE-00012',
    customer: {
      id: 7,
      full_name: 'Priya Sharma',
      email: 'priya@example.com',
      address: 'FC Road, Pune',
      location: null,
      tax_number: null,
    },
    date: '2026-11-21',
    billing_address: 'FC Road, Pune 411004',
    discount_percent: '5.00',
    payment_status: 'unpaid',
    paid_total: '0.00',
    credited_total: '0.00',
    due_total: '1000.00',
    upi_uri: null,
    note: null,
    due_date: null,
    contract: null,
    quotation: null,
    items: [
      {
        id: 1,
        product: { id: 42, code: 'FLT-01', name: 'Air filter', hsn_code: null },
        description: null,
        quantity: 2,
        price: '500.00',
        tax: null,
        tax_percent: '0.00',
        discount_percent: '0.00',
        amount: '1000.00',
        discount: '0.00',
        tax_amount: '0.00',
        tax_parts: [],
        total: '1000.00',
        credited_quantity: 0,
      },
    ],
    payments: [],
    credit_notes: [],
    gross_total: '1000.00',
    discount_total: '0.00',
    tax_total: '0.00',
    total: '1000.00',
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}
