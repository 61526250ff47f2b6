import type { TProfileResponse } from '@amc/contracts';
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

/** The user picker's route for stubApi: POST /user/dropdownByRole answers the people of the role asked for. */
export function peoplePickerRoute(peopleByRole: Record<string, unknown[]>): TApiRoutes {
  return {
    'POST /user/dropdownByRole': ({ body }: TApiCall) => ({
      body: { message: 'Users', data: peopleByRole[(body as { role: string }).role] ?? [] },
    }),
  };
}
