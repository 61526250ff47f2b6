import { z } from 'zod';
import { MSG } from './messages';
import { ZUpiId } from './upi';
import { ZUpliftPercent } from './money';
import { ZWholeNumber } from './common';
import { LANGUAGE_CODES } from './languages';
import { ZPublicAddress } from './public-address';
import { ZTwoFactorRule } from './two-factor';
import { ZWorkingWeek, ZWorkingWeekInput } from './working-week';

export const DATE_FORMATS = [
  'DD-MM-YYYY',
  'MM-DD-YYYY',
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
] as const;
export const DEFAULT_DATE_FORMAT = 'DD-MM-YYYY';

/** The colour themes of the app shell; each has a light and a dark variant. */
export const THEME_COLORS = [
  'blue',
  'indigo',
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'cyan',
] as const;
export type TThemeColor = (typeof THEME_COLORS)[number];

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Images accepted for the logo and sidebar logo (checked by content on the server). */
export const LOGO_MAX_BYTES = 2_048_000;

/** GET /api/setting/list: SPEC's keys (date_formate is SPEC's spelling) plus the form's extra fields. */
export const ZSettings = z.object({
  business_name: z.string(),
  /** The address for links in e-mails (see toPublicOrigin); PUBLIC_URL overrides it. */
  domain_name: z.string(),
  address: z.string(),
  office_number: z.string(),
  /** The business's tax registration (GSTIN, VAT number…): printed under its name on every document. */
  tax_number: z.string(),
  /** The business's state: a customer in another one is billed across states (IGST rather than CGST + SGST). */
  state: z.string(),
  /** The business's UPI ID and payee name: with an ID, a bill with money due carries a UPI payment QR code. */
  upi_id: z.string(),
  upi_payee_name: z.string(),
  /** The financial year's first month (1-12): document numbers restart each year (INV/2026-27/0001); 0 never. */
  financial_year_start_month: z.number().int(),
  country: z.string(),
  system_language: z.string(),
  date_formate: z.string(),
  rtl: z.boolean(),
  footer_text: z.string(),
  time_zone: z.string(),
  currency_code: z.string(),
  starting_year: z.number().int(),
  logo: z.string().nullable(),
  sidebar_logo: z.string().nullable(),
  registration_enabled: z.boolean(),
  /** Mail the customer a receipt when a payment of its bill is recorded. */
  payment_receipt_mail: z.boolean(),
  /** Who must sign in with a second step (issue 26). */
  two_factor_required: ZTwoFactorRule,
  /** The working week, Sunday first (issue 28): the service levels count in it, the schedules skip its closed days. */
  working_week: ZWorkingWeek,
  /** Days after a bill's due date when an unpaid bill is reminded, ascending. */
  overdue_reminder_days: z.array(z.number().int()),
  /** Days before a contract's end when it is reminded (0: on the day), ascending. */
  renewal_reminder_days: z.array(z.number().int()),
  /** The uplift a renewal starts from, 2 decimals. */
  renewal_uplift_percent: z.string(),
  /** The hour (0-23, the business's time zone) of the daily backup, and the days backups are kept. */
  backup_hour: z.number().int(),
  backup_keep_days: z.number().int(),
  mail_from_name: z.string(),
  mail_from_address: z.string(),
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  smtp_user: z.string(),
  smtp_secure: z.boolean(),
  smtp_password_set: z.boolean(),
});
export type TSettings = z.infer<typeof ZSettings>;

/** Fields from HTML forms arrive as strings; this turns "true"/"1"/"on" into booleans. */
const ZFormBoolean = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const required = (label: string, max = 191) =>
  z
    .string({ error: MSG.required(label) })
    .trim()
    .min(1, MSG.required(label))
    .max(max, MSG.maxChars(max));

/** The most reminder days one list may hold, and the furthest day. */
export const REMINDER_DAYS = { most: 10, max: 365 } as const;

/**
 * A list of reminder days, typed "3, 10, 30" (or sent as an array): whole numbers from 0 to 365, at most 10,
 * kept ascending without repeats; empty means no reminders.
 */
export const ZReminderDays = z
  .union([z.array(z.union([z.number(), z.string()])), z.string()], { error: MSG.reminderDaysFormat })
  .transform((raw, ctx): number[] => {
    const parts = (typeof raw === 'string' ? raw.split(',') : raw)
      .map((d) => String(d).trim())
      .filter(Boolean);
    const days = parts.map(Number);
    const valid =
      parts.every((d) => /^\d{1,3}$/.test(d)) &&
      days.every((d) => d <= REMINDER_DAYS.max) &&
      days.length <= REMINDER_DAYS.most;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: MSG.reminderDaysFormat });
      return z.NEVER;
    }
    return [...new Set(days)].sort((a, b) => a - b);
  });

/**
 * Reminder days as the settings store them ("3,10,30"), nearest first and each once, whatever order they are
 * stored in: the jobs read the furthest as the last (the migration's default "30,7,0" lists them the other way).
 */
export const readReminderDays = (stored: string): number[] =>
  stored ? [...new Set(stored.split(',').map(Number).filter(Number.isInteger))].sort((a, b) => a - b) : [];

/** The business's phone: empty, or 4 to 30 digits, spaces and + - ( ). */
export const ZOfficeNumber = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{4,30}$/, 'Please enter a valid phone number'),
]);

/** A tax registration number as printed (GSTIN, VAT, ABN…): letters, digits, spaces, dots, dashes and slashes. */
export const ZTaxNumber = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(40, MSG.maxChars(40))
    .regex(/^[\p{L}\p{N} ./-]+$/u, MSG.taxNumberFormat),
]);

/** POST /api/setting/update (multipart: the fields below plus optional `logo` and `sidebar_logo` files). */
export const ZUpdateSettingsBody = z.object({
  business_name: required('Name'),
  domain_name: ZPublicAddress.optional(),
  // Optional, though SPEC lists them as required: the install wizard never asks for them, and the first save of
  // the settings after install (to change the language, say) must not be refused for fields nobody was shown.
  address: z.string().trim().max(500, MSG.maxChars(500)).optional().default(''),
  office_number: ZOfficeNumber.optional().default(''),
  tax_number: ZTaxNumber.optional().default(''),
  // Left out, the stored ones stay (a client that does not know them never clears them).
  state: z.string().trim().max(100, MSG.maxChars(100)).optional(),
  upi_id: ZUpiId.optional(),
  upi_payee_name: z.string().trim().max(100, MSG.maxChars(100)).optional(),
  financial_year_start_month: ZWholeNumber(
    'Financial year',
    { min: 0, max: 12 },
    MSG.financialYearMonth,
  ).optional(),
  country: required('Country', 80),
  system_language: z.enum(LANGUAGE_CODES, { error: MSG.required('Language') }),
  date_formate: z.enum(DATE_FORMATS, { error: MSG.required('Date format') }),
  rtl: ZFormBoolean,
  footer_text: required('Footer text', 255),
  time_zone: required('Time zone', 64).refine(isTimeZone, 'Please choose a valid time zone'),
  currency_code: required('Currency code', 8),
  starting_year: ZWholeNumber('Starting year', { min: 1900, max: 2200 }, MSG.startYear),
  registration_enabled: ZFormBoolean.optional(),
  payment_receipt_mail: ZFormBoolean.optional(),
  two_factor_required: ZTwoFactorRule.optional(),
  working_week: ZWorkingWeekInput.optional(),
  overdue_reminder_days: ZReminderDays.optional(),
  renewal_reminder_days: ZReminderDays.optional(),
  renewal_uplift_percent: ZUpliftPercent.optional(),
  backup_hour: ZWholeNumber('Backup hour', { min: 0, max: 23 }, MSG.backupHour).optional(),
  backup_keep_days: ZWholeNumber('Days kept', { min: 1, max: 365 }, MSG.backupKeepDays).optional(),
  mail_from_name: z.string().trim().max(191).optional(),
  mail_from_address: z.union([z.literal(''), z.string().trim().email(MSG.invalidEmail)]).optional(),
  smtp_host: z.string().trim().max(191).optional(),
  smtp_port: z.coerce.number().int().min(0).max(65535).optional(),
  smtp_user: z.string().trim().max(191).optional(),
  smtp_password: z.string().max(191).optional(),
  smtp_secure: ZFormBoolean.optional(),
});
export type TUpdateSettingsBody = z.infer<typeof ZUpdateSettingsBody>;

/** The mail server's settings, as Settings → Mail, the install wizard's mail step and the test mail take them. */
export const ZMailServerFields = ZUpdateSettingsBody.pick({
  mail_from_name: true,
  mail_from_address: true,
  smtp_host: true,
  smtp_port: true,
  smtp_user: true,
  smtp_password: true,
  smtp_secure: true,
});
export type TMailServerFieldsInput = z.input<typeof ZMailServerFields>;
export type TUpdateSettingsInput = z.input<typeof ZUpdateSettingsBody>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/setting/public: what the sign-in page may show before anyone is signed in. */
export const ZPublicSettings = ZSettings.pick({
  business_name: true,
  logo: true,
  sidebar_logo: true,
  system_language: true,
  rtl: true,
  footer_text: true,
  starting_year: true,
  registration_enabled: true,
  date_formate: true,
  currency_code: true,
  time_zone: true,
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/**
 * GET /api/setting/list for a signed-in user who may not edit the settings: what the shell, dates, amounts and
 * calendars need, never the mail server (host, user, sender).
 */
export const ZDisplaySettings = ZPublicSettings.extend(
  ZSettings.pick({
    address: true,
    office_number: true,
    tax_number: true,
    country: true,
    working_week: true,
  }).shape,
);
export type TDisplaySettings = z.infer<typeof ZDisplaySettings>;

/** GET /api/setting/list: the whole form for those with setting_edit (admin), the display settings for the rest. */
export const ZSettingsForCaller = z.union([ZSettings, ZDisplaySettings]);
