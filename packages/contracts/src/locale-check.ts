/**
 * The one check of a translation against English, used by the web app's and the server's locale tests: the
 * same namespaces and keys (a plural key in the categories of the language's own plural rules), the same
 * {{variables}}, no empty value, and no value left in English unless it is a code, a value without words, or a
 * key the language lists as genuinely the same word ("namespace:key").
 */
export type TLocaleTable = Record<string, Record<string, string>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Codes and abbreviations that read the same in every language. */
const ALWAYS_SAME = /^(PDF|CSV|SMTP|AMC|GST|TIN|CST|UPI|URL|ID|OK|API|PNG|JPG|JPEG|WEBP|#)$/;

const variablesOf = (value: string) =>
  [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'count')
    .sort()
    .join(', ');
const hasWords = (value: string) => /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

export function localeProblems(
  language: string,
  english: TLocaleTable,
  translated: TLocaleTable | undefined,
  sameAsEnglish: readonly string[] = [],
): string[] {
  if (!translated) return [`${language}: no texts`];
  const problems: string[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const ns of Object.keys(translated))
    if (!english[ns]) problems.push(`${language}: extra namespace ${ns}`);
  for (const [ns, englishKeys] of Object.entries(english)) {
    const keys = translated[ns];
    if (!keys) {
      problems.push(`${language}: namespace ${ns} missing`);
      continue;
    }
    const plural = new Set(
      Object.keys(englishKeys)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const expected = new Set<string>();
    for (const key of Object.keys(englishKeys)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (plural.has(base)) for (const category of categories) expected.add(`${base}_${category}`);
      else expected.add(key);
    }
    for (const key of expected) if (!(key in keys)) problems.push(`${language} ${ns}: missing ${key}`);
    for (const [key, value] of Object.entries(keys)) {
      if (!expected.has(key)) {
        problems.push(`${language} ${ns}: extra ${key}`);
        continue;
      }
      if (typeof value !== 'string' || !value.trim()) {
        problems.push(`${language} ${ns}: empty ${key}`);
        continue;
      }
      const base = key.replace(PLURAL_SUFFIX, '');
      const source = englishKeys[key] ?? englishKeys[`${base}_other`] ?? englishKeys[base] ?? '';
      if (variablesOf(value) !== variablesOf(source))
        problems.push(
          `${language} ${ns}: ${key} has {${variablesOf(value)}}, English {${variablesOf(source)}}`,
        );
      if (
        value === source &&
        hasWords(value) &&
        !ALWAYS_SAME.test(value.trim()) &&
        !sameAsEnglish.includes(`${ns}:${key}`)
      )
        problems.push(`${language} ${ns}: ${key} is still English ("${value}")`);
    }
  }
  return problems;
}
