import { mergeLocale, type TLocale } from '../merge-locale';

/**
 * English as bundled with the app: the shell's texts (locales/en.json), all the pages before sign-in need. The
 * modules' English arrives after sign-in with the signed-in shell (./en-signed-in.ts, app/router/app-routes), or
 * with the few pages that bring their own (i18n/english-texts.ts), so the sign-in page stays in its bundle budget.
 * Its messages from the server read the same in English without them. The English files' "validation" entries
 * that only repeat their key are left out as they are bundled (englishWithoutEchoes, apps/web/locale-bundles.ts).
 */
export default mergeLocale(
  import.meta.glob<TLocale>('../locales/en.json', { eager: true, import: 'default' }),
);
