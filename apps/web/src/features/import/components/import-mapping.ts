import type { TImportField, TImportMapping, TImportProblem } from '@amc/contracts';

/** The required fields no column fills yet: the import cannot start until each has one. */
export function findUnmappedRequired(
  fields: readonly TImportField[],
  mapping: TImportMapping,
): TImportField[] {
  const mapped = new Set(mapping.filter((key): key is string => key !== null));
  return fields.filter((field) => field.required && !mapped.has(field.key));
}

/** The fields chosen for more than one column (the server takes each field from one column only). */
export function findRepeatedFields(mapping: TImportMapping): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of mapping) {
    if (key === null) continue;
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}

/** A mapping the server will take: one entry per column, every required field filled, no field twice. */
export function isMappingReady(
  fields: readonly TImportField[],
  headers: readonly string[],
  mapping: TImportMapping,
): boolean {
  return (
    mapping.length === headers.length &&
    findUnmappedRequired(fields, mapping).length === 0 &&
    findRepeatedFields(mapping).size === 0
  );
}

/**
 * The field a problem belongs to: its column (the file's header text) and the field that column fills, or null
 * for a problem of the whole row or of a column left out.
 */
export function problemField(
  problem: TImportProblem,
  headers: readonly string[],
  mapping: TImportMapping,
): string | null {
  if (problem.column === null) return null;
  const index = headers.indexOf(problem.column);
  return index < 0 ? null : (mapping[index] ?? null);
}
