/** A locale is namespaces (common, menu, validation) of flat keys. */
export type TLocale = Record<string, Record<string, string>>;

/**
 * One language's texts from its files: the shell's (locales/<lang>.json) first, then each module's
 * (locales/<module>/<lang>.json) merged over it namespace by namespace.
 */
export function mergeLocale(files: Record<string, TLocale>): TLocale {
  const merged: TLocale = {};
  const shellFirst = Object.keys(files).sort((a, b) => a.split('/').length - b.split('/').length);
  for (const path of shellFirst) {
    for (const [ns, keys] of Object.entries(files[path] ?? {})) merged[ns] = { ...merged[ns], ...keys };
  }
  return merged;
}
