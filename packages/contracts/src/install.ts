import { z } from 'zod';
import { MSG } from './messages';
import { ZWholeNumber } from './common';
import { ZPublicAddress } from './public-address';
import { ZMailServerFields, ZOfficeNumber, ZTaxNumber } from './setting';
import { ZTestMailBody } from './mail';

const text = (label: string, min?: number, max?: number) => {
  let s = z
    .string({ error: MSG.required(label) })
    .trim()
    .min(1, MSG.required(label));
  if (min) s = s.min(min, MSG.minChars(min));
  if (max) s = s.max(max, MSG.maxChars(max));
  return s;
};

/** Step 1 of the wizard: Purchase Information. */
export const ZInstallPurchaseStep = z.object({
  domain_name: ZPublicAddress,
  // The licence code of the purchase receipt: whatever the shop's format, letters, digits and dashes.
  purchase_key: text('Purchase key').regex(/^[A-Za-z0-9-]{8,64}$/, MSG.purchaseKeyFormat),
  purchase_email: z
    .string({ error: MSG.required('Purchase email') })
    .trim()
    .min(1, MSG.required('Purchase email'))
    .email(MSG.validEmail),
  /** Needed only when installing from another computer (see GET /install/check). */
  setup_code: z.string().trim().max(100, MSG.maxChars(100)).optional(),
});

/** Step 1 when the wizard runs on another computer than the server: the setup code from the server log. */
export const ZInstallPurchaseStepWithCode = ZInstallPurchaseStep.extend({
  setup_code: z.string().trim().min(1, MSG.setupCodeRequired).max(100, MSG.maxChars(100)),
});

/** Step 2: Database Setup. db_pass is the only optional field of the wizard. */
export const ZInstallDatabaseStep = z.object({
  db_name: text('Database name', 2, 20).regex(
    /^[A-Za-z0-9_]+$/,
    'Database name may contain only letters, digits and _',
  ),
  db_username: text('Database username', undefined, 80),
  db_pass: z.string().max(191, MSG.maxChars(191)).optional().default(''),
  db_host: text('Database host', undefined, 191).default('localhost'),
  db_port: ZWholeNumber('Database port', { min: 1, max: 65535 }, MSG.validPort),
});

export type TInstallDatabaseStep = z.infer<typeof ZInstallDatabaseStep>;

/** Step 3: the business, as every document prints it from the first bill on. */
export const ZInstallBusinessStep = z.object({
  business_name: text('Business name', undefined, 191),
  address: z.string().trim().max(500, MSG.maxChars(500)).optional().default(''),
  office_number: ZOfficeNumber.optional().default(''),
  tax_number: ZTaxNumber.optional().default(''),
});

/**
 * Step 5, optional: the mail server. Left without a host, the product is installed without mail, and the
 * thank-you screen says no mail was sent.
 */
export const ZInstallMailStep = ZMailServerFields;

const ZInstallPassword = z
  .string({ error: MSG.required('Password') })
  .min(1, MSG.required('Password'))
  .min(8, MSG.minChars(8))
  .max(20, MSG.maxChars(20))
  .regex(/^[A-Za-z0-9]+$/, MSG.passwordLettersDigits);

/** Step 3: Login Details of the first administrator. */
export const ZInstallLoginStep = z.object({
  email: z
    .string({ error: MSG.required('Email') })
    .trim()
    .toLowerCase()
    .min(1, MSG.required('Email'))
    .email(MSG.validEmail),
  password: ZInstallPassword,
});

/** The wizard's step 3 form adds the confirmation, which the server never receives. */
export const ZInstallLoginForm = ZInstallLoginStep.extend({
  confirm_password: z.string().min(1, MSG.required('Confirm password')),
}).refine((v) => v.password === v.confirm_password, {
  path: ['confirm_password'],
  message: MSG.passwordsMatch,
});

/** POST /api/install (multipart or JSON): every field of the wizard's steps. */
export const ZInstallBody = ZInstallPurchaseStep.extend(ZInstallDatabaseStep.shape)
  .extend(ZInstallBusinessStep.shape)
  .extend(ZInstallLoginStep.shape)
  .extend(ZInstallMailStep.shape);
export type TInstallBody = z.infer<typeof ZInstallBody>;
export type TInstallBodyInput = z.input<typeof ZInstallBody>;

/**
 * setup_code_required: this browser is not at the server, so step 1 asks for the code from the server log.
 * mail_preset: the server's own configuration names the mail server, so the wizard's mail step has nothing to ask.
 */
export const ZInstallCheck = z.object({
  install_status: z.boolean(),
  setup_code_required: z.boolean(),
  mail_preset: z.boolean(),
});

/** POST /api/install's answer: whether the admin's welcome mail is on its way (mail set up) or was not sent. */
export const ZInstallResult = z.object({ mail_set_up: z.boolean() });
export type TInstallResult = z.infer<typeof ZInstallResult>;

/** POST /api/install/test-mail: the mail step's settings as typed, where to send, and the setup code when asked. */
export const ZInstallTestMailBody = ZTestMailBody.extend({
  setup_code: ZInstallPurchaseStep.shape.setup_code,
});
export type TInstallTestMailBody = z.infer<typeof ZInstallTestMailBody>;
export const ZBackendTest = z.object({ status: z.literal('ok'), version: z.string() });

/**
 * POST /api/install/restore: the new, empty database to restore into, the setup code when asked, and the backup's
 * passphrase when it is encrypted; the backup file follows these fields in the form.
 */
export const ZInstallRestoreFields = ZInstallDatabaseStep.extend({
  setup_code: ZInstallPurchaseStep.shape.setup_code,
  passphrase: z.string().max(200, MSG.maxChars(200)).optional().default(''),
});
export type TInstallRestoreFields = z.infer<typeof ZInstallRestoreFields>;
export type TInstallRestoreFieldsInput = z.input<typeof ZInstallRestoreFields>;

/** What came back: the backup's date and version, and how many migrations brought it up to this version. */
export const ZInstallRestoreResult = z.object({
  created_at: z.string(),
  product_version: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  migrated: z.number().int(),
});
export type TInstallRestoreResult = z.infer<typeof ZInstallRestoreResult>;
