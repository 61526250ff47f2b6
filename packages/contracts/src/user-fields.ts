import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { MSG } from './messages';
import { ZIdField } from './common';
import { GENDERS } from './enums';

/**
 * The field rules of the user forms (SPEC section 5), shared by the add, edit and profile edit bodies of user.ts.
 * Not exported from the package: user.ts is the users module's contract.
 */

/** Other contact rows a customer may have. */
export const MAX_CUSTOMER_CONTACTS = 50;

// Form data sends strings, JSON may send numbers; each field reports one message, the first that applies.
// Optional fields come out as null when empty, so an edit can clear them.

type TRule = { test: (value: string) => boolean; message: string };
const rule = (test: RegExp | ((value: string) => boolean), message: string): TRule => ({
  test: typeof test === 'function' ? test : (value) => test.test(value),
  message,
});
const maxRule = (max: number) => rule((v) => v.length <= max, MSG.maxChars(max));

const LETTERS = /^[A-Za-z_ ]+$/;
/** Fields whose pattern fixes their length: a loose cap, so the pattern's own message is the one shown. */
const PATTERN_MAX = 64;

function firstBroken(value: string, rules: TRule[], ctx: z.RefinementCtx): boolean {
  const broken = rules.find((r) => !r.test(value));
  if (broken) ctx.addIssue({ code: 'custom', message: broken.message });
  return !!broken;
}

const ZRequired = (label: string, max: number, ...rules: TRule[]) =>
  z.union([z.string(), z.number()], { error: MSG.required(label) }).transform((raw, ctx) => {
    const value = String(raw).trim();
    if (!value) {
      ctx.addIssue({ code: 'custom', message: MSG.required(label) });
      return z.NEVER;
    }
    return firstBroken(value, [maxRule(max), ...rules], ctx) ? z.NEVER : value;
  });

const ZOptional = (max: number, ...rules: TRule[]) =>
  z
    .union([z.string(), z.number(), z.null()], { error: MSG.invalidInput })
    .optional()
    .transform((raw, ctx): string | null => {
      const value = raw === undefined || raw === null ? '' : String(raw).trim();
      if (!value) return null;
      return firstBroken(value, [maxRule(max), ...rules], ctx) ? z.NEVER : value;
    });

/** Codes people type in lower case by habit (IFSC, PAN) are stored in capitals. */
const ZOptionalCode = (max: number, pattern: RegExp, message: string) =>
  ZOptional(
    max,
    rule((v) => pattern.test(v.toUpperCase()), message),
  ).transform((v) => (v ? v.toUpperCase() : null));

const ZPersonName = (label: string) => ZRequired(label, 100, rule(LETTERS, MSG.onlyAlphabets));

const ZUserEmail = ZRequired(
  'Email',
  191,
  rule((v) => z.email().safeParse(v).success, MSG.invalidEmail),
).transform((v) => v.toLowerCase());

/** A calendar date; SPEC's profile form sends "YYYY-MM-DD HH:mm:ss", whose time part means nothing for a birthday. */
const ZBirthDate = ZRequired(
  'DOB',
  40,
  rule(
    /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/,
    MSG.invalidDate,
  ),
  rule((v) => isCalendarDate(v.slice(0, 10)), MSG.invalidDate),
).transform((v) => v.slice(0, 10));

const ZGenderField = z.enum(GENDERS, { error: MSG.required('Gender') });

/** The two readings of SPEC section 5: the profile edit drawer, and the other user forms. */
const RULES = {
  other: {
    mobile: () => ZRequired('Mobile', PATTERN_MAX, rule(/^\d{10}$/, MSG.mobileTenDigits)),
    optionalMobile: () => ZOptional(PATTERN_MAX, rule(/^\d{10}$/, MSG.mobileTenDigits)),
    pincode: () => ZRequired('Pincode', PATTERN_MAX, rule(/^\d{6}$/, MSG.pincodeSixDigits)),
  },
  profile: {
    mobile: () => ZRequired('Mobile', PATTERN_MAX, rule(/^\d{6,15}$/, MSG.mobileSixToFifteen)),
    optionalMobile: () => ZOptional(PATTERN_MAX, rule(/^\d{6,15}$/, MSG.mobileSixToFifteen)),
    pincode: () =>
      ZRequired(
        'Pincode',
        PATTERN_MAX,
        rule(/^\d+$/, MSG.pincodeDigitsOnly),
        rule((v) => v.length <= 10, MSG.pincodeUpToTen),
      ),
  },
} as const;
type TRuleSet = keyof typeof RULES;

export const personShape = (rules: TRuleSet) => ({
  first_name: ZPersonName('First name'),
  last_name: ZPersonName('Last name'),
  gender: ZGenderField,
  birth_date: ZBirthDate,
  address: ZRequired('Address', 500),
  city: ZRequired('City', 100),
  state: ZRequired('State', 100),
  pincode: RULES[rules].pincode(),
  mobile: RULES[rules].mobile(),
  alternate_mobile: RULES[rules].optionalMobile(),
  designation: ZOptional(100),
  email: ZUserEmail,
});

export const companyShape = {
  company_name: ZRequired('Company name', 191, rule(LETTERS, MSG.onlyAlphabets)),
  company_contact_person: ZRequired('Company contact person', 191, rule(LETTERS, MSG.onlyAlphabets)),
  ifsc_code: ZOptionalCode(PATTERN_MAX, /^[A-Z]{4}0[A-Z0-9]{6}$/, MSG.ifscFormat),
  // SPEC section 5: "TIN and CST each 11 digits" (India's TIN and CST registration numbers are all digits).
  tin_no: ZOptional(PATTERN_MAX, rule(/^\d{11}$/, MSG.exactDigits('TIN no', 11))),
  cst_no: ZOptional(PATTERN_MAX, rule(/^\d{11}$/, MSG.exactDigits('CST no', 11))),
  pan_no: ZOptionalCode(PATTERN_MAX, /^[A-Z]{5}[0-9]{4}[A-Z]$/, MSG.panFormat),
  phone: ZOptional(PATTERN_MAX, rule(/^\d{10}$/, MSG.phoneTenDigits)),
};

export const accountShape = {
  account_number: ZOptional(34),
  branch_name: ZOptional(191),
};

export const bankShape = {
  ...accountShape,
  bank_name: ZOptional(191),
  swift_code: ZOptional(11),
  branch_code: ZOptional(20),
  international_bank_code: ZOptional(34),
  national_bank_code: ZOptional(34),
  gst: ZOptional(20),
};

/** One "Other Contact Information" row of a customer; a row left wholly empty is skipped (null). */
export const ZCustomerContactInput = z
  .object({
    contact_person: ZOptional(191),
    mobile: ZOptional(PATTERN_MAX, rule(/^\d{10}$/, MSG.mobileTenDigits)),
    designation: ZOptional(100),
  })
  .transform((row, ctx) => {
    if (!row.contact_person && !row.mobile && !row.designation) return null;
    if (!row.contact_person) {
      ctx.addIssue({ code: 'custom', path: ['contact_person'], message: MSG.required('Contact person') });
      return z.NEVER;
    }
    return { contact_person: row.contact_person, mobile: row.mobile, designation: row.designation };
  });

export const ZCustomerContactsInput = z
  .array(ZCustomerContactInput)
  .max(MAX_CUSTOMER_CONTACTS, `At most ${MAX_CUSTOMER_CONTACTS} contacts.`)
  .optional()
  .transform((rows) => (rows ?? []).filter((row) => row !== null));

const ZNewPassword = z
  .string({ error: MSG.required('Password') })
  .min(1, { message: MSG.required('Password'), abort: true })
  .min(8, { message: MSG.passwordLength, abort: true })
  .max(100, MSG.maxChars(100));

/** Empty means "keep the password"; otherwise the same rules as a new one. */
const ZOptionalNewPassword = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx): string | null => {
    if (!value) return null;
    const checked = ZNewPassword.safeParse(value);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    return z.NEVER;
  });

const ZPasswordConfirmation = z.union([z.string(), z.null()]).optional();
/** A new user's password, and the edit forms' optional one. */
export const newPasswordFields = { password: ZNewPassword, password_confirmation: ZPasswordConfirmation };
export const changePasswordFields = {
  password: ZOptionalNewPassword,
  password_confirmation: ZPasswordConfirmation,
};

type TWithoutConfirmation<T> = T extends unknown ? Omit<T, 'password_confirmation'> : never;

/**
 * "Passwords must match", checked even when other fields have problems, so the form shows every message at once.
 * The confirmation leaves the parsed body: the service never needs it.
 */
export function withConfirmedPassword<
  T extends z.ZodType<{ password: string | null; password_confirmation?: string | null }>,
>(schema: T) {
  return schema
    .refine((body) => !body.password || body.password === (body.password_confirmation ?? ''), {
      path: ['password_confirmation'],
      message: MSG.passwordsMatch,
      when: ({ value }) => {
        const raw = value as { password?: unknown; password_confirmation?: unknown } | undefined;
        return !!raw && typeof raw.password === 'string' && raw.password.length >= 8;
      },
    })
    .transform(
      ({ password_confirmation: _confirmation, ...body }) => body as TWithoutConfirmation<z.output<T>>,
    );
}

export const ZRoleRequired = { error: MSG.required('Role') };
export const ZUserId = {
  user_id: ZIdField(MSG.required('User')),
};
