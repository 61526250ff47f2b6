import type { TLoginResponse } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import {
  STORAGE_KEYS,
  clearSession,
  getOfflineSessionUser,
  getStoredBranding,
  hasValidStoredToken,
  storeBranding,
  storeLogin,
} from './browser-storage';

function login(overrides: Partial<TLoginResponse> = {}): TLoginResponse {
  const { permissions: _none, ...user } = makeUser();
  return {
    error: false,
    message: 'Welcome',
    accessToken: 'jwt',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user,
    ...overrides,
  };
}

describe('browser storage', () => {
  it('keeps the signed-in profile for a start with no signal, while the token is valid, and drops it at sign-out', () => {
    const answer = login();
    storeLogin(answer);
    expect(getOfflineSessionUser()).toMatchObject({ id: answer.user.id, role_name: 'admin' });
    expect(getOfflineSessionUser(new Date(Date.now() + 7_200_000))).toBeNull();
    clearSession();
    expect(getOfflineSessionUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });

  it("stores a login under SPEC's key names, without a Permission list for the admin", () => {
    storeLogin(login());
    expect(localStorage.getItem('accessToken')).toBe('jwt');
    expect(localStorage.getItem('UserRole')).toBe('admin');
    expect(localStorage.getItem('UserName')).toBe('Asha Rao');
    expect(localStorage.getItem('UserImage')).toBe('');
    expect(localStorage.getItem('Permission')).toBeNull();
    expect(hasValidStoredToken()).toBe(true);
  });

  it('stores the permission names of other roles', () => {
    const { permissions: _none, ...customer } = makeUser({ role_name: 'customer' });
    storeLogin(login({ user: customer, permissions: [{ name: 'amc_view' }, { name: 'sell_view' }] }));
    expect(localStorage.getItem('Permission')).toBe('["amc_view","sell_view"]');
  });

  it('refuses a token whose expiry has passed', () => {
    storeLogin(login({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(hasValidStoredToken()).toBe(false);
  });

  it('clears the session and resets activeTab to 1, keeping the branding', () => {
    storeLogin(login());
    storeBranding({ footer_text: '© Acme', sidebar_logo: '/api/files/s.png', starting_year: 2020 });
    localStorage.setItem(STORAGE_KEYS.activeTab, '3');
    clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('accessTokenExpiresAt')).toBeNull();
    expect(localStorage.getItem('activeTab')).toBe('1');
    expect(localStorage.getItem('footerText')).toBe('© Acme');
    expect(getStoredBranding()).toMatchObject({ sidebar_logo: '/api/files/s.png', starting_year: 2020 });
  });
});
