import { withEnglishTexts } from '../../../i18n/english-texts';

/** The webhooks page's English texts (locales/webhook), left out of the bundle: they come with the page. */
export const withWebhookTexts = <T>(load: () => Promise<T>): Promise<T> =>
  withEnglishTexts(load, () => import('../../../i18n/locales/webhook/en.json'));
