import type { TAmcDetail } from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { fullName } from '../../lib/kernel/person';
import { assertAnswerable, notifyAdminsOfDecline } from '../../lib/rules/assignment-answer';
import { lockAmc } from '../service/service-public';
import { setCoveredAssignee } from './amc-covered';
import { findAmcDetail, getAmcDetail, ownAmcWhere } from './amc-shape';

const PERSON = { select: { firstName: true, lastName: true } } as const;

/** The contract as its assignee may answer it: within the caller's rows (another's id is 404), locked. */
async function findAnswerableAmc(tx: TDb, caller: TCaller, id: number) {
  await lockAmc(tx, id);
  const amc = await tx.amc.findFirst({
    where: { AND: [{ id }, ownAmcWhere(caller)] },
    select: {
      id: true,
      amcNo: true,
      assignedToId: true,
      employeeStatus: true,
      customer: PERSON,
      assignedTo: PERSON,
    },
  });
  if (!amc) throw new AppError('NOT_FOUND');
  assertAnswerable(caller, amc);
  return amc;
}

/** The assignee accepts the contract, and with it its services that wait for its answer. */
export async function approveAmc(prisma: TPrisma, caller: TCaller, id: number): Promise<TAmcDetail> {
  return prisma.$transaction(async (tx) => {
    const amc = await findAnswerableAmc(tx, caller, id);
    await tx.amc.update({ where: { id }, data: { employeeStatus: 'approved' } });
    await tx.service.updateMany({
      where: { amcId: id, assignedToId: caller.id, employeeStatus: 'pending', status: { not: 'closed' } },
      data: { employeeStatus: 'approved' },
    });
    await recordActivity(tx, caller, {
      slug: 'amc',
      action: 'approve',
      description: `Accepted the AMC ${amc.amcNo}`,
      recordId: id,
    });
    return getAmcDetail(tx, caller, id);
  });
}

/**
 * The assignee declines the contract: it and its services not done that were the assignee's are left with no
 * assignee and the answer "rejected" (so the admins can list what to assign again), and every administrator is
 * told by mail. Returns the contract as it is now and the administrators to tell live.
 */
export async function rejectAmc(
  prisma: TPrisma,
  caller: TCaller,
  id: number,
): Promise<{ amc: TAmcDetail; adminIds: number[] }> {
  return prisma.$transaction(async (tx) => {
    const amc = await findAnswerableAmc(tx, caller, id);
    await tx.amc.update({ where: { id }, data: { assignedToId: null, employeeStatus: 'rejected' } });
    await setCoveredAssignee(tx, id, null);
    await tx.service.updateMany({
      where: { amcId: id, assignedToId: caller.id, status: { not: 'closed' } },
      data: { assignedToId: null, employeeStatus: 'rejected' },
    });
    const adminIds = await notifyAdminsOfDecline(tx, {
      kind: 'amc',
      number: amc.amcNo,
      employee: fullName(amc.assignedTo!),
      customer: fullName(amc.customer),
    });
    await recordActivity(tx, caller, {
      slug: 'amc',
      action: 'reject',
      description: `Declined the AMC ${amc.amcNo}`,
      recordId: id,
    });
    // No longer the caller's row: it just answered it, so it sees the result once.
    return { amc: await findAmcDetail(tx, { id }), adminIds };
  });
}
