import {
  LANGUAGE_CODES,
  MSG,
  type TImportField,
  type TImportMapping,
  type TLanguageCode,
} from '@amc/contracts';
import { AppError } from '../../lib/kernel/app-error';
import type { TImportFieldSpec } from '../../lib/rules/import-kit';
import { storedTexts } from '../../lib/kernel/i18n/server-texts';

/**
 * Which field each column of a file fills. A header is matched by its folded text (case, spaces and marks aside)
 * against the field's name and its header in every language the product speaks, so a file exported in Hindi or
 * written by hand in German maps itself; the mapping a kind used last comes first (import_mappings).
 */

/** "First name", "first_name" and "FIRST NAME " are one header. */
export const foldHeader = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\s_\-.:()/#*]+/g, '');

const matchers = new WeakMap<readonly TImportFieldSpec[], Map<string, string>>();

/** Folded header → field key, for every language; built once per kind. */
function headerMatcher(fields: readonly TImportFieldSpec[]): Map<string, string> {
  let matcher = matchers.get(fields);
  if (!matcher) {
    matcher = new Map();
    for (const field of fields) matcher.set(foldHeader(field.key), field.key);
    for (const language of LANGUAGE_CODES) {
      const t = storedTexts(language);
      for (const field of fields) {
        const folded = foldHeader(t(field.header));
        // The first field to claim a header keeps it (two fields with one word in some language stay apart).
        if (!matcher.has(folded)) matcher.set(folded, field.key);
      }
    }
    matchers.set(fields, matcher);
  }
  return matcher;
}

/** The mapping offered for a file: remembered headers first, then the headers' own words; each field once. */
export function suggestMapping(
  fields: readonly TImportFieldSpec[],
  headers: readonly string[],
  remembered: Record<string, string | null>,
): TImportMapping {
  const known = new Set(fields.map((field) => field.key));
  const matcher = headerMatcher(fields);
  const taken = new Set<string>();
  return headers.map((header) => {
    const folded = foldHeader(header);
    const field = folded in remembered ? remembered[folded] : matcher.get(folded);
    if (!field || !known.has(field) || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** What the mapping taught: each header's folded text and the field it went to (or null: left out). */
export const mappingMemory = (headers: readonly string[], mapping: TImportMapping) =>
  Object.fromEntries(headers.map((header, index) => [foldHeader(header), mapping[index] ?? null]));

/** The fields of a kind as the web app lists them, in the caller's language. */
export const fieldsFor = (fields: readonly TImportFieldSpec[], language: TLanguageCode): TImportField[] => {
  const t = storedTexts(language);
  return fields.map((field) => ({ key: field.key, label: t(field.header), required: !!field.required }));
};

/**
 * A mapping as the user left it, checked against the file and the kind: one entry per column, known fields only,
 * each field at most once, and every required field given a column (named in the caller's language).
 */
export function checkMapping(
  fields: readonly TImportFieldSpec[],
  headers: readonly string[],
  mapping: TImportMapping,
  language: TLanguageCode,
): (TImportFieldSpec | null)[] {
  if (mapping.length !== headers.length) throw AppError.field('mapping', MSG.importMappingLength);
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const seen = new Set<string>();
  const columns = mapping.map((key) => {
    if (key === null) return null;
    const field = byKey.get(key);
    if (!field) throw AppError.field('mapping', MSG.unknownField(key));
    if (seen.has(key)) throw AppError.field('mapping', MSG.importColumnTwice);
    seen.add(key);
    return field;
  });
  const missing = fields.find((field) => field.required && !seen.has(field.key));
  if (missing) throw AppError.field('mapping', MSG.importMapRequired(storedTexts(language)(missing.header)));
  return columns;
}
