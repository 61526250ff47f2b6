import { MSG } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { PNG_1X1, VALID_SETTINGS as validSettings } from './helpers/fixtures';
import { readBusinessCalendar } from '../src/lib/kernel/calendar-date';

const open = { start: '09:00', end: '18:00' };
/** The fixture's week: Monday to Friday, 9:00 to 18:00. */
const WORK_WEEK = [null, open, open, open, open, open, null];

describe('settings', () => {
  let t: TInstalledApp;
  let customerToken: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    await createUser(t.app, 'customer', 'c@example.com');
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  const update = (fields: Record<string, string>, files = {}, token = t.adminToken) =>
    t.as(token, { method: 'POST', url: '/api/setting/update', ...multipart(fields, files) });

  it('shows branding before sign-in and the full settings to signed-in users only', async () => {
    const open = await t.as(null, { url: '/api/setting/public' });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({
      business_name: 'AMC Service Manager',
      date_formate: 'DD-MM-YYYY',
      // Closed on a new installation until the admin opens it (issue 26).
      registration_enabled: false,
    });
    expect(open.json().data.smtp_host).toBeUndefined();
    expect((await t.as(null, { url: '/api/setting/list' })).statusCode).toBe(401);
    expect((await t.as(customerToken, { url: '/api/setting/list' })).statusCode).toBe(200);
  });

  it('gives the mail server settings to whoever may edit settings, the display settings to everyone else', async () => {
    await update({
      ...validSettings,
      smtp_host: 'smtp.cool-air.example',
      smtp_user: 'mailer',
      mail_from_address: 'office@cool-air.example',
    });
    const full = (await t.as(t.adminToken, { url: '/api/setting/list' })).json().data;
    expect(full).toMatchObject({
      smtp_host: 'smtp.cool-air.example',
      smtp_user: 'mailer',
      mail_from_address: 'office@cool-air.example',
    });

    const shown = await t.as(customerToken, { url: '/api/setting/list' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      business_name: 'Cool Air Services',
      date_formate: 'DD/MM/YYYY',
      time_zone: 'Asia/Kolkata',
      currency_code: 'INR',
      working_week: WORK_WEEK,
    });
    for (const key of [
      'smtp_host',
      'smtp_port',
      'smtp_user',
      'smtp_secure',
      'smtp_password_set',
      'mail_from_name',
      'mail_from_address',
    ]) {
      expect(shown.json().data).not.toHaveProperty(key);
    }
  });

  it('saves the form with a logo checked by its content; the SMTP password is never sent back', async () => {
    const response = await update(validSettings, {
      logo: { filename: 'logo.png', data: PNG_1X1, type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      business_name: 'Cool Air Services',
      date_formate: 'DD/MM/YYYY',
      currency_code: 'INR',
      starting_year: 2020,
      working_week: WORK_WEEK,
      smtp_password_set: true,
      rtl: false,
    });
    expect(data.smtp_password).toBeUndefined();
    expect(data.logo).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const file = await t.as(null, { url: data.logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it.each([
    ['business_name', '', 'Name is required!'],
    ['office_number', 'call me', 'Please enter a valid phone number'],
    ['tax_number', '27AAA<script>', MSG.taxNumberFormat],
    ['upi_id', 'cool air@hdfc', MSG.upiIdFormat],
    ['upi_id', 'coolair', MSG.upiIdFormat],
    ['country', '', 'Country is required!'],
    ['footer_text', '', 'Footer text is required!'],
    ['currency_code', '', 'Currency code is required!'],
    ['time_zone', 'Mars/Olympus', 'Please choose a valid time zone'],
    ['starting_year', '20x0', 'Please enter a valid year'],
    ['working_week', ',18:00-09:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,', MSG.workingWeek],
    ['working_week', ',9-18,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,', MSG.workingWeek],
    ['working_week', '09:00-18:00', MSG.workingWeek],
  ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const before = await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
    const response = await update({ ...validSettings, business_name: 'Changed', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
    expect(await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it('saves without an address, office number or tax number, and keeps a tax number as typed', async () => {
    const response = await update({ ...validSettings, address: '', office_number: '', tax_number: '' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
    expect([saved.address, saved.officeNumber, saved.taxNumber]).toEqual(['', '', '']);
    const withTax = await update({ ...validSettings, tax_number: ' DE 123/456-78 ' });
    expect(withTax.json().data.tax_number).toBe('DE 123/456-78');
    const withUpi = await update({
      ...validSettings,
      upi_id: ' coolair@okhdfc ',
      upi_payee_name: 'Cool Air',
    });
    expect(withUpi.json().data).toMatchObject({ upi_id: 'coolair@okhdfc', upi_payee_name: 'Cool Air' });
    // Left out (an older client), the UPI ID stays; sent empty, it goes.
    expect((await update(validSettings)).json().data.upi_id).toBe('coolair@okhdfc');
    expect((await update({ ...validSettings, upi_id: '' })).json().data.upi_id).toBe('');
    await update(validSettings);
  });

  it('keeps the working week, each day its own hours, and the schedules step over its closed days', async () => {
    // Saturday mornings only, Sunday closed: 9:00-13:00 on Saturday, the weekdays 9:30 to 18:00.
    const week = ',09:30-18:00,09:30-18:00,09:30-18:00,09:30-18:00,09:30-18:00,09:00-13:00';
    const response = await update({ ...validSettings, working_week: week });
    expect(response.statusCode, response.body).toBe(200);
    const weekday = { start: '09:30', end: '18:00' };
    expect(response.json().data.working_week).toEqual([
      null,
      weekday,
      weekday,
      weekday,
      weekday,
      weekday,
      { start: '09:00', end: '13:00' },
    ]);
    expect((await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } })).workingWeek).toBe(week);
    const calendar = await readBusinessCalendar(t.app.db.prisma);
    expect(calendar.weeklyOffDays).toEqual([0]);
    await update(validSettings);
    expect((await readBusinessCalendar(t.app.db.prisma)).weeklyOffDays).toEqual([0, 6]);
  });

  it('keeps the holidays, one a day: added and removed by setting_edit, read by anyone signed in, logged', async () => {
    await createUser(t.app, 'employee', 'holiday.reader@example.com');
    const employeeToken = await signIn(t.app, 'holiday.reader@example.com', 'Secret123');
    const post = (url: string, payload: object, token = t.adminToken) =>
      t.as(token, { method: 'POST', url, payload });
    const list = (year: unknown, token = t.adminToken) =>
      t.as(token, { method: 'GET', url: `/api/setting/holidays?year=${year}` });
    const added = await post('/api/setting/holiday/store', { day: '2027-01-26', name: ' Republic Day ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: MSG.holidayAdded,
      data: { day: '2027-01-26', name: 'Republic Day' },
    });
    await post('/api/setting/holiday/store', { day: '2027-08-15', name: 'Independence Day' });
    await post('/api/setting/holiday/store', { day: '2026-12-25', name: 'Christmas' });
    const year = await list(2027, employeeToken);
    expect(year.statusCode).toBe(200);
    expect(year.json().data.map((h: { day: string }) => h.day)).toEqual(['2027-01-26', '2027-08-15']);
    // One a day; a bad date, a missing name, a bad year: 4xx with the field's message, nothing stored.
    const count = await t.app.db.prisma.holiday.count();
    const twice = await post('/api/setting/holiday/store', { day: '2027-01-26', name: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().issues).toEqual([{ path: 'day', message: MSG.holidayTaken }]);
    const bad = await post('/api/setting/holiday/store', { day: '2027-02-30', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'day', message: MSG.invalidDate },
      { path: 'name', message: 'Name is required!' },
    ]);
    expect((await list('soon')).statusCode).toBe(400);
    expect(await t.app.db.prisma.holiday.count()).toBe(count);
    // Only setting_edit changes them.
    expect(
      (await post('/api/setting/holiday/store', { day: '2027-03-01', name: 'X' }, employeeToken)).statusCode,
    ).toBe(403);
    const id = added.json().data.id;
    expect((await post('/api/setting/holiday/delete', { id }, employeeToken)).statusCode).toBe(403);
    expect((await post('/api/setting/holiday/delete', { id })).json().message).toBe(MSG.holidayDeleted);
    expect((await post('/api/setting/holiday/delete', { id })).statusCode).toBe(404);
    const logged = await t.app.db.prisma.activityLog.findMany({
      where: { slug: 'setting', description: { contains: 'Republic Day' } },
      orderBy: { id: 'asc' },
    });
    expect(logged.map((l) => l.description)).toEqual([
      'Added the holiday Republic Day on 2027-01-26',
      'Removed the holiday Republic Day on 2027-01-26',
    ]);
  });

  it('refuses a logo that is not an image, whatever its name, and one that is too large', async () => {
    const before = await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
    const fake = await update(
      { ...validSettings, business_name: 'Changed' },
      { logo: { filename: 'logo.png', data: Buffer.from('#!/bin/sh\necho hi'), type: 'image/png' } },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().issues).toEqual([
      { path: 'logo', message: 'uploaded file has unsupported file format' },
    ]);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2_048_001)]);
    const large = await update(
      { ...validSettings, business_name: 'Changed' },
      { sidebar_logo: { filename: 'big.png', data: big, type: 'image/png' } },
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('File size too large, max file size is 2.048 Mb');
    expect(await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it('lets only holders of setting_edit change settings', async () => {
    const response = await update(validSettings, {}, customerToken);
    expect(response.statusCode).toBe(403);
  });

  it('keeps the stored SMTP password when the field is left empty', async () => {
    await update({ ...validSettings, smtp_password: '' });
    const row = await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.smtpPassword).toBe('mail-secret');
  });
});
