import { mergeLocale, type TLocale } from '../merge-locale';

/**
 * English as bundled with the app. The public demo's texts (locales/demo) are left out: few installations
 * load the demo, so they arrive with its pages instead (features/demo/api/use-demo.ts), and the sign-in page stays in its
 * bundle budget.
 */
export default mergeLocale(
  import.meta.glob<TLocale>(['../locales/en.json', '../locales/*/en.json', '!../locales/demo/en.json'], {
    eager: true,
    import: 'default',
  }),
);
