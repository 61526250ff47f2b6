import { withEnglishTexts } from '../../../i18n/english-texts';

/** The import page's English texts (locales/import), left out of the bundle: they come with the page. */
export const withImportTexts = <T>(load: () => Promise<T>): Promise<T> =>
  withEnglishTexts(load, () => import('../../../i18n/locales/import/en.json'));
