import { withEnglishTexts } from '../../../i18n/english-texts';

/**
 * Two-factor sign-in's English texts (locales/two-factor), left out of the bundle: only its page and a sign-in's
 * second step show them, so each loads them with its code.
 */
export const withTwoFactorTexts = <T>(load: () => Promise<T>): Promise<T> =>
  withEnglishTexts(load, () => import('../../../i18n/locales/two-factor/en.json'));
