import { addEnglishTexts } from '../../../i18n/english-texts';

/**
 * Two-factor sign-in's English texts (locales/two-factor), left out of the bundle: only its page and a sign-in's
 * second step show them, so each loads them with its code.
 */
export const loadTwoFactorTexts = () =>
  addEnglishTexts(() => import('../../../i18n/locales/two-factor/en.json'));

/** A lazily loaded two-factor screen together with its English texts. */
export function withTwoFactorTexts<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadTwoFactorTexts()]).then(([module]) => module);
}
