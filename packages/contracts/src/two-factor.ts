import { z } from 'zod';
import { MSG } from './messages';
import { ZCurrentPassword, ZLoginResponse } from './auth';

/** Who must sign in with a second step (Settings): nobody by rule, the admins, or every staff account. */
export const TWO_FACTOR_RULES = ['off', 'admins', 'staff'] as const;
export const ZTwoFactorRule = z.enum(TWO_FACTOR_RULES);
export type TTwoFactorRule = z.infer<typeof ZTwoFactorRule>;

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code typed at the second step: the authenticator's 6 digits, or a recovery code (10 letters and digits, shown
 * as two groups of 5). Spaces and dashes are dropped and letters lower-cased, as people copy them either way.
 */
export const ZSecondStepCode = z
  .string({ error: MSG.codeFormat })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, MSG.codeFormat));

/** Only the authenticator's 6 digits: what confirms a new key. */
export const ZAuthenticatorCode = z
  .string({ error: MSG.codeFormat })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MSG.codeFormat));

/** The random key of a sign-in waiting for its second step, as the login answered it. */
const ZChallenge = z
  .string({ error: MSG.secondStepExpired })
  .min(20, MSG.secondStepExpired)
  .max(200, MSG.secondStepExpired);

/**
 * The answer of POST /login for an account with a second step: no session yet, only the sign-in's key, valid a
 * few minutes. `code`: the authenticator's code is asked; `setup`: the business requires a second step the
 * account has not set up, which it does now.
 */
export const ZLoginSecondStep = z.object({
  error: z.literal(false),
  message: z.string(),
  second_step: z.enum(['code', 'setup']),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TLoginSecondStep = z.infer<typeof ZLoginSecondStep>;

/** POST /login answers a session, or the second step still to come. */
export const ZLoginAnswer = z.union([ZLoginResponse, ZLoginSecondStep]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

export const ZChallengeBody = z.object({ challenge: ZChallenge });
export type TChallengeBody = z.infer<typeof ZChallengeBody>;

export const ZSecondStepBody = z.object({ challenge: ZChallenge, code: ZSecondStepCode });
export type TSecondStepBody = z.infer<typeof ZSecondStepBody>;

export const ZSetupConfirmBody = z.object({ challenge: ZChallenge, code: ZAuthenticatorCode });
export type TSetupConfirmBody = z.infer<typeof ZSetupConfirmBody>;

/** What an authenticator app needs: the key to type, and the same as an otpauth:// link drawn as a QR code. */
export const ZTwoFactorSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code as an SVG data URL. */
  qr: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;
export const ZTwoFactorSetupResponse = z.object({ message: z.string(), data: ZTwoFactorSetup });

/** Recovery codes are shown once, as made: only their hashes are kept. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export const ZRecoveryCodesResponse = z.object({ message: z.string(), data: ZRecoveryCodes });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

/** A sign-in that set up its second step: the session, and the codes to keep. */
export const ZLoginWithCodesResponse = ZLoginResponse.extend(ZRecoveryCodes.shape);
export type TLoginWithCodesResponse = z.infer<typeof ZLoginWithCodesResponse>;

/** GET /auth/two-factor: the caller's own second step. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** The business's rule applies to this account: it cannot be turned off. */
  required: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
export const ZTwoFactorStatusResponse = z.object({ message: z.string(), data: ZTwoFactorStatus });

export const ZTwoFactorEnableBody = z.object({ code: ZAuthenticatorCode });
export type TTwoFactorEnableBody = z.infer<typeof ZTwoFactorEnableBody>;

/** Setting up, turning off and new recovery codes are proven with the password, as a session may be borrowed. */
export const ZCurrentPasswordBody = z.object({ current_password: ZCurrentPassword });
export type TCurrentPasswordBody = z.infer<typeof ZCurrentPasswordBody>;
