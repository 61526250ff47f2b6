import { MSG } from '@amc/contracts';
import type { TDb } from './db-client';
import { AppError } from './app-error';
import type { TCaller } from './caller';
import { mailAdmins } from './admin-notice';

/** The live notice the admins get when an employee declines an assignment. */
export const ASSIGNMENT_REJECTED_EVENT = 'assignment_rejected';

/** Only the assignee answers its assignment, and only once: accepted or declined, it is answered. */
export function assertAnswerable(
  caller: TCaller,
  row: { assignedToId: number | null; employeeStatus: string | null },
) {
  if (row.assignedToId !== caller.id) throw new AppError('FORBIDDEN', MSG.notAssignee);
  if (row.employeeStatus !== 'pending') throw new AppError('CONFLICT', MSG.assignmentAnswered);
}

export type TDeclineNotice = {
  /** "AMC AMC-00001", "service SRV-00004 (AMC-00001 service 3 of 12)". */
  what: string;
  employee: string;
  customer: string;
  /** When the work is due, already formatted, if it has one date. */
  due?: string;
};

/**
 * Tells every active administrator by mail that an employee declined an assignment, in the transaction that
 * records the decline. Returns their ids, for the live notice sent once the decline is committed.
 */
export function notifyAdminsOfDecline(db: TDb, notice: TDeclineNotice): Promise<number[]> {
  return mailAdmins(db, {
    subject: `Assignment declined: ${notice.what} by ${notice.employee}`,
    body:
      '<p>{{employee}} declined the {{what}} of {{customer}}{{#if due}}, due on {{due}}{{/if}}.</p>' +
      '<p>It has no assignee now: please assign another employee.</p>',
    variables: notice,
    event: ASSIGNMENT_REJECTED_EVENT,
  });
}
