import { withEnglishTexts } from '../../../i18n/english-texts';

/** The API tokens page's English texts (locales/api-token), left out of the bundle: they come with the page. */
export const withApiTokenTexts = <T>(load: () => Promise<T>): Promise<T> =>
  withEnglishTexts(load, () => import('../../../i18n/locales/api-token/en.json'));
