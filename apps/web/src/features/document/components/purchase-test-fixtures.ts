import type { TPurchase } from '@amc/contracts';
import type { TApiRoutes } from '../../../test/stub-api';

export const PURCHASE_SUPPLIER = { id: 19, full_name: 'Manoj Agarwal' };
export const PURCHASE_PRODUCTS = [
  { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton', price: '38990.00' },
  { id: 42, code: 'FLT-01', name: 'Air filter', price: '450.00' },
];

export function makePurchase(overrides: Partial<TPurchase> = {}): TPurchase {
  return {
    id: 5,
    purchase_no: 'PUR-00005',
    supplier: { ...PURCHASE_SUPPLIER, address: 'MIDC, Bhosari, Pune', location: null, tax_number: null },
    date: '2026-11-20',
    contact_person: 'Sunil',
    billing_address: 'Head office, FC Road, Pune 411004',
    status: 'ordered',
    delivered_at: null,
    supplier_answer: 'pending',
    supplier_answered_at: null,
    supplier_delivery_date: null,
    supplier_note: null,
    supplier_invoice: null,
    supplier_invoice_at: null,
    note: null,
    total: '99.99',
    items: [
      {
        id: 1,
        product: { id: 42, code: 'FLT-01', name: 'Air filter', hsn_code: null },
        quantity: 3,
        rate: '33.33',
        amount: '99.99',
        returned_quantity: 0,
      },
    ],
    returned_total: '0.00',
    returns: [],
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** The pickers' answers: one supplier, two products. */
export const PICKER_ROUTES: TApiRoutes = {
  'POST /user/dropdownByRole': {
    message: 'Users',
    data: [{ ...PURCHASE_SUPPLIER, email: 'manoj@example.com', unique_identity: 'SUP-00001' }],
  },
  'GET /product/produtcDropdown': { message: 'Products', data: PURCHASE_PRODUCTS },
};
