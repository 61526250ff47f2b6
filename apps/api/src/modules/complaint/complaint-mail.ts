import type { TDb } from '../../plugins/database';
import { calendarDate, formatCalendarDate } from '../../lib/calendar-date';
import { enqueueTemplateMail } from '../../lib/outbox';
import { fullName } from '../auth/auth-service';
import type { TComplaintRow } from './complaint-list';

/**
 * The complaint notices of SPEC section 3, queued in the transaction of the write that causes them, with the
 * variables of db/email-templates.ts; the complaint date in the settings' date format.
 */
function complaintVariables(row: TComplaintRow, dateFormat: string) {
  return {
    customer_name: fullName(row.customer),
    complaint_number: row.complaintNo,
    complaint_date: formatCalendarDate(calendarDate(row.complaintDate), dateFormat),
    description: row.description,
    employee_name: row.assignedTo ? fullName(row.assignedTo) : '',
    status: row.status,
  };
}

/** A new complaint: to the customer, to every active admin (each by its own first name), to the assignee if any. */
export async function enqueueNewComplaintMails(db: TDb, row: TComplaintRow, dateFormat: string) {
  const variables = complaintVariables(row, dateFormat);
  await enqueueTemplateMail(db, 'complaint_customer', row.customer.email, variables);
  const admins = await db.user.findMany({
    where: { isActive: true, role: { slug: 'admin' } },
    orderBy: { id: 'asc' },
    select: { email: true, firstName: true },
  });
  for (const admin of admins) {
    await enqueueTemplateMail(db, 'complaint_admin', admin.email, {
      ...variables,
      admin_first_name: admin.firstName,
    });
  }
  await enqueueAssigneeMail(db, row, dateFormat);
}

/** The complaint is (now) assigned to this employee. */
export async function enqueueAssigneeMail(db: TDb, row: TComplaintRow, dateFormat: string) {
  if (!row.assignedTo) return;
  await enqueueTemplateMail(db, 'complaint_employee', row.assignedTo.email, {
    ...complaintVariables(row, dateFormat),
    employee_first_name: row.assignedTo.firstName,
  });
}

/** The complaint is closed: the customer hears it once, even if it is reopened and closed again. */
export async function enqueueResolvedMail(db: TDb, row: TComplaintRow, dateFormat: string) {
  await enqueueTemplateMail(
    db,
    'complaint_resolved',
    row.customer.email,
    complaintVariables(row, dateFormat),
    {
      dedupeKey: `complaint_resolved:${row.complaintNo}`,
    },
  );
}
