import { MSG } from '@amc/contracts';
import type { TDb } from '../kernel/db-client';
import { AppError } from '../kernel/app-error';
import type { TCaller } from '../kernel/caller';
import { mailAdmins } from '../documents/admin-notice';

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

/** What was declined, named in each administrator's language when the mail is written. */
export type TDeclineNotice = { employee: string; number: string } & (
  | { kind: 'amc'; customer: string }
  /** A service has one due date, already formatted, and may belong to no customer. */
  | { kind: 'service'; customer: string | null; title: string; due: string }
);

/**
 * Tells every active administrator by mail that an employee declined an assignment, in the transaction that
 * records the decline. Returns their ids, for the live notice sent once the decline is committed.
 */
export function notifyAdminsOfDecline(db: TDb, notice: TDeclineNotice): Promise<number[]> {
  return mailAdmins(db, {
    compose: (t) => {
      const reassign = t('notice.declined.reassign');
      if (notice.kind === 'amc')
        return {
          subject: t('notice.amcDeclined.subject', notice),
          paragraphs: [t('notice.amcDeclined.body', notice), reassign],
        };
      const { customer, ...service } = notice;
      return {
        subject: t('notice.serviceDeclined.subject', service),
        paragraphs: [
          customer
            ? t('notice.serviceDeclined.body', { ...service, customer })
            : t('notice.serviceDeclined.bodyNoCustomer', service),
          reassign,
        ],
      };
    },
    event: ASSIGNMENT_REJECTED_EVENT,
  });
}
