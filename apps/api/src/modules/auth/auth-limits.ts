import { MSG } from '@amc/contracts';
import { MINUTE, type TDelayRule, type TLimitRule } from '../../lib/kernel/attempt-limits';

/**
 * The limits on the routes anyone may call (README, "Rate limits"). Sign-in counts failed attempts only, so
 * an office whose staff share one address is not held up by signing in; the other routes count every request
 * with a valid form.
 */
export const AUTH_LIMIT_RULES = {
  // Wrong passwords slow down, they do not lock out (AttemptDelays): after 3 for one account from one address, or
  // 20 for any from one address, within 15 minutes, each next one waits 1, 2, 4 ... seconds, 30 at most.
  loginFailures: [
    { name: 'login-address', per: 'address', free: 20, windowMs: 15 * MINUTE, maxDelayMs: 30_000 },
    { name: 'login-email', per: 'address+email', free: 3, windowMs: 15 * MINUTE, maxDelayMs: 30_000 },
  ],
  // A ceiling on every sign-in of one address, counted before the password is checked: parallel guesses all
  // pass the failure check before any of them has failed, so this is what bounds a burst.
  loginAttempts: [{ name: 'login-burst', per: 'address', max: 100, windowMs: 15 * MINUTE }],
  // Wrong second-step codes slow the account down, from whichever address and challenge they come: after 5 in
  // 15 minutes, each next try waits 1, 2, 4 ... seconds, up to 5 minutes, so a guesser with the password gets some 800 tries
  // a day at 3 in a million each (and every 5 wrong codes cost it the password step again).
  secondStepFailures: [
    {
      name: 'second-step-account',
      per: 'account',
      free: 5,
      windowMs: 15 * MINUTE,
      maxDelayMs: 5 * MINUTE,
      message: MSG.codeWait,
    },
  ],
  secondStepAttempts: [{ name: 'second-step-burst', per: 'address', max: 60, windowMs: 15 * MINUTE }],
  register: [{ name: 'register-address', per: 'address', max: 5, windowMs: 60 * MINUTE }],
  registerConfirm: [{ name: 'register-confirm-address', per: 'address', max: 10, windowMs: 15 * MINUTE }],
  resetMail: [
    { name: 'reset-mail-address', per: 'address', max: 5, windowMs: 60 * MINUTE },
    { name: 'reset-mail-email', per: 'address+email', max: 3, windowMs: 60 * MINUTE },
  ],
  resetPassword: [{ name: 'reset-address', per: 'address', max: 10, windowMs: 15 * MINUTE }],
  // The demo's one-click sign-in (only while the demo data is loaded): as many as a demo
  // visitor could want, few enough that a script cannot use it to fill the activity log.
  demoLogin: [{ name: 'demo-login-address', per: 'address', max: 30, windowMs: 15 * MINUTE }],
  // Wrong current passwords of a signed-in session: a stolen session may not guess the password at will.
  passwordChangeFailures: [
    { name: 'password-change-address', per: 'address', max: 5, windowMs: 15 * MINUTE },
  ],
} satisfies Record<string, TLimitRule[] | TDelayRule[]>;
