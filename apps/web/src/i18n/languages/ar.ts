import { mergeLocale, type TLocale } from '../merge-locale';

export default mergeLocale(
  import.meta.glob<TLocale>(['../locales/ar.json', '../locales/*/ar.json'], {
    eager: true,
    import: 'default',
  }),
);
