import type { TDb } from '../../lib/kernel/db-client';
import { calendarDate, formatCalendarDate } from '../../lib/kernel/calendar-date';
import {
  enqueueTemplateMail,
  loadTemplateMails,
  type TMailRecipient,
  type TOutgoingMail,
} from '../../lib/documents/outbox';
import { fullName } from '../../lib/kernel/person';
import type { TComplaintRow } from './complaint-list';

/**
 * The complaint notices of SPEC section 3, queued in the transaction of the write that causes them, with the
 * variables of db/email-templates.ts; the complaint date in the settings' date format.
 */
/** What a complaint's mails are made of: a stored row, or the values of one just inserted. */
type TMailedComplaint = Pick<
  TComplaintRow,
  'complaintNo' | 'complaintDate' | 'description' | 'status' | 'customer' | 'assignedTo' | 'resolutionNote'
> & { charge: string | { toFixed(digits: number): string } };

/** The charge with 2 decimals, or '' when there is none (the resolved mail then leaves its line out). */
function chargeText(charge: TMailedComplaint['charge']): string {
  const amount = typeof charge === 'string' ? charge : charge.toFixed(2);
  return Number(amount) > 0 ? amount : '';
}

function complaintVariables(row: TMailedComplaint, dateFormat: string) {
  return {
    resolution_note: row.resolutionNote ?? '',
    charge: chargeText(row.charge),
    customer_name: fullName(row.customer),
    complaint_number: row.complaintNo,
    complaint_date: formatCalendarDate(calendarDate(row.complaintDate), dateFormat),
    description: row.description,
    employee_name: row.assignedTo ? fullName(row.assignedTo) : '',
    status: row.status,
  };
}

const NEW_COMPLAINT_EVENTS = [
  'complaint_customer',
  'complaint_admin',
  'complaint_employee',
  'complaint_resolved',
] as const;

/**
 * The mails of a new complaint: to the customer, to every active admin (each by its own first name), to the
 * assignee if any, and the resolved notice if it is filed closed, each in its reader's language. The templates,
 * the admins and the languages of the customer and assignee (`people`) are read here, before the complaint takes
 * its number; the returned function renders the mails of the stored row, to be queued in one statement: fewer
 * statements run while the counter row is locked.
 */
export async function prepareNewComplaintMails(
  db: TDb,
  dateFormat: string,
  people: readonly (number | null | undefined)[],
) {
  const mails = await loadTemplateMails(db, NEW_COMPLAINT_EVENTS);
  const admins = await db.user.findMany({
    where: { isActive: true, role: { slug: 'admin' } },
    orderBy: { id: 'asc' },
    select: { email: true, firstName: true, language: true },
  });
  const ids = people.filter((id): id is number => typeof id === 'number');
  const readers = ids.length
    ? await db.user.findMany({ where: { id: { in: ids } }, select: { email: true, language: true } })
    : [];
  const languages = new Map([...admins, ...readers].map((user) => [user.email, user.language]));
  const to = (email: string): TMailRecipient => ({ email, language: languages.get(email) ?? null });
  return (row: TMailedComplaint): TOutgoingMail[] => {
    const variables = complaintVariables(row, dateFormat);
    return [
      mails.render('complaint_customer', to(row.customer.email), variables),
      ...admins.map((admin) =>
        mails.render('complaint_admin', to(admin.email), { ...variables, admin_first_name: admin.firstName }),
      ),
      row.assignedTo
        ? mails.render('complaint_employee', to(row.assignedTo.email), assigneeVariables(row, dateFormat))
        : null,
      row.status === 'closed'
        ? mails.render('complaint_resolved', to(row.customer.email), variables, resolvedKey(row))
        : null,
    ].filter((mail): mail is TOutgoingMail => mail !== null);
  };
}

const assigneeVariables = (row: TMailedComplaint, dateFormat: string) => ({
  ...complaintVariables(row, dateFormat),
  employee_first_name: row.assignedTo?.firstName ?? '',
});

/** The customer hears of a closed complaint once, even if it is reopened and closed again. */
const resolvedKey = (row: Pick<TComplaintRow, 'complaintNo'>) => ({
  dedupeKey: `complaint_resolved:${row.complaintNo}`,
});

/** The complaint is (now) assigned to this employee. */
export async function enqueueAssigneeMail(db: TDb, row: TComplaintRow, dateFormat: string) {
  if (!row.assignedTo) return;
  await enqueueTemplateMail(
    db,
    'complaint_employee',
    row.assignedTo.email,
    assigneeVariables(row, dateFormat),
  );
}

/** The complaint is closed: the customer hears it once, even if it is reopened and closed again. */
export async function enqueueResolvedMail(db: TDb, row: TComplaintRow, dateFormat: string) {
  await enqueueTemplateMail(
    db,
    'complaint_resolved',
    row.customer.email,
    complaintVariables(row, dateFormat),
    resolvedKey(row),
  );
}
