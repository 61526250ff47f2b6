import { MSG } from '@amc/contracts';
import type { TDb } from './db-client';
import { AppError } from './app-error';
import type { TCaller } from './caller';
import { enqueueMail } from './outbox';
import { renderTemplate, wrapMailLayout } from './template-render';

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
export async function notifyAdminsOfDecline(db: TDb, notice: TDeclineNotice): Promise<number[]> {
  const admins = await db.user.findMany({
    where: { role: { slug: 'admin' }, isActive: true },
    select: { id: true, email: true },
  });
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, footerText: true },
  });
  // Handlebars escapes every value, so a name cannot put markup into the mail.
  const body = renderTemplate(
    '<p>{{employee}} declined the {{what}} of {{customer}}{{#if due}}, due on {{due}}{{/if}}.</p>' +
      '<p>It has no assignee now: please assign another employee.</p>',
    notice,
  );
  const html = wrapMailLayout(
    body,
    settings?.businessName ?? 'AMC Service Manager',
    settings?.footerText ?? '',
  );
  for (const admin of admins) {
    await enqueueMail(db, {
      to: admin.email,
      subject: `Assignment declined: ${notice.what} by ${notice.employee}`,
      html,
      event: ASSIGNMENT_REJECTED_EVENT,
    });
  }
  return admins.map((a) => a.id);
}
