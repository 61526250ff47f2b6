import { mergeLocale, type TLocale } from '../merge-locale';

/**
 * English as bundled with the app. Two modules' texts are left out and arrive with their pages instead
 * (i18n/english-texts.ts), so the sign-in page stays in its bundle budget: the public demo's (few installations
 * load it; features/demo/api/use-demo.ts) and the equipment register's (its two pages; app/router/equipment-routes).
 * Its messages from the server read the same in English without them.
 */
export default mergeLocale(
  import.meta.glob<TLocale>(
    [
      '../locales/en.json',
      '../locales/*/en.json',
      '!../locales/demo/en.json',
      '!../locales/equipment/en.json',
    ],
    { eager: true, import: 'default' },
  ),
);
