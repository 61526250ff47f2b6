import { makeUserDetail } from '../components/user-test-fixtures';
import { describe, expect, it } from 'vitest';
import { toUserFormValues } from '../components/user-form-values';
import { sentContactRows, toUserFormData } from './user-form-data';

/** FormData as a plain list of [name, value] pairs, files by name, in the order they were appended. */
const entries = (body: FormData) =>
  [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
const names = (body: FormData) => [...body.keys()];

describe('toUserFormData', () => {
  it("sends a new customer's fields, password pair, other contacts by index and image", () => {
    const values = {
      ...toUserFormValues('create', 'customer', null),
      first_name: 'Meera',
      last_name: 'Shah',
      birth_date: '1990-08-15',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      customer_contacts: [
        { contact_person: 'Ravi', mobile: '9876543210', designation: 'Manager' },
        { contact_person: '', mobile: '', designation: '' },
        { contact_person: ' Anil ', mobile: '', designation: 'Accounts' },
      ],
    };
    const image = new File(['png'], 'face.png', { type: 'image/png' });
    const body = toUserFormData(values, { mode: 'create', profile: image });
    const sent = Object.fromEntries(entries(body));

    expect(sent.role).toBe('customer');
    expect(sent.user_id).toBeUndefined();
    expect(sent.first_name).toBe('Meera');
    // The "other forms" send a calendar date; only the profile edit adds a time (below).
    expect(sent.birth_date).toBe('1990-08-15');
    expect(sent.company_name).toBe('');
    expect(sent.password).toBe('Secret123');
    expect(sent.password_confirmation).toBe('Secret123');
    expect(sent.profile).toBe('file:face.png');
    // The empty middle row is skipped and the rows after it close up.
    expect(entries(body).filter(([name]) => name!.startsWith('contact_'))).toEqual([
      ['contact_person[0]', 'Ravi'],
      ['contact_mobile[0]', '9876543210'],
      ['contact_designation[0]', 'Manager'],
      ['contact_person[1]', 'Anil'],
      ['contact_mobile[1]', ''],
      ['contact_designation[1]', 'Accounts'],
    ]);
    expect(names(body)).not.toContain('customer_contacts');
  });

  it('leaves the password pair out of an edit when no new password was typed', () => {
    const values = toUserFormValues('edit', 'supplier', makeUserDetail({ role_name: 'supplier' }));
    const body = toUserFormData(values, { mode: 'edit', profile: null });
    expect(body.get('user_id')).toBe('7');
    expect(body.get('role')).toBe('supplier');
    expect(names(body)).not.toContain('password');
    expect(names(body)).not.toContain('password_confirmation');
    expect(names(body)).not.toContain('profile');
    // A supplier has no other contacts, but every bank field of the "other forms".
    expect(names(body).some((name) => name.startsWith('contact_'))).toBe(false);
    expect(names(body)).toEqual(
      expect.arrayContaining(['bank_name', 'swift_code', 'gst', 'national_bank_code']),
    );
  });

  it('sends the profile edit with its own fields and the birth date as "YYYY-MM-DD HH:mm:ss"', () => {
    const user = makeUserDetail({ role_name: 'customer', birth_date: '1988-02-29' });
    const values = {
      ...toUserFormValues('profile', 'customer', user),
      password: 'NewSecret9',
      password_confirmation: 'NewSecret9',
    };
    const body = toUserFormData(values, { mode: 'profile', profile: null });
    expect(body.get('birth_date')).toBe('1988-02-29 00:00:00');
    expect(body.get('email')).toBe(user.email);
    expect(body.get('password')).toBe('NewSecret9');
    // The profile drawer's customer has the account fields only, not the supplier's bank codes.
    expect(names(body)).toEqual(expect.arrayContaining(['account_number', 'branch_name', 'ifsc_code']));
    expect(names(body)).not.toContain('bank_name');
    expect(names(body)).not.toContain('swift_code');
    expect(body.get('contact_person[0]')).toBe('Ravi Kumar');
  });

  it('maps the rows the server saw back to the rows on screen', () => {
    const values = {
      role: 'customer' as const,
      customer_contacts: [
        { contact_person: '', mobile: '', designation: '' },
        { contact_person: 'A', mobile: '', designation: '' },
        { contact_person: '', mobile: '  ', designation: '' },
        { contact_person: '', mobile: '123', designation: '' },
      ],
    };
    expect(sentContactRows(values)).toEqual([1, 3]);
  });
});
