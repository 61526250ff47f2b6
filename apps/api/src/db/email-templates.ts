import type { TTemplateEvent } from '@amc/contracts';
import { defaultTemplateText, type TTemplateText } from '../lib/documents/email-template-texts';

/** What each event's template may use, and the reminder's stock number of days: the same in every language. */
export type TTemplateSettings = { variables: string[]; daysBefore?: number };

export type TTemplateDefault = TTemplateText & TTemplateSettings;

const TEMPLATE_SETTINGS: Record<TTemplateEvent, TTemplateSettings> = {
  customer_added: {
    variables: [
      'first_name',
      'last_name',
      'login_email',
      'role',
      'reset_link',
      'login_link',
      'system_name',
      'date',
    ],
  },
  employee_added: {
    variables: [
      'employee_first_name',
      'employee_name',
      'login_email',
      'role',
      'reset_link',
      'login_link',
      'system_name',
      'date',
    ],
  },
  sale: { variables: ['customer_name', 'sale_number', 'sale_date', 'total', 'system_name', 'date'] },
  statement: {
    variables: ['customer_name', 'start_date', 'end_date', 'closing_balance', 'system_name', 'date'],
  },
  payment_receipt: {
    variables: [
      'customer_name',
      'receipt_number',
      'payment_date',
      'amount',
      'method',
      'sale_number',
      'due_amount',
      'system_name',
      'date',
    ],
  },
  credit_note: {
    variables: [
      'customer_name',
      'credit_note_number',
      'credit_note_date',
      'sale_number',
      'total',
      'reason',
      'system_name',
      'date',
    ],
  },
  quotation: {
    variables: ['customer_name', 'quotation_number', 'quotation_date', 'total', 'system_name', 'date'],
  },
  complaint_customer: {
    variables: [
      'customer_name',
      'complaint_number',
      'complaint_date',
      'description',
      'employee_name',
      'status',
      'system_name',
      'date',
    ],
  },
  complaint_admin: {
    variables: [
      'admin_first_name',
      'customer_name',
      'complaint_number',
      'complaint_date',
      'description',
      'employee_name',
      'status',
      'system_name',
      'date',
    ],
  },
  complaint_employee: {
    variables: [
      'employee_first_name',
      'employee_name',
      'customer_name',
      'complaint_number',
      'complaint_date',
      'description',
      'status',
      'system_name',
      'date',
    ],
  },
  complaint_resolved: {
    variables: [
      'customer_name',
      'complaint_number',
      'complaint_date',
      'description',
      'resolution_note',
      'charge',
      'employee_name',
      'system_name',
      'date',
    ],
  },
  monthly_service_list: { variables: ['customer_name', 'services', 'month', 'system_name', 'date'] },
  service_reminder: {
    variables: [
      'recipient_name',
      'customer_name',
      'employee_name',
      'service_title',
      'service_date',
      'days_before',
      'system_name',
      'date',
    ],
    daysBefore: 2,
  },
  service_done: {
    variables: ['customer_name', 'employee_name', 'service_title', 'service_date', 'system_name', 'date'],
  },
  employee_daily_tasks: {
    variables: ['employee_first_name', 'employee_name', 'tasks', 'tasks_link', 'system_name', 'date'],
  },
  password_reset: { variables: ['first_name', 'reset_link', 'system_name', 'date'] },
  welcome_admin: {
    variables: ['admin_first_name', 'login_email', 'login_link', 'domain_name', 'system_name', 'date'],
  },
  contract_bill: {
    variables: [
      'customer_name',
      'sale_number',
      'sale_date',
      'amc_number',
      'period_start',
      'period_end',
      'total',
      'due_date',
      'system_name',
      'date',
    ],
  },
  contract_expiring: {
    variables: [
      'customer_name',
      'amc_number',
      'start_date',
      'end_date',
      'days_left',
      'price',
      'contract_link',
      'system_name',
      'date',
    ],
  },
  contract_expiring_admin: {
    variables: [
      'recipient_name',
      'customer_name',
      'amc_number',
      'start_date',
      'end_date',
      'days_left',
      'price',
      'contract_link',
      'system_name',
      'date',
    ],
  },
  renewal_offer: {
    variables: [
      'customer_name',
      'amc_number',
      'quotation_number',
      'start_date',
      'end_date',
      'price',
      'total',
      'offer_link',
      'system_name',
      'date',
    ],
  },
  bill_overdue: {
    variables: [
      'customer_name',
      'sale_number',
      'sale_date',
      'total',
      'due_amount',
      'due_date',
      'days_overdue',
      'system_name',
      'date',
    ],
  },
  signup_confirm: { variables: ['first_name', 'confirm_link', 'system_name', 'date'] },
  rating_request: {
    variables: [
      'customer_name',
      'service_title',
      'complaint_number',
      'done_date',
      'employee_name',
      'rating_link',
      'expires_date',
      'system_name',
      'date',
    ],
  },
  signup_existing: { variables: ['first_name', 'signin_link', 'reset_link', 'system_name', 'date'] },
};

/** The stock English template of every notice (SPEC section 3), with its settings. */
export const DEFAULT_EMAIL_TEMPLATES = Object.fromEntries(
  Object.entries(TEMPLATE_SETTINGS).map(([event, settings]) => [
    event,
    { ...defaultTemplateText(event as TTemplateEvent, 'en'), ...settings },
  ]),
) as Record<TTemplateEvent, TTemplateDefault>;

/**
 * One example value for every variable documented above: the editor's preview renders with them, and a list
 * variable's items show which fields a template may read inside {{#each}}. A variable added to a template's
 * list needs its sample here (a test checks it).
 */
export const TEMPLATE_SAMPLE_VALUES: Record<string, unknown> = {
  first_name: 'Priya',
  last_name: 'Sharma',
  admin_first_name: 'Anita',
  employee_first_name: 'Ravi',
  employee_name: 'Ravi Kumar',
  recipient_name: 'Priya Sharma',
  customer_name: 'Priya Sharma',
  login_email: 'priya.sharma@example.com',
  role: 'Customer',
  reset_link: 'https://amc.example.com/session/forgot-password',
  rating_link: 'https://amc.example.com/r/9b2f4c7e1a3d5f6b8c0e2a4d6f8b1c3e',
  done_date: '2026-01-12',
  expires_date: '2026-02-11',
  login_link: 'https://amc.example.com/session/signin',
  signin_link: 'https://amc.example.com/session/signin',
  confirm_link: 'https://amc.example.com/session/signup/confirm/4f7c2a9e1b6d8035c2e9a7f1d4b6c8e0',
  domain_name: 'amc.example.com',
  system_name: 'AMC Service Manager',
  date: '2026-01-10',
  sale_number: 'SAL-00042',
  sale_date: '2026-01-10',
  credit_note_number: 'CN-00007',
  closing_balance: '₹12,400.00',
  receipt_number: 'RCT-00318',
  payment_date: '2026-01-18',
  amount: '₹ 5,000.00',
  method: 'UPI',
  credit_note_date: '2026-01-20',
  reason: 'One fan returned damaged',
  quotation_number: 'QUO-00017',
  quotation_date: '2026-01-08',
  total: '₹ 11,800.00',
  complaint_number: 'CMP-00105',
  complaint_date: '2026-01-09',
  description: 'The water purifier leaks from the bottom tank.',
  status: 'open',
  resolution_note: 'Replaced the worn-out tank seal and tested for leaks.',
  charge: '450.00',
  tasks_link: 'https://amc.example.com/task/list',
  service_title: 'Quarterly filter change',
  service_date: '2026-01-12',
  days_before: 2,
  month: 'January 2026',
  amc_number: 'AMC-00031',
  period_start: '2026-01-01',
  period_end: '2026-01-31',
  due_date: '2026-01-25',
  due_amount: '₹ 1,180.00',
  days_overdue: 10,
  start_date: '2026-02-01',
  end_date: '2027-01-31',
  days_left: 30,
  price: '₹ 12,000.00',
  contract_link: 'https://amc.example.com/amc/view/31',
  offer_link: 'https://amc.example.com/amc/view/31',
  services: [
    { service_date: '2026-01-12', service_title: 'Quarterly filter change' },
    { service_date: '2026-01-26', service_title: 'Annual cleaning' },
  ],
  tasks: [
    { name: 'Visit Priya Sharma for the filter change', due_date: '2026-01-10' },
    { name: 'Order spare membranes', due_date: null },
  ],
};
