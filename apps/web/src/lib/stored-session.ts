/**
 * The one owner of localStorage, with browser-storage.ts: SPEC section 3 fixes these key names (other tools and
 * older builds read them), so nothing else may touch localStorage directly. This part imports nothing, so the
 * scanned label's light page (src/scan) can tell whether a session is stored without loading the app.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  accessTokenExpiresAt: 'accessTokenExpiresAt',
  userRole: 'UserRole',
  permission: 'Permission',
  dateFormat: 'dateFormat',
  currency: 'Currency',
  countryCode: 'countryCode',
  installStatus: 'install_status',
  userName: 'UserName',
  userImage: 'UserImage',
  activeTab: 'activeTab',
  languageSet: 'languageSet',
  sidebarLogo: 'SidebarLogo',
  timezone: 'Timezone',
  footerText: 'footerText',
  startYear: 'startYear',
  loginLogo: 'loginlogo',
  themeColor: 'themeColor',
  colorScheme: 'colorScheme',
  sidebarMode: 'sidebarMode',
  /** Not in SPEC: the whole profile of the signed-in user, so the app starts signed in with no signal (issue 13). */
  sessionUser: 'amcSessionUser',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Private browsing modes and some embedded browsers throw on any storage access; the app must still start.
export function read(key: TStorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

/** SPEC section 5: a stored token counts only while its expiry lies in the future. */
export function hasValidStoredToken(now: Date = new Date()): boolean {
  const token = read(STORAGE_KEYS.accessToken);
  const expiresAt = Date.parse(read(STORAGE_KEYS.accessTokenExpiresAt) ?? '');
  return Boolean(token) && Number.isFinite(expiresAt) && expiresAt > now.getTime();
}
