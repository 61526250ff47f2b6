import { z } from 'zod';
import { MSG } from './messages';

/**
 * The demo accounts one click signs in as (/session/demo-login), by role. Only these four: the server maps
 * each to one fixed account of the demo data, never to a user the caller names.
 */
export const DEMO_ROLES = ['admin', 'employee', 'customer', 'supplier'] as const;
export const ZDemoRole = z.enum(DEMO_ROLES, { error: MSG.chooseOffered });
export type TDemoRole = z.infer<typeof ZDemoRole>;

/** POST /api/demo/login: which demo account to sign in as. */
export const ZDemoLoginBody = z.object({ role: ZDemoRole });
export type TDemoLoginBody = z.infer<typeof ZDemoLoginBody>;

/** GET /api/demo: whether the demo data is loaded, so the web shows the demo sign-in at all. */
export const ZDemoStatusResponse = z.object({
  message: z.string(),
  data: z.object({ enabled: z.boolean() }),
});
export type TDemoStatusResponse = z.infer<typeof ZDemoStatusResponse>;
