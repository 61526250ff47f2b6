import { mergeLocale, type TLocale } from '../merge-locale';

export default mergeLocale(
  import.meta.glob<TLocale>(['../locales/en.json', '../locales/*/en.json'], {
    eager: true,
    import: 'default',
  }),
);
