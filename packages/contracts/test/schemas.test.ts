import { describe, expect, it } from 'vitest';
import {
  closedWeekdays,
  DEFAULT_WORKING_WEEK,
  parseWorkingWeek,
  ZInstallBody,
  ZInstallLoginForm,
  ZListQuery,
  ZUpdateSettingsBody,
} from '../src';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('list query', () => {
  it('has defaults and parses filters as a JSON object', () => {
    expect(ZListQuery.parse({})).toMatchObject({
      page: 1,
      pageSize: 25,
      order: 'desc',
      format: 'json',
      filters: {},
    });
    expect(ZListQuery.parse({ page: '3', filters: '{"status":"open"}' })).toMatchObject({
      page: 3,
      filters: { status: 'open' },
    });
  });

  it('refuses pages below 1, pages larger than 100 rows and filters that are not an object', () => {
    expect(ZListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZListQuery.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(messages(ZListQuery.safeParse({ filters: '[1]' }))).toEqual({
      filters: 'filters must be a JSON object',
    });
  });
});

describe('install wizard rules (SPEC section 5)', () => {
  const valid = {
    domain_name: 'example.com',
    purchase_key: 'KEY-0001',
    purchase_email: 'a@b.co',
    db_name: 'amc',
    db_username: 'root',
    db_host: 'localhost',
    db_port: '3306',
    business_name: 'Cool Air Services',
    email: 'admin@b.co',
    password: 'Admin12345',
  };

  it('accepts a complete form, defaults db_pass and turns the port into a number', () => {
    expect(ZInstallBody.parse(valid)).toMatchObject({ db_port: 3306, db_pass: '', tax_number: '' });
  });

  it('asks for the business name; phone and tax number are optional but must look like one', () => {
    const { business_name: _name, ...withoutName } = valid;
    expect(messages(ZInstallBody.safeParse(withoutName))).toEqual({
      business_name: 'Business name is required!',
    });
    expect(
      messages(
        ZInstallBody.safeParse({ ...valid, office_number: 'call me', tax_number: '27AAAPL1234C1Z5; DROP' }),
      ),
    ).toEqual({
      office_number: 'Please enter a valid phone number',
      tax_number: 'Enter the tax registration number as it is printed: letters, digits, spaces, . / -',
    });
    expect(
      ZInstallBody.parse({ ...valid, office_number: '+91 98450 12345', tax_number: 'GB 123 4567 89' }),
    ).toMatchObject({ tax_number: 'GB 123 4567 89' });
  });

  it('says what is wrong in the SPEC words', () => {
    expect(
      messages(
        ZInstallBody.safeParse({
          ...valid,
          domain_name: 'x',
          purchase_key: 'KEY 1',
          db_port: '33a',
          password: 'short',
        }),
      ),
    ).toEqual({
      domain_name: 'Minimum 2 characters is required.',
      purchase_key: 'Enter the purchase key from your receipt: 8 to 64 letters, digits or dashes.',
      db_port: 'please enter valid port number',
      password: 'Minimum 8 characters is required.',
    });
  });

  it('compares the confirmation with the password', () => {
    const result = ZInstallLoginForm.safeParse({
      email: 'a@b.co',
      password: 'Admin12345',
      confirm_password: 'Admin12346',
    });
    expect(messages(result)).toEqual({ confirm_password: 'Passwords must match' });
  });
});

describe('settings form', () => {
  it('reads form strings: booleans, the working week and the year', () => {
    const parsed = ZUpdateSettingsBody.parse({
      business_name: 'B',
      address: 'A',
      office_number: '12345',
      country: 'C',
      system_language: 'ar',
      date_formate: 'DD-MM-YYYY',
      rtl: 'true',
      footer_text: 'F',
      time_zone: 'Europe/Paris',
      currency_code: 'EUR',
      starting_year: '2024',
      working_week: ' , 09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-13:00 ,',
    });
    expect(parsed).toMatchObject({
      rtl: true,
      starting_year: 2024,
      working_week: ',09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-13:00,',
    });
    // A closing not after its opening, an hour that is not one, or not seven days: refused.
    for (const week of [',18:00-09:00,,,,,', ',25:00-26:00,,,,,', '09:00-18:00'])
      expect(ZUpdateSettingsBody.shape.working_week.safeParse(week).success).toBe(false);
    expect(parseWorkingWeek(',,,,,,')).toEqual([null, null, null, null, null, null, null]);
    expect(closedWeekdays(DEFAULT_WORKING_WEEK)).toEqual([0]);
  });
});
