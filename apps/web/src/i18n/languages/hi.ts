import { mergeLocale, type TLocale } from '../merge-locale';

export default mergeLocale(
  import.meta.glob<TLocale>(['../locales/hi.json', '../locales/*/hi.json'], {
    eager: true,
    import: 'default',
  }),
);
