import type { TTemplateEvent } from '@amc/contracts';

export type TTemplateDefault = {
  name: string;
  subject: string;
  body: string;
  variables: string[];
  daysBefore?: number;
};

/** The stock text of every notice (SPEC section 3); the admin edits them on the e-mail template screen. */
export const DEFAULT_EMAIL_TEMPLATES: Record<TTemplateEvent, TTemplateDefault> = {
  customer_added: {
    name: 'Customer added',
    subject: 'Welcome to {{system_name}}',
    body: '<p>Dear {{first_name}},</p><p>An account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Sign in at <a href="{{login_link}}">{{login_link}}</a>.</p><p>To choose your own password, open <a href="{{reset_link}}">{{reset_link}}</a> and enter your login e-mail: we will send you a link to set it.</p>',
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
    name: 'Employee added',
    subject: 'Your employee account at {{system_name}}',
    body: '<p>Dear {{employee_first_name}},</p><p>An employee account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Sign in at <a href="{{login_link}}">{{login_link}}</a>.</p><p>To choose your own password, open <a href="{{reset_link}}">{{reset_link}}</a> and enter your login e-mail: we will send you a link to set it.</p>',
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
  sale: {
    name: 'Sale (invoice)',
    subject: 'Invoice {{sale_number}} from {{system_name}}',
    body: '<p>Dear {{customer_name}},</p><p>Thank you for your purchase. Your invoice <b>{{sale_number}}</b> of {{sale_date}} totals <b>{{total}}</b>.</p><p>The invoice is attached.</p>',
    variables: ['customer_name', 'sale_number', 'sale_date', 'total', 'system_name', 'date'],
  },
  quotation: {
    name: 'Quotation',
    subject: 'Quotation {{quotation_number}} from {{system_name}}',
    body: '<p>Dear {{customer_name}},</p><p>Please find attached our quotation <b>{{quotation_number}}</b> of {{quotation_date}} for <b>{{total}}</b>.</p>',
    variables: ['customer_name', 'quotation_number', 'quotation_date', 'total', 'system_name', 'date'],
  },
  complaint_customer: {
    name: 'Complaint notice to customer',
    subject: 'Complaint {{complaint_number}} registered',
    body: '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been registered.</p><p>{{description}}</p><p>Assigned to: {{default employee_name "not yet assigned"}}</p>',
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
    name: 'Complaint notice to admin',
    subject: 'New complaint {{complaint_number}} from {{customer_name}}',
    body: '<p>Dear {{admin_first_name}},</p><p>Complaint <b>{{complaint_number}}</b> of {{complaint_date}} from {{customer_name}}:</p><p>{{description}}</p><p>Assigned to: {{default employee_name "nobody yet"}}</p>',
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
    name: 'Complaint notice to employee',
    subject: 'Complaint {{complaint_number}} assigned to you',
    body: '<p>Dear {{employee_first_name}},</p><p>Complaint <b>{{complaint_number}}</b> of {{complaint_date}} from {{customer_name}} is assigned to you.</p><p>{{description}}</p>',
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
    name: 'Complaint resolved',
    subject: 'Complaint {{complaint_number}} resolved',
    body: '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been resolved and closed.</p>{{#if resolution_note}}<p>What was done: {{resolution_note}}</p>{{/if}}{{#if charge}}<p>Charge: {{charge}}</p>{{/if}}<p>Thank you for your patience.</p>',
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
  monthly_service_list: {
    name: 'Monthly service list',
    subject: 'Your services this month at {{system_name}}',
    body: '<p>Dear {{customer_name}},</p><p>These services are planned for you this month:</p><ul>{{#each services}}<li>{{this.service_date}}: {{this.service_title}}</li>{{/each}}</ul>',
    variables: ['customer_name', 'services', 'month', 'system_name', 'date'],
  },
  service_reminder: {
    name: 'Service reminder',
    subject: 'Reminder: {{service_title}} on {{service_date}}',
    body: '<p>Dear {{recipient_name}},</p><p>This is a reminder that the service <b>{{service_title}}</b> for {{customer_name}} is due on {{service_date}} (in {{days_before}} days).</p>',
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
    name: 'Service done',
    subject: 'Service {{service_title}} completed',
    body: '<p>Dear {{customer_name}},</p><p>The service <b>{{service_title}}</b> was completed on {{service_date}} by {{employee_name}}.</p>',
    variables: ['customer_name', 'employee_name', 'service_title', 'service_date', 'system_name', 'date'],
  },
  employee_daily_tasks: {
    name: 'Employee daily task list',
    subject: 'Your tasks for {{date}}',
    body: '<p>Dear {{employee_first_name}},</p><p>Your open tasks:</p><ul>{{#each tasks}}<li>{{this.name}}{{#if this.due_date}} (due {{this.due_date}}){{/if}}</li>{{/each}}</ul>{{#if tasks_link}}<p>Open them and mark them done at <a href="{{tasks_link}}">{{tasks_link}}</a>.</p>{{/if}}',
    variables: ['employee_first_name', 'employee_name', 'tasks', 'tasks_link', 'system_name', 'date'],
  },
  password_reset: {
    name: 'Password reset',
    subject: 'Reset your password at {{system_name}}',
    body: '<p>Dear {{first_name}},</p><p>Someone asked to reset the password of your account. Use this link within 60 minutes:</p><p><a href="{{reset_link}}">{{reset_link}}</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
    variables: ['first_name', 'reset_link', 'system_name', 'date'],
  },
  welcome_admin: {
    name: 'Installation complete',
    subject: '{{system_name}} is installed',
    body: '<p>Dear {{admin_first_name}},</p><p>Your installation at <b>{{domain_name}}</b> is complete. Sign in with <b>{{login_email}}</b> at <a href="{{login_link}}">{{login_link}}</a>.</p><p>Next steps: fill in your business details under Settings, then add your employees, customers and products.</p>',
    variables: ['admin_first_name', 'login_email', 'login_link', 'domain_name', 'system_name', 'date'],
  },
};

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
  login_link: 'https://amc.example.com/session/signin',
  domain_name: 'amc.example.com',
  system_name: 'AMC Service Manager',
  date: '2026-01-10',
  sale_number: 'SAL-00042',
  sale_date: '2026-01-10',
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
  services: [
    { service_date: '2026-01-12', service_title: 'Quarterly filter change' },
    { service_date: '2026-01-26', service_title: 'Annual cleaning' },
  ],
  tasks: [
    { name: 'Visit Priya Sharma for the filter change', due_date: '2026-01-10' },
    { name: 'Order spare membranes', due_date: null },
  ],
};
