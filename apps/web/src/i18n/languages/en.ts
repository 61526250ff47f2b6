import { mergeLocale, type TLocale } from '../merge-locale';

/**
 * English as bundled with the app. Some modules' texts are left out and arrive with their pages instead
 * (i18n/english-texts.ts), so the sign-in page stays in its bundle budget: the public demo's (few installations
 * load it; features/demo/api/use-demo.ts), the equipment register's (its two pages; app/router/equipment-routes),
 * two-factor sign-in's (its page, and a sign-in's second step; features/auth/components/two-factor-texts.ts), the
 * settings page's (app/router/app-routes), the install wizard's (once per installation; app/startup), and the mail
 * server's fields that both of those show (components/mail-server), the API tokens page's, the webhooks page's, the
 * import page's and the signed-in shell's live notices (app/router/app-routes).
 * Its messages from the server read the same in English without them. The English files' "validation" entries
 * that only repeat their key are left out as they are bundled (englishWithoutEchoes, apps/web/locale-bundles.ts).
 */
export default mergeLocale(
  import.meta.glob<TLocale>(
    [
      '../locales/en.json',
      '../locales/*/en.json',
      '!../locales/demo/en.json',
      '!../locales/equipment/en.json',
      '!../locales/two-factor/en.json',
      '!../locales/setting/en.json',
      '!../locales/install/en.json',
      '!../locales/mail-server/en.json',
      '!../locales/api-token/en.json',
      '!../locales/webhook/en.json',
      '!../locales/import/en.json',
      '!../locales/live-events/en.json',
    ],
    { eager: true, import: 'default' },
  ),
);
