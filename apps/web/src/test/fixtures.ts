import type { TProfileResponse, TPublicSettings, TService } from '@amc/contracts';
import type { TApiCall, TApiRoutes } from './stub-api';

export function makeUser(overrides: Partial<TProfileResponse['data']> = {}): TProfileResponse['data'] {
  return {
    id: 1,
    email: 'admin@example.com',
    first_name: 'Asha',
    last_name: 'Rao',
    full_name: 'Asha Rao',
    gender: null,
    mobile: null,
    role_name: 'admin',
    unique_identity: null,
    profile: null,
    ...overrides,
  };
}

/** A one-off visit of Priya Sharma's by Ravi Kumar (id 6), as the contract's ZService shapes it. */
export function makeService(overrides: Partial<TService> = {}): TService {
  return {
    id: 41,
    service_no: 'SRV-00041',
    service_date: '2024-03-09',
    service_title: 'Compressor check',
    service_label: 'Urgent',
    status: 'open',
    customer: { id: 5, full_name: 'Priya Sharma' },
    assignTo: { id: 6, full_name: 'Ravi Kumar' },
    amc: null,
    sequence: null,
    equipment: null,
    completed_date: null,
    employee_status: 'approved',
    detail: null,
    charge: '750.00',
    remark: null,
    type: 'Repair',
    is_overdue: false,
    service_time: null,
    has_report: false,
    created_at: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What GET /setting/public answers for a small business (the shell reads it before anyone signs in). */
export function makePublicSettings(overrides: Partial<TPublicSettings> = {}): TPublicSettings {
  return {
    business_name: 'Acme Services',
    logo: null,
    sidebar_logo: null,
    system_language: 'en',
    rtl: false,
    footer_text: '© Acme Services',
    starting_year: 2020,
    registration_enabled: false,
    date_formate: 'DD-MM-YYYY',
    currency_code: 'USD',
    time_zone: 'UTC',
    ...overrides,
  };
}

/** The user picker's route for stubApi: POST /user/dropdownByRole answers the people of the role asked for. */
export function peoplePickerRoute(peopleByRole: Record<string, unknown[]>): TApiRoutes {
  return {
    'POST /user/dropdownByRole': ({ body }: TApiCall) => ({
      body: { message: 'Users', data: peopleByRole[(body as { role: string }).role] ?? [] },
    }),
  };
}

/** GET /mail/status as the admin's shell asks it on every page: mail goes out, so its banner says nothing. */
export const MAIL_OK_ROUTE = {
  'GET /mail/status': {
    message: 'Mail',
    data: { configured: true, server_url: false, failing_since: null, last_error: null },
  },
};
