import { describe, expect, it } from 'vitest';
import { hasUserForm, isRequiredField, userFormFields, userFormSections } from './user-form-fields';

const sectionIds = (...args: Parameters<typeof userFormSections>) =>
  userFormSections(...args).map((s) => s.id);
const fieldsOf = (id: string, ...args: Parameters<typeof userFormSections>) =>
  userFormSections(...args).find((s) => s.id === id)?.fields ?? [];

describe('userFormSections', () => {
  it('gives an employee personal information and the image only', () => {
    expect(sectionIds('create', 'employee')).toEqual(['personal', 'image']);
    expect(sectionIds('profile', 'employee')).toEqual(['personal', 'image']);
  });

  it('gives a customer company, bank and other-contact sections', () => {
    expect(sectionIds('create', 'customer')).toEqual(['personal', 'company', 'bank', 'contacts', 'image']);
    expect(sectionIds('profile', 'customer')).toEqual(['personal', 'company', 'bank', 'contacts', 'image']);
  });

  it('gives a supplier company, bank and account sections but no other contacts', () => {
    expect(sectionIds('edit', 'supplier')).toEqual(['personal', 'company', 'bank', 'account', 'image']);
    expect(sectionIds('profile', 'supplier')).toEqual(['personal', 'company', 'bank', 'account', 'image']);
    expect(fieldsOf('account', 'edit', 'supplier')).toEqual([
      'swift_code',
      'branch_code',
      'international_bank_code',
      'national_bank_code',
    ]);
  });

  it("keeps a customer's bank codes with its bank fields, and its drawer to the account fields", () => {
    expect(fieldsOf('bank', 'create', 'customer')).toEqual([
      'account_number',
      'bank_name',
      'branch_name',
      'ifsc_code',
      'swift_code',
      'branch_code',
      'international_bank_code',
      'national_bank_code',
    ]);
    expect(fieldsOf('bank', 'profile', 'customer')).toEqual(['account_number', 'branch_name', 'ifsc_code']);
    expect(fieldsOf('company', 'profile', 'customer')).not.toContain('gst');
    expect(fieldsOf('company', 'profile', 'supplier')).toContain('gst');
  });

  it('places every field the contract has in exactly one section', () => {
    for (const mode of ['create', 'edit', 'profile'] as const) {
      for (const role of ['employee', 'customer', 'supplier'] as const) {
        const placed = userFormSections(mode, role).flatMap((s) => s.fields);
        expect(placed.slice().sort(), `${mode} ${role}`).toEqual(userFormFields(mode, role).slice().sort());
      }
    }
  });
});

describe('user form rules from the contracts', () => {
  it('requires a password only when adding a user', () => {
    expect(isRequiredField('create', 'customer', 'password')).toBe(true);
    expect(isRequiredField('create', 'customer', 'password_confirmation')).toBe(true);
    expect(isRequiredField('edit', 'customer', 'password')).toBe(false);
    expect(isRequiredField('profile', 'employee', 'password_confirmation')).toBe(false);
  });

  it('marks the required person and company fields, not the optional ones', () => {
    expect(isRequiredField('create', 'supplier', 'company_name')).toBe(true);
    expect(isRequiredField('create', 'supplier', 'pincode')).toBe(true);
    expect(isRequiredField('create', 'supplier', 'pan_no')).toBe(false);
    expect(isRequiredField('profile', 'customer', 'alternate_mobile')).toBe(false);
  });

  it('offers the profile drawer to the admin, the other forms only to business roles', () => {
    expect(hasUserForm('profile', 'admin')).toBe(true);
    expect(hasUserForm('edit', 'admin')).toBe(false);
    expect(hasUserForm('create', 'supplier')).toBe(true);
  });
});
