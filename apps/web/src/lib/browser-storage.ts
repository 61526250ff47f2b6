import type { TLoginResponse, TProfileResponse, TSettings, TThemeColor } from '@amc/contracts';
import { THEME_COLORS, ZProfileResponse } from '@amc/contracts';
import { localStorageColorSchemeManager } from '@mantine/core';
import { hasValidStoredToken, read, STORAGE_KEYS, type TStorageKey } from './stored-session';

export { getAccessToken, hasValidStoredToken, STORAGE_KEYS } from './stored-session';

export type TSidebarMode = 'full' | 'compact';

/** Branding values that the shell shows before and after sign-in. */
type TStoredBranding = Partial<
  Pick<
    TSettings,
    | 'date_formate'
    | 'currency_code'
    | 'country'
    | 'sidebar_logo'
    | 'time_zone'
    | 'footer_text'
    | 'starting_year'
    | 'logo'
  >
>;

// Private browsing modes and some embedded browsers throw on any storage access; the app must still start.
function write(key: TStorageKey, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
}

export function storeLogin(answer: TLoginResponse): void {
  write(STORAGE_KEYS.accessToken, answer.accessToken);
  write(STORAGE_KEYS.accessTokenExpiresAt, answer.expiresAt);
  storeUser({ ...answer.user, permissions: answer.permissions });
}

/** The user part of a login or profile answer. Admin holds every right and so gets no Permission list. */
export function storeUser(user: TProfileResponse['data']): void {
  write(STORAGE_KEYS.sessionUser, JSON.stringify(user));
  write(STORAGE_KEYS.userRole, user.role_name);
  write(STORAGE_KEYS.userName, user.full_name);
  write(STORAGE_KEYS.userImage, user.profile ?? '');
  write(
    STORAGE_KEYS.permission,
    user.role_name === 'admin' ? null : JSON.stringify((user.permissions ?? []).map((p) => p.name)),
  );
}

/** Sign-out and expired sessions: drop everything personal; activeTab goes back to its first tab (SPEC). */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.accessTokenExpiresAt,
    STORAGE_KEYS.userRole,
    STORAGE_KEYS.permission,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.userImage,
    STORAGE_KEYS.sessionUser,
  ]) {
    write(key, null);
  }
  write(STORAGE_KEYS.activeTab, '1');
}

/**
 * The profile stored at the last sign-in or start-up, while the stored token is still valid: what the app starts
 * with when the server cannot be reached (a technician reloading with no signal). Null when absent or unreadable.
 */
export function getOfflineSessionUser(now: Date = new Date()): TProfileResponse['data'] | null {
  if (!hasValidStoredToken(now)) return null;
  const parsed = ZProfileResponse.shape.data.safeParse(parseJson(read(STORAGE_KEYS.sessionUser)));
  return parsed.success ? parsed.data : null;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function getStoredBranding(): TStoredBranding {
  const startYear = Number(read(STORAGE_KEYS.startYear));
  return {
    date_formate: read(STORAGE_KEYS.dateFormat) ?? undefined,
    currency_code: read(STORAGE_KEYS.currency) ?? undefined,
    country: read(STORAGE_KEYS.countryCode) ?? undefined,
    sidebar_logo: read(STORAGE_KEYS.sidebarLogo) || null,
    time_zone: read(STORAGE_KEYS.timezone) ?? undefined,
    footer_text: read(STORAGE_KEYS.footerText) ?? undefined,
    starting_year: Number.isInteger(startYear) && startYear > 0 ? startYear : undefined,
    logo: read(STORAGE_KEYS.loginLogo) || null,
  };
}

export function storeBranding(branding: TStoredBranding): void {
  const set = (key: TStorageKey, value: string | number | null | undefined) => {
    if (value !== undefined) write(key, value === null ? null : String(value));
  };
  set(STORAGE_KEYS.dateFormat, branding.date_formate);
  set(STORAGE_KEYS.currency, branding.currency_code);
  set(STORAGE_KEYS.countryCode, branding.country);
  set(STORAGE_KEYS.sidebarLogo, branding.sidebar_logo);
  set(STORAGE_KEYS.timezone, branding.time_zone);
  set(STORAGE_KEYS.footerText, branding.footer_text);
  set(STORAGE_KEYS.startYear, branding.starting_year);
  set(STORAGE_KEYS.loginLogo, branding.logo);
}

export function storeInstallStatus(installed: boolean): void {
  write(STORAGE_KEYS.installStatus, String(installed));
}

export function getStoredLanguage(): string | null {
  return read(STORAGE_KEYS.languageSet);
}

export function storeLanguage(code: string): void {
  write(STORAGE_KEYS.languageSet, code);
}

export function getStoredThemeColor(): TThemeColor {
  const stored = read(STORAGE_KEYS.themeColor);
  return THEME_COLORS.find((c) => c === stored) ?? 'blue';
}

export function storeThemeColor(color: TThemeColor): void {
  write(STORAGE_KEYS.themeColor, color);
}

export function getStoredSidebarMode(): TSidebarMode {
  return read(STORAGE_KEYS.sidebarMode) === 'compact' ? 'compact' : 'full';
}

export function storeSidebarMode(mode: TSidebarMode): void {
  write(STORAGE_KEYS.sidebarMode, mode);
}

/** Mantine keeps the light/dark choice itself; it does so under our key. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });
