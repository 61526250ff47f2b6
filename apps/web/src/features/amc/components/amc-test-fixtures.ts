import type { TAmc, TAmcDetail, TAmcTerm } from '@amc/contracts';
import type { TApiCall, TApiRoutes } from '../../../test/stub-api';

export const AMC_CUSTOMER = { id: 21, full_name: 'Priya Sharma' };
export const AMC_EMPLOYEE = { id: 31, full_name: 'Ravi Kumar' };
export const AMC_PRODUCT = { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton' };

export function makeAmc(overrides: Partial<TAmc> = {}): TAmc {
  return {
    id: 5,
    amc_no: 'AMC-00005',
    customer: AMC_CUSTOMER,
    products: [AMC_PRODUCT],
    equipment: [],
    start_date: '2026-01-15',
    end_date: '2026-10-15',
    status: 'progress',
    assign_to: AMC_EMPLOYEE,
    employee_status: 'approved',
    detail: 'Quarterly service',
    interval_months: 3,
    service_count: 4,
    description: null,
    note: null,
    attachment: null,
    next_service_date: '2026-04-15',
    price: '12000.00',
    term_status: 'active',
    renews: null,
    renewed_by: null,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A contract's term as the view's chain lists it. */
export function termOf(amc: TAmc): TAmcTerm {
  const { id, amc_no, start_date, end_date, price, term_status } = amc;
  return { id, amc_no, start_date, end_date, price, term_status };
}

/** GET /amc/view/:id's answer: the contract, no services, and its chain (itself alone unless given). */
export function makeAmcDetail(overrides: Partial<TAmcDetail> = {}): TAmcDetail {
  const amc = makeAmc(overrides);
  return { ...amc, services: [], terms: [termOf(amc)], ...overrides };
}

/** The pickers' answers: one customer, one employee, one product. */
export const PICKER_ROUTES: TApiRoutes = {
  'POST /user/dropdownByRole': ({ body }: TApiCall) => ({
    body: {
      message: 'Users',
      data: [
        (body as { role: string }).role === 'customer'
          ? { ...AMC_CUSTOMER, email: 'priya@example.com', unique_identity: 'CUS-00001' }
          : { ...AMC_EMPLOYEE, email: 'ravi@example.com', unique_identity: 'EMP-00001' },
      ],
    },
  }),
  'GET /product/produtcDropdown': { message: 'Products', data: [{ ...AMC_PRODUCT, price: '38990.00' }] },
};
