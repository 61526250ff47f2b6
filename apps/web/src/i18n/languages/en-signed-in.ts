import { mergeLocale, type TLocale } from '../merge-locale';

/**
 * The modules' English, which the signed-in shell loads with its layout (app/router/app-routes): nobody reads it
 * before signing in, so the sign-in page does not download it (./en.ts). Some modules' texts are left out here too
 * and arrive with their pages instead (i18n/english-texts.ts), as few sessions open them: the public demo's
 * (features/demo/api/use-demo.ts), the equipment register's (app/router/equipment-routes), two-factor sign-in's
 * (features/auth/components/two-factor-texts.ts), the settings page's (app/router/app-routes), the install wizard's
 * (once per installation; app/startup), the mail server's fields that both of those show (components/mail-server),
 * the API tokens page's, the webhooks page's and the import page's.
 */
export default mergeLocale(
  import.meta.glob<TLocale>(
    [
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
    ],
    { eager: true, import: 'default' },
  ),
);
