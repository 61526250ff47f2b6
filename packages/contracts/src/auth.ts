import { z } from 'zod';
import { MSG } from './messages';
import { ZRoleSlug, ZGender } from './enums';
import { ZPermission } from './rights';

/** An e-mail typed into a form: trimmed and lower-cased, required, well formed. */
const ZEmailField = z
  .string({ error: MSG.required('Email') })
  .trim()
  .toLowerCase()
  .min(1, MSG.required('Email'))
  .email(MSG.invalidEmail);

/** A new password typed twice must be the same; the issue lands on the confirmation (sign-up, reset, change). */
const passwordsMatch = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const PASSWORDS_MATCH_ISSUE = { path: ['password_confirmation'], message: MSG.passwordsMatch };

export const ZLoginBody = z.object({
  email: ZEmailField,
  password: z
    .string({ error: MSG.required('Password') })
    .min(1, MSG.required('Password'))
    .max(200),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** The signed-in user as the session and the header card need it. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  gender: ZGender.nullable(),
  mobile: z.string().nullable(),
  role_name: ZRoleSlug,
  unique_identity: z.string().nullable(),
  profile: z.string().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZPermissionItem = z.object({ name: ZPermission });

/** SPEC section 3 "Login response": error flag, message, token with its expiry, user, permissions (non-admin). */
export const ZLoginResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
  user: ZSessionUser,
  permissions: z.array(ZPermissionItem).optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZProfileResponse = z.object({
  message: z.string(),
  data: ZSessionUser.extend({ permissions: z.array(ZPermissionItem).optional() }),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

const ZNewPassword = z
  .string({ error: MSG.required('Password') })
  .min(1, MSG.required('Password'))
  .min(8, MSG.passwordLength)
  .max(100, MSG.maxChars(100));

/** POST /api/auth/register: a visitor signs up as a customer (when settings allow it). */
export const ZRegisterBody = z.object({
  email: ZEmailField,
  username: z
    .string({ error: MSG.required('Username') })
    .trim()
    .min(1, MSG.required('Username'))
    .max(80, MSG.maxChars(80))
    .regex(/^[A-Za-z_ ]+$/, MSG.onlyAlphabets),
  password: ZNewPassword,
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** POST /api/auth/register/confirm: the token of the link a sign-up mailed. */
export const ZRegisterConfirmBody = z.object({
  token: z
    .string({ error: MSG.signupLinkInvalid })
    .min(20, MSG.signupLinkInvalid)
    .max(200, MSG.signupLinkInvalid),
});
export type TRegisterConfirmBody = z.infer<typeof ZRegisterConfirmBody>;

export const ZRegisterForm = ZRegisterBody.extend({
  password_confirmation: z.string().min(1, MSG.required('Confirm password')),
}).refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);

export const ZPasswordEmailBody = z.object({
  email: ZEmailField,
});

export const ZPasswordResetBody = z
  .object({
    email: z.string().trim().toLowerCase().email(MSG.invalidEmail),
    // A link's token that is cut short or altered says what the user can act on, not the token's length.
    token: z
      .string({ error: MSG.passwordResetInvalid })
      .min(20, MSG.passwordResetInvalid)
      .max(200, MSG.passwordResetInvalid),
    password: ZNewPassword,
    password_confirmation: z.string({ error: MSG.required('Confirm password') }),
  })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type TPasswordResetBody = z.infer<typeof ZPasswordResetBody>;

/** The password a signed-in user types to prove it is still them (a session may be borrowed). */
export const ZCurrentPassword = z
  .string({ error: MSG.required('Current password') })
  .min(1, MSG.required('Current password'))
  .max(100, MSG.maxChars(100));

/**
 * POST /api/password/change: a signed-in user's new password, proven by the current one. The answer is a new
 * session (the change ends every token issued before it, this tab's too).
 */
export const ZChangePasswordBody = z
  .object({
    current_password: ZCurrentPassword,
    password: ZNewPassword,
    password_confirmation: z.string({ error: MSG.required('Confirm password') }),
  })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** The error-flag answer of login, forgot and reset (SPEC section 8). */
export const ZFlaggedResponse = z.object({ error: z.boolean(), message: z.string() });
