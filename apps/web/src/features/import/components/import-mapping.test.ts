import type { TImportField } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { findRepeatedFields, findUnmappedRequired, isMappingReady, problemField } from './import-mapping';

const FIELDS: TImportField[] = [
  { key: 'email', label: 'Email', required: true },
  { key: 'first_name', label: 'First name', required: true },
  { key: 'city', label: 'City', required: false },
];

describe('import mapping', () => {
  it('names the required fields no column fills yet, in the fields’ order', () => {
    expect(findUnmappedRequired(FIELDS, [null, 'city', null]).map((f) => f.key)).toEqual([
      'email',
      'first_name',
    ]);
    expect(findUnmappedRequired(FIELDS, ['first_name', 'email', null])).toEqual([]);
  });

  it('finds a field chosen for two columns', () => {
    expect([...findRepeatedFields(['email', 'city', 'city', null, null])]).toEqual(['city']);
    expect(findRepeatedFields(['email', null, null]).size).toBe(0);
  });

  it('is ready with one entry per column, every required field and no field twice', () => {
    const headers = ['E-mail', 'Name', 'Town'];
    expect(isMappingReady(FIELDS, headers, ['email', 'first_name', 'city'])).toBe(true);
    expect(isMappingReady(FIELDS, headers, ['email', 'first_name', null])).toBe(true);
    expect(isMappingReady(FIELDS, headers, ['email', null, 'city'])).toBe(false);
    expect(isMappingReady(FIELDS, headers, ['email', 'first_name', 'first_name'])).toBe(false);
    expect(isMappingReady(FIELDS, headers, ['email', 'first_name'])).toBe(false);
  });

  it('puts a problem on the field its column fills, or on the row', () => {
    const headers = ['E-mail', 'Name', 'Notes'];
    const mapping = ['email', 'first_name', null];
    expect(problemField({ column: 'Name', message: 'x' }, headers, mapping)).toBe('first_name');
    expect(problemField({ column: 'Notes', message: 'x' }, headers, mapping)).toBeNull();
    expect(problemField({ column: null, message: 'x' }, headers, mapping)).toBeNull();
    expect(problemField({ column: 'Other', message: 'x' }, headers, mapping)).toBeNull();
  });
});
