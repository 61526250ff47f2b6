import { z } from 'zod';
import { ZId } from './common';
import { ZRoleSlug } from './enums';
import { ZPermission } from './rights';

export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: ZRoleSlug,
  permissions: z.array(ZPermission),
});
export type TRole = z.infer<typeof ZRole>;

export const ZModule = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  actions: z.array(z.string()),
});
export type TModule = z.infer<typeof ZModule>;

/** POST /api/role/update: the complete set of rights a role shall have from now on. */
export const ZRoleUpdateBody = z.object({
  role_id: ZId,
  permissions: z.array(ZPermission).max(500),
});
export type TRoleUpdateBody = z.infer<typeof ZRoleUpdateBody>;
