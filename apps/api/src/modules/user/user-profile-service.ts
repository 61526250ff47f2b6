import {
  MSG,
  todayIn,
  type TUpdateProfileBody,
  type TUserDetail,
  type TUserFullProfile,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import { hasPermission, type TCaller } from '../../lib/kernel/caller';
import { hashPassword } from '../../lib/kernel/password';
import { ownUserWhere, toUserDetail, userDetailInclude } from './user-shape';
import {
  findProfileComplaints,
  findProfilePurchases,
  findProfileQuotations,
  findProfileSales,
  findProfileServices,
} from './user-profile-lists';
import { writeDroppingUploads } from '../../lib/kernel/uploads';
import { describeUser, saveUserForm, type TUserFiles } from './user-service';
import { now } from '../../lib/kernel/clock';

/**
 * The user profile screen: every field, plus the lists of its tabs. A list the caller has no view right for is
 * left out; a list the user's role has nothing in (a supplier's sales) is empty. Admin reads anyone, everyone
 * else only itself.
 */
export async function getFullProfile(
  prisma: TPrisma,
  caller: TCaller,
  email: string,
): Promise<TUserFullProfile> {
  const user = await prisma.user.findFirst({
    where: { AND: [{ email }, ownUserWhere(caller)] },
    include: userDetailInclude,
  });
  if (!user) throw new AppError('NOT_FOUND');
  const role = user.role.slug;
  const settings = await prisma.setting.findUnique({ where: { id: 1 }, select: { timeZone: true } });
  const today = todayIn(settings?.timeZone ?? 'UTC', now());
  const mine =
    role === 'customer' ? { customerId: user.id } : role === 'employee' ? { assignedToId: user.id } : null;
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(caller, permission);

  const [sale, quotation, complaint, services, purchase] = await Promise.all([
    may('sell_view') ? (role === 'customer' ? findProfileSales(prisma, user.id) : []) : undefined,
    may('quotation_view') ? (role === 'customer' ? findProfileQuotations(prisma, user.id) : []) : undefined,
    may('complaint_view') ? (mine ? findProfileComplaints(prisma, mine) : []) : undefined,
    may('service_view') ? (mine ? findProfileServices(prisma, mine, today) : []) : undefined,
    may('purchase_view') ? (role === 'supplier' ? findProfilePurchases(prisma, user.id) : []) : undefined,
  ]);
  const twoFactor =
    caller.role === 'admin' || caller.id === user.id ? user.totpEnabledAt !== null : undefined;
  return { ...toUserDetail(user), sale, quotation, complaint, services, purchase, two_factor: twoFactor };
}

/**
 * The profile edit drawer: a user edits itself, a holder of user_edit (the admin) anyone. The role is read-only
 * and the e-mail cannot be changed here: a different one is refused, not silently ignored, so the caller knows.
 */
export async function updateProfile(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdateProfileBody,
  files: TUserFiles,
): Promise<TUserDetail> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return writeDroppingUploads(prisma, files.fileStore, async (tx, drop) => {
    const current = await tx.user.findFirst({
      where: { AND: [{ id: body.user_id }, ownUserWhere(caller)] },
      select: { id: true, email: true, role: { select: { slug: true } } },
    });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.role.slug !== body.role) throw AppError.field('role', MSG.roleReadOnly);
    if (body.email !== current.email) throw AppError.field('email', MSG.emailReadOnly);
    const user = await saveUserForm(tx, drop, caller, current.id, body, passwordHash, files);
    const whose = current.id === caller.id ? 'own profile' : `profile of ${describeUser(user)}`;
    await recordActivity(tx, caller, {
      slug: 'user',
      action: 'update',
      description: `Updated the ${whose}${passwordHash ? ' and set a new password' : ''}`,
      recordId: user.id,
    });
    return toUserDetail(user);
  });
}

/** POST /user/language: the caller's own language (what its visit reports are printed in). */
export async function setOwnLanguage(prisma: TPrisma, caller: TCaller, language: string): Promise<string> {
  await prisma.user.update({ where: { id: caller.id }, data: { language } });
  return language;
}
