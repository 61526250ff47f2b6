import { z } from 'zod';
import { ZWholeNumber } from './common';
import { MSG } from './messages';
import { ZPermission } from './rights';

/** Every personal API token starts so, which tells it from a session token (and a secret scanner finds it). */
export const API_TOKEN_PREFIX = 'amc_pat_';
/** How long a new token may live, in days. */
export const API_TOKEN_DAYS = { min: 1, max: 365 } as const;
/** The most tokens a user keeps at once (revoked and expired ones not counted). */
export const API_TOKEN_LIMIT = 20;

export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;

/** One of the caller's tokens, never with the token itself (only its first characters). */
export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, such as "amc_pat_Xk3f". */
  hint: z.string(),
  rights: z.array(z.string()),
  status: z.enum(API_TOKEN_STATUSES),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** GET /api/api-token/list: the caller's tokens, newest first, and the rights it may give a new one (its own). */
export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken), rights: z.array(z.string()) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** POST /api/api-token/store: a name, how many days it lives, and the rights it holds (some of the caller's). */
export const ZApiTokenStoreBody = z.object({
  name: z
    .string({ error: MSG.required('Name') })
    .trim()
    .min(1, MSG.required('Name'))
    .max(100, MSG.maxChars(100)),
  expires_in_days: ZWholeNumber('Expires in', API_TOKEN_DAYS, MSG.apiTokenDays),
  rights: z.array(ZPermission, { error: MSG.apiTokenRights }).min(1, MSG.apiTokenRights),
});
export type TApiTokenStoreBody = z.infer<typeof ZApiTokenStoreBody>;
export type TApiTokenStoreInput = z.input<typeof ZApiTokenStoreBody>;

/** The new token, shown this once: only its hash is kept. */
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;
