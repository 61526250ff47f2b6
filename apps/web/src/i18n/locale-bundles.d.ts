/** The other languages' loaders, from the build's locale-bundles plugin (apps/web/locale-bundles.ts). */
declare module 'virtual:amc-locales' {
  const loaders: Record<string, () => Promise<{ default: Record<string, Record<string, string>> }>>;
  export default loaders;
}
