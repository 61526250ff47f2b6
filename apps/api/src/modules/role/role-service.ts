import {
  canChangeRight,
  canChangeRoleRights,
  MSG,
  type TModule,
  type TPermission,
  type TRole,
  type TRoleSlug,
  type TRoleUpdateBody,
} from '@amc/contracts';
import { ALL_PERMISSIONS } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import { holdsAdminPowers, type TCaller } from '../../lib/kernel/caller';

export async function findRoles(prisma: TPrisma): Promise<TRole[]> {
  const roles = await prisma.role.findMany({
    orderBy: { id: 'asc' },
    include: { rights: { select: { action: true, module: { select: { slug: true } } } } },
  });
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    slug: role.slug as TRoleSlug,
    permissions:
      role.slug === 'admin'
        ? [...ALL_PERMISSIONS]
        : role.rights.map((r) => `${r.module.slug}_${r.action}` as TPermission),
  }));
}

export async function findModules(prisma: TPrisma): Promise<TModule[]> {
  const modules = await prisma.module.findMany({ orderBy: { sortOrder: 'asc' } });
  return modules.map((m) => ({
    id: m.id,
    name: m.name,
    slug: m.slug,
    actions: m.actions.split(',').filter(Boolean),
  }));
}

/**
 * Replaces a role's rights with the given set in one transaction, and moves the token version of every user
 * of that role on, so tokens issued under the old rights stop working at once. Returns the role's slug and
 * the ids of its users, for the live "permission updated" notice.
 */
export async function updateRoleRights(prisma: TPrisma, caller: TCaller, body: TRoleUpdateBody) {
  return prisma.$transaction(async (tx) => {
    const role = await tx.role.findUnique({ where: { id: body.role_id } });
    if (!role) throw new AppError('NOT_FOUND', MSG.notFound);
    if (role.slug === 'admin') throw AppError.field('role_id', MSG.adminRightsFixed);
    // Whoever holds role_edit could otherwise take it from their own role and lock everyone of it out.
    if (role.id === caller.roleId) throw AppError.field('role_id', MSG.ownRoleRightsFixed);
    const held = holdsAdminPowers(caller) ? null : [...caller.permissions];
    if (!canChangeRoleRights(held, role.slug as TRoleSlug)) {
      throw AppError.field('role_id', MSG.customerRightsAdminOnly, 'FORBIDDEN');
    }
    const modules = await tx.module.findMany({ select: { id: true, slug: true, actions: true } });
    const bySlug = new Map(modules.map((m) => [m.slug, m]));
    const rows = [...new Set(body.permissions)].map((permission) => {
      const cut = permission.indexOf('_');
      const module = bySlug.get(permission.slice(0, cut));
      const action = permission.slice(cut + 1);
      if (!module || !module.actions.split(',').includes(action)) {
        throw AppError.field('permissions', `Unknown right: ${permission}`);
      }
      return { roleId: role.id, moduleId: module.id, action };
    });
    // Only what this save changes is checked: a right the role already has may stay though the caller lacks it.
    const stored = await tx.roleRight.findMany({
      where: { roleId: role.id },
      select: { moduleId: true, action: true },
    });
    const key = (r: { moduleId: number; action: string }) => `${r.moduleId}:${r.action}`;
    const storedKeys = new Set(stored.map(key));
    const requestedKeys = new Set(rows.map(key));
    const changed = [
      ...rows.filter((r) => !storedKeys.has(key(r))),
      ...stored.filter((r) => !requestedKeys.has(key(r))),
    ];
    const slugOf = new Map(modules.map((m) => [m.id, m.slug]));
    const refused = changed
      .map((r) => `${slugOf.get(r.moduleId)}_${r.action}`)
      .filter((right) => !canChangeRight(held, right))
      .map((right) => ({ path: `permissions.${right}`, message: MSG.rightNotGrantable }));
    if (refused.length) throw new AppError('FORBIDDEN', MSG.rightNotGrantable, refused);
    // The same rights saved again: nobody is signed out, told, or logged for a save that changed nothing.
    if (!changed.length) return { roleSlug: role.slug as TRoleSlug, userIds: [] };
    await tx.roleRight.deleteMany({ where: { roleId: role.id } });
    if (rows.length) await tx.roleRight.createMany({ data: rows });
    await tx.user.updateMany({ where: { roleId: role.id }, data: { tokenVersion: { increment: 1 } } });
    await recordActivity(tx, caller, {
      slug: 'role',
      action: 'update',
      description: `Set ${rows.length} rights for the ${role.name} role`,
      recordId: role.id,
    });
    const users = await tx.user.findMany({ where: { roleId: role.id }, select: { id: true } });
    return { roleSlug: role.slug as TRoleSlug, userIds: users.map((u) => u.id) };
  });
}
