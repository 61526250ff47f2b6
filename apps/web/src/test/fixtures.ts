import type { TProfileResponse, TPublicSettings } from '@amc/contracts';
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
