import type { TDocumentLine, TQuotation } from '@amc/contracts';
import type { TApiRoutes } from '../../../test/stub-api';

export const QUOTATION_CUSTOMER = { id: 7, full_name: 'Priya Sharma', email: 'priya@example.com' };
export const QUOTATION_PRODUCTS = [
  { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton', price: '38990.00' },
  { id: 42, code: 'FLT-01', name: 'Air filter', price: '450.00' },
];
export const QUOTATION_TAXES = [
  { id: 3, name: 'GST 18%', percentage: '18.00', components: [], created_at: '2026-11-01T00:00:00.000Z' },
  { id: 2, name: 'GST 12%', percentage: '12.00', components: [], created_at: '2026-11-01T00:00:00.000Z' },
];

export function makeLine(overrides: Partial<TDocumentLine> = {}): TDocumentLine {
  return {
    id: 1,
    product: { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton', hsn_code: null },
    description: null,
    quantity: 1,
    price: '38990.00',
    tax: { id: 3, name: 'GST 18%' },
    tax_percent: '18.00',
    discount_percent: '0.00',
    amount: '38990.00',
    discount: '0.00',
    tax_amount: '7018.20',
    tax_parts: [],
    total: '46008.20',
    ...overrides,
  };
}

export function makeQuotation(overrides: Partial<TQuotation> = {}): TQuotation {
  return {
    id: 9,
    quotation_no: 'QUO-00009',
    customer: { ...QUOTATION_CUSTOMER, address: 'FC Road, Pune', location: null, tax_number: null },
    date: '2026-11-20',
    status: 'open',
    note: null,
    sale: null,
    renewal_of: null,
    items: [
      makeLine(),
      makeLine({
        id: 2,
        product: { id: 42, code: 'FLT-01', name: 'Air filter', hsn_code: null },
        quantity: 2,
        price: '450.00',
        tax: null,
        tax_percent: '0.00',
        amount: '900.00',
        tax_amount: '0.00',
        tax_parts: [],
        total: '900.00',
      }),
    ],
    gross_total: '39890.00',
    discount_total: '0.00',
    tax_total: '7018.20',
    total: '46908.20',
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** The pickers' answers: one customer, two products, two taxes. */
export const PICKER_ROUTES: TApiRoutes = {
  'POST /user/dropdownByRole': {
    message: 'Users',
    data: [{ ...QUOTATION_CUSTOMER, unique_identity: 'CUS-00001' }],
  },
  'GET /product/produtcDropdown': { message: 'Products', data: QUOTATION_PRODUCTS },
  'GET /tax/list': { data: QUOTATION_TAXES, meta: { total: 2, totalExact: true, page: 1, pageSize: 100 } },
};
