import {
  DEFAULT_WORKING_WEEK,
  type TAmc,
  type TAmcDetail,
  type TAmcTerm,
  type TSettings,
} from '@amc/contracts';
import type { TApiCall, TApiRoutes } from '../../../test/stub-api';

export const AMC_CUSTOMER = { id: 21, full_name: 'Priya Sharma', email: 'priya@example.com' };
export const AMC_EMPLOYEE = { id: 31, full_name: 'Ravi Kumar' };
export const AMC_PRODUCT = { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton' };
export const AMC_TAX = { id: 3, name: 'GST 18%' };

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
    cancelled_on: null,
    renewal_requested_at: null,
    billing_cycle: 'none',
    billing_tax: null,
    payment_days: 15,
    service_level: null,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A contract's term as the view's chain lists it. */
export function termOf(amc: TAmc): TAmcTerm {
  const { id, amc_no, start_date, end_date, price, term_status } = amc;
  return { id, amc_no, start_date, end_date, price, term_status };
}

/**
 * GET /amc/view/:id's answer: the contract, no services and no billing periods, and its chain (itself alone unless
 * given).
 */
export function makeAmcDetail(overrides: Partial<TAmcDetail> = {}): TAmcDetail {
  const amc = makeAmc(overrides);
  return {
    ...amc,
    services: [],
    terms: [termOf(amc)],
    billing_periods: [],
    renewal_offer: null,
    ...overrides,
  };
}

/** The pickers' answers: one customer, one employee, one product, one tax, two service levels. */
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
  'GET /tax/list': {
    data: [{ ...AMC_TAX, percentage: '18.00', components: [], created_at: '2026-01-01T00:00:00.000Z' }],
    meta: { total: 1, totalExact: true, page: 1, pageSize: 100 },
  },
  'GET /setting/service-levels': {
    message: 'Service levels',
    data: [
      { id: 1, name: 'Standard', priority: 'normal', is_default: true, targets: [], contracts: 0 },
      { id: 2, name: 'Gold', priority: 'critical', is_default: false, targets: [], contracts: 1 },
    ],
  },
};

/** GET /setting/list as a holder of setting_edit reads it: the renewal's uplift starts from its default. */
export function makeAmcSettings(overrides: Partial<TSettings> = {}): TSettings {
  return {
    business_name: 'Acme Services',
    domain_name: 'amc.example.com',
    address: '',
    office_number: '',
    tax_number: '',
    state: '',
    upi_id: '',
    upi_payee_name: '',
    financial_year_start_month: 0,
    country: 'India',
    system_language: 'en',
    date_formate: 'DD-MM-YYYY',
    rtl: false,
    footer_text: '© Acme Services',
    time_zone: 'Asia/Kolkata',
    currency_code: 'INR',
    starting_year: 2020,
    logo: null,
    sidebar_logo: null,
    registration_enabled: false,
    payment_receipt_mail: true,
    two_factor_required: 'off',
    working_week: DEFAULT_WORKING_WEEK,
    overdue_reminder_days: [3, 10, 30],
    renewal_reminder_days: [0, 7, 30],
    renewal_uplift_percent: '0.00',
    backup_hour: 2,
    backup_keep_days: 14,
    mail_from_name: '',
    mail_from_address: '',
    smtp_host: '',
    smtp_port: 587,
    smtp_user: '',
    smtp_secure: false,
    smtp_password_set: false,
    ...overrides,
  };
}
