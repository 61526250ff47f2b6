import type { TProfileResponse } from '@amc/contracts';

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
