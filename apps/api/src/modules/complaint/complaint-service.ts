import { addNewRowDayTotals, COMPLAINT_TOTALS, keepDayTotals, rowsById } from '../../lib/rules/day-totals';
import {
  COMPLAINT_FIELD_RULES,
  COMPLAINT_PHOTO_LIMIT,
  MSG,
  type TComplaint,
  type TCreateComplaintBody,
  type TScanFaultBody,
  type TScanFaultReport,
  type TFormRole,
  type TComplaintPriority,
  type TComplaintStatus,
  type TUpdateComplaintBody,
} from '@amc/contracts';
import type { Complaint } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import {
  isActiveOfRole,
  isActiveProduct,
  isCategoryOfType,
  readChosenUsers,
} from '../../lib/rules/chosen-records';
import { nextDocumentNumber } from '../../lib/rules/counters';
import { enqueueWebhookEvent, occurrence } from '../../lib/kernel/webhook-events';
import { enqueueMails } from '../../lib/documents/outbox';
import { applyFieldRights, changedFields, formRoleOf } from '../../lib/rules/field-rights';
import { fullName } from '../../lib/kernel/person';
import { now } from '../../lib/kernel/clock';
import { keepPromises } from './complaint-promises';
import { requestRating } from '../rating/rating-public';
import { COMPLAINT_INCLUDE, ownComplaintsWhere, readWrittenComplaint } from './complaint-list';
import { storePhotos } from '../../lib/rules/photos';
import type { TUploadedFile } from '../../lib/kernel/uploads';
import { enqueueAssigneeMail, enqueueResolvedMail, prepareNewComplaintMails } from './complaint-mail';
import { addSearchWords, keepSearchWords } from '../../lib/list/search-words';
import {
  checkCustomerEquipment,
  findLabelledItem,
  isCovered,
  readCovers,
} from '../equipment/equipment-public';
import type { TFileStore } from '../../lib/kernel/file-store';

/** A complaint's form values, in the contract's terms. */
type TComplaintValues = {
  customer_id: number | null;
  product_id: number | null;
  equipment_id: number | null;
  /** null on an add until decided: then it follows the item's cover. */
  chargeable: boolean | null;
  date: string | null;
  type_id: number | null;
  description: string | null;
  assigned_to_id: number | null;
  charge: string | null;
  status: TComplaintStatus;
  resolution_note: string | null;
  priority: TComplaintPriority;
};

/** What a role's new complaint holds before the form: a customer's is its own, an employee's is assigned to it. */
function complaintDefaults(role: TFormRole, caller: Pick<TCaller, 'id'>, today: string): TComplaintValues {
  return {
    customer_id: role === 'customer' ? caller.id : null,
    product_id: null,
    equipment_id: null,
    chargeable: null,
    date: today,
    type_id: null,
    description: null,
    assigned_to_id: role === 'employee' ? caller.id : null,
    charge: role === 'admin' ? null : '0.00',
    status: 'open',
    resolution_note: null,
    priority: 'normal',
  };
}

const storedValues = (row: Complaint): TComplaintValues => ({
  customer_id: row.customerId,
  product_id: row.productId,
  equipment_id: row.equipmentId,
  chargeable: row.chargeable,
  date: calendarDate(row.complaintDate),
  type_id: row.typeId,
  description: row.description,
  assigned_to_id: row.assignedToId,
  charge: row.charge.toFixed(2),
  status: row.status,
  resolution_note: row.resolutionNote,
  priority: row.priority,
});

/**
 * An employee moves its complaint between open, pending and progress, and resolves it: closing takes a resolution
 * note, so the customer's mail says what was done. Reopening a resolved complaint is the admin's.
 */
function assertStatusChange(role: TFormRole, from: TComplaintStatus, values: TComplaintValues) {
  if (role !== 'employee' || from === values.status) return;
  if (from === 'closed') throw AppError.field('status', MSG.onlyAdminReopens, 'FORBIDDEN');
  if (values.status === 'closed' && !values.resolution_note)
    throw AppError.field('resolution_note', MSG.required(COMPLAINT_FIELD_RULES.labels.resolution_note));
}

/**
 * Each newly chosen record must be of its kind (and active); the date cannot be later than today. The customer
 * and the assignee are read in one statement, and returned (a new complaint's mails name them).
 */
async function checkChoices(db: TDb, values: TComplaintValues, changed: Set<string>, today: string) {
  const chosen = (field: keyof TComplaintValues) => changed.has(field) && values[field] !== null;
  const people = await readChosenUsers(db, [
    chosen('customer_id') ? values.customer_id : null,
    chosen('assigned_to_id') ? values.assigned_to_id : null,
  ]);
  const issues: TIssue[] = [];
  if (chosen('customer_id') && !isActiveOfRole(people.get(values.customer_id!), 'customer'))
    issues.push({ path: 'customer_id', message: MSG.chooseCustomer });
  if (chosen('product_id') && !(await isActiveProduct(db, values.product_id!)))
    issues.push({ path: 'product_id', message: MSG.chooseProduct });
  // The item must be the complaint's customer's, also when the customer is what changed.
  const item =
    values.equipment_id !== null && (changed.has('equipment_id') || changed.has('customer_id'))
      ? await checkCustomerEquipment(db, 'equipment_id', values.customer_id!, [values.equipment_id])
      : [];
  if (chosen('date') && values.date! > today)
    issues.push({ path: 'date', message: MSG.complaintDateNotInFuture });
  if (chosen('type_id') && !(await isCategoryOfType(db, values.type_id!, 'complaint_type')))
    issues.push({ path: 'type_id', message: MSG.chooseComplaintType });
  if (chosen('assigned_to_id') && !isActiveOfRole(people.get(values.assigned_to_id!), 'employee'))
    issues.push({ path: 'assigned_to_id', message: MSG.chooseEmployee });
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
  return { people, item: item[0] };
}

/** The columns of the form's values (every required one is set by now). */
const complaintColumns = (values: TComplaintValues) => ({
  customerId: values.customer_id!,
  productId: values.product_id,
  equipmentId: values.equipment_id,
  chargeable: values.chargeable ?? false,
  complaintDate: dateColumn(values.date!),
  typeId: values.type_id,
  description: values.description!,
  assignedToId: values.assigned_to_id,
  charge: values.charge ?? '0.00',
  status: values.status,
  resolutionNote: values.resolution_note,
  priority: values.priority,
});

/** Whether the caller is the complaint's assigned employee (whose first update is the response). */
const isAssignee = (
  caller: Pick<TCaller, 'id' | 'role'> | null,
  values: Pick<TComplaintValues, 'assigned_to_id'>,
) => caller !== null && caller.role === 'employee' && values.assigned_to_id === caller.id;

/**
 * The service level a new complaint is held to: the covering contract's, with its priority, when the contract has
 * one; else the default level (null when the admin removed every level's default mark, which the settings refuse).
 */
async function serviceLevelOf(db: TDb, amcId: number | null) {
  const contract = amcId
    ? await db.amc.findUnique({
        where: { id: amcId },
        select: { serviceLevel: { select: { id: true, priority: true } } },
      })
    : null;
  if (contract?.serviceLevel) return { ...contract.serviceLevel, fromContract: true };
  const fallback = await db.serviceLevel.findFirst({
    where: { isDefault: true },
    select: { id: true, priority: true },
  });
  return fallback ? { ...fallback, fromContract: false } : null;
}

/**
 * Who files a complaint: a signed-in user, within its form role's field rights; or someone who scanned the item's
 * QR label, who has no account and gave a name and phone (known to the activity log by address only).
 */
type TFiler =
  | { kind: 'user'; caller: TCaller }
  | { kind: 'scan'; reporter: { name: string; phone: string }; ip: string; userAgent?: string };

/**
 * Files a complaint under the next complaint number, and tells the customer, the admins and the assignee by mail,
 * all in one transaction. `valuesOf` makes the form's values on the business's day, and names what was chosen
 * (each choice is checked).
 */
async function fileComplaint(
  prisma: TPrisma,
  filer: TFiler,
  { fileStore, photos = [] }: TComplaintFiles,
  valuesOf: (today: string) => { values: TComplaintValues; chosen: Set<string> },
): Promise<{ id: number; complaintNo: string }> {
  const byUser = filer.kind === 'user' ? filer.caller : null;
  return prisma.$transaction(async (tx) => {
    const { today, dateFormat } = await readBusinessCalendar(tx);
    const { values, chosen } = valuesOf(today);
    const { people: checked, item } = await checkChoices(tx, values, chosen, today);
    const cover = item ? (await readCovers(tx, [item], today)).get(item.id)! : null;
    // Not decided on the form: chargeable when its item is not covered today (no contract, warranty over).
    if (values.chargeable === null && cover) values.chargeable = !isCovered(cover);
    // Its promises: its contract's service level, at that level's priority; else the default level, at the
    // priority chosen (normal unless the admin chose).
    const level = await serviceLevelOf(tx, cover?.amc?.id ?? null);
    if (level?.fromContract) values.priority = level.priority;
    // Everything the mails need is read now, not while the counter row below is locked: the templates, the
    // admins, and the customer and assignee (whose mails they are; a customer's own is not a choice it checks).
    const newComplaintMails = await prepareNewComplaintMails(tx, dateFormat, [
      values.customer_id,
      values.assigned_to_id,
    ]);
    const people = [values.customer_id!, values.assigned_to_id].every((id) => id === null || checked.has(id))
      ? checked
      : await readChosenUsers(tx, [values.customer_id, values.assigned_to_id]);
    const personOf = (id: number | null) => {
      const person = id === null ? undefined : people.get(id);
      return person
        ? { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email }
        : null;
    };
    const columns = complaintColumns(values);
    // Checked and written before the counter is taken, so no upload keeps other complaints waiting.
    const photoUrls = await storePhotos(tx, fileStore, 'photos', photos, {
      limit: COMPLAINT_PHOTO_LIMIT,
      uploadedById: byUser?.id ?? null,
    });
    // Taken last: the counter row stays locked until the transaction ends, so from here on only writes run (the
    // insert, the summaries, the log line, the mails), and the answer is read after the commit.
    const complaintNo = await nextDocumentNumber(tx, 'complaint');
    // The clock's time (lib/kernel/clock), not the database's: the promises are counted on it.
    const filedAt = now();
    const created = await tx.complaint.create({
      data: {
        ...columns,
        ...(filer.kind === 'scan'
          ? { reportedByScan: true, reporterName: filer.reporter.name, reporterPhone: filer.reporter.phone }
          : {}),
        assignDate: values.assigned_to_id ? dateColumn(today) : null,
        resolvedAt: values.status === 'closed' ? filedAt : null,
        // Taken up at once when filed past "open", or by its own assignee (an employee files its own work).
        respondedAt: values.status !== 'open' || isAssignee(byUser, values) ? filedAt : null,
        serviceLevelId: level?.id ?? null,
        createdById: byUser?.id ?? null,
        createdAt: filedAt,
        complaintNo,
        ...(values.status === 'waiting' ? { pauses: { create: { pausedAt: filedAt } } } : {}),
      },
      select: { id: true },
    });
    await keepPromises(tx, [created.id]);
    await keepPhotos(tx, created.id, photoUrls);
    await addSearchWords(tx, 'complaint', [created.id]);
    await addNewRowDayTotals(tx, COMPLAINT_TOTALS, {
      day: values.date!,
      status: columns.status,
      type_id: columns.typeId ?? 0,
      charge_total: columns.charge,
    });
    const customer = personOf(columns.customerId)!;
    const actor =
      filer.kind === 'user' ? filer.caller : { id: null, ip: filer.ip, userAgent: filer.userAgent };
    await recordActivity(tx, actor, {
      slug: 'complaint',
      action: 'create',
      description:
        filer.kind === 'scan'
          ? `Added the complaint ${complaintNo} of ${fullName(customer)}, reported by scan by ${filer.reporter.name} (${filer.reporter.phone})`
          : `Added the complaint ${complaintNo} of ${fullName(customer)}`,
      recordId: created.id,
    });
    await enqueueMails(
      tx,
      newComplaintMails({ ...columns, complaintNo, customer, assignedTo: personOf(columns.assignedToId) }),
    );
    const event = complaintEvent({
      id: created.id,
      complaintNo,
      ...columns,
      reportedByScan: filer.kind === 'scan',
    });
    if (columns.status === 'closed')
      await requestRating(tx, {
        complaintId: created.id,
        customerId: columns.customerId,
        employeeId: columns.assignedToId ?? actor.id,
        doneOn: dateColumn(today),
      });
    await enqueueWebhookEvent(tx, 'complaint.created', String(created.id), event);
    if (filer.kind === 'scan') await enqueueWebhookEvent(tx, 'fault.reported', String(created.id), event);
    return { id: created.id, complaintNo };
  });
}

/** A complaint as a webhook's `data`: its ids, number and status (the receiver reads more with an API token). */
function complaintEvent(row: {
  id: number;
  complaintNo: string;
  status: string;
  customerId: number;
  productId: number | null;
  equipmentId: number | null;
  assignedToId: number | null;
  reportedByScan: boolean;
}) {
  return {
    id: row.id,
    complaint_no: row.complaintNo,
    status: row.status,
    customer_id: row.customerId,
    product_id: row.productId,
    equipment_id: row.equipmentId,
    assigned_to_id: row.assignedToId,
    reported_by_scan: row.reportedByScan,
  };
}

/** POST /complaint/store: a user files a complaint, within its role's field rights. */
export async function createComplaint(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreateComplaintBody,
  files: TComplaintFiles,
): Promise<TComplaint> {
  const role = formRoleOf(caller);
  const { id } = await fileComplaint(prisma, { kind: 'user', caller }, files, (today) => {
    const defaults = complaintDefaults(role, caller, today);
    const values = applyFieldRights(COMPLAINT_FIELD_RULES, role, 'create', body, defaults);
    assertStatusChange(role, 'open', values);
    return { values, chosen: changedFields(defaults, values) };
  });
  return readWrittenComplaint(prisma, id);
}

/**
 * POST /public/equipment/:token/fault: a fault reported by scanning an item's label becomes an open, unassigned
 * complaint of the item's customer on the item, dated today, chargeable when the item is not covered; mailed as
 * any new complaint. Only the item is checked (still the customer's and in use): the reporter chose nothing else.
 */
export async function reportScannedFault(
  prisma: TPrisma,
  token: string,
  body: TScanFaultBody,
  { ip, userAgent, ...files }: TComplaintFiles & { ip: string; userAgent?: string },
): Promise<TScanFaultReport> {
  const item = await findLabelledItem(prisma, token);
  const filer: TFiler = { kind: 'scan', reporter: { name: body.name, phone: body.phone }, ip, userAgent };
  const { complaintNo } = await fileComplaint(prisma, filer, files, (today) => ({
    values: {
      ...complaintDefaults('customer', { id: item.customerId }, today),
      customer_id: item.customerId,
      product_id: item.productId,
      equipment_id: item.id,
      description: body.description,
    },
    chosen: new Set(['equipment_id']),
  }));
  return { complaint_no: complaintNo };
}

/** The photos a form carries, and where uploads are stored. */
export type TComplaintFiles = { fileStore: TFileStore; photos?: TUploadedFile[] };

const keepPhotos = async (db: TDb, complaintId: number, urls: string[]) => {
  if (urls.length) await db.complaintPhoto.createMany({ data: urls.map((url) => ({ complaintId, url })) });
};

/**
 * Changes the fields sent, within the caller's field rights. A new assignee is told by mail and the assign date
 * set; closing sets resolved_at and tells the customer (once); reopening clears resolved_at.
 */
export async function updateComplaint(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdateComplaintBody,
  { fileStore, photos = [] }: TComplaintFiles,
): Promise<TComplaint> {
  const role = formRoleOf(caller);
  return prisma.$transaction(async (tx) => {
    const current = await tx.complaint.findFirst({
      where: { AND: [{ id: body.id }, ownComplaintsWhere(caller)] },
    });
    if (!current) throw new AppError('NOT_FOUND');
    const { today, dateFormat } = await readBusinessCalendar(tx);
    const stored = storedValues(current);
    const values = applyFieldRights(COMPLAINT_FIELD_RULES, role, 'update', body, stored);
    assertStatusChange(role, stored.status, values);
    const changed = changedFields(stored, values);
    // A resolved complaint is what the customer was told of (its note and charge): only the admin changes it.
    if (role !== 'admin' && stored.status === 'closed' && (changed.size > 0 || photos.length > 0))
      throw AppError.field('status', MSG.resolvedComplaintLocked, 'FORBIDDEN');
    await checkChoices(tx, values, changed, today);
    const closing = values.status === 'closed' && stored.status !== 'closed';
    const reopening = stored.status === 'closed' && values.status !== 'closed';
    const reassigned = changed.has('assigned_to_id');
    const at = now();
    // The response: the first update by its assignee, or the complaint leaving "open" by anyone's hand.
    const responding =
      current.respondedAt === null &&
      (values.status !== 'open' || (isAssignee(caller, stored) && (changed.size > 0 || photos.length > 0)));
    // Conditional on the row still being the caller's, so a delete that won the race answers 404.
    const { count } = await keepSearchWords(tx, 'complaint', rowsById([current.id]), () =>
      keepDayTotals(tx, COMPLAINT_TOTALS, rowsById([current.id]), () =>
        tx.complaint.updateMany({
          where: { AND: [{ id: current.id }, ownComplaintsWhere(caller)] },
          data: {
            ...complaintColumns(values),
            ...(reassigned ? { assignDate: values.assigned_to_id ? dateColumn(today) : null } : {}),
            ...(closing ? { resolvedAt: at } : reopening ? { resolvedAt: null } : {}),
            ...(responding ? { respondedAt: at } : {}),
          },
        }),
      ),
    );
    if (count === 0) throw new AppError('NOT_FOUND');
    // Waiting for the customer stops the clock; any other status starts it again.
    if (values.status === 'waiting' && stored.status !== 'waiting')
      await tx.complaintPause.create({ data: { complaintId: current.id, pausedAt: at } });
    if (stored.status === 'waiting' && values.status !== 'waiting')
      await tx.complaintPause.updateMany({
        where: { complaintId: current.id, resumedAt: null },
        data: { resumedAt: at },
      });
    await keepPromises(tx, [current.id]);
    const kept = await tx.complaintPhoto.count({ where: { complaintId: current.id } });
    await keepPhotos(
      tx,
      current.id,
      await storePhotos(tx, fileStore, 'photos', photos, {
        limit: COMPLAINT_PHOTO_LIMIT,
        kept,
        uploadedById: caller.id,
      }),
    );
    const row = await tx.complaint.findUniqueOrThrow({
      where: { id: current.id },
      include: COMPLAINT_INCLUDE,
    });
    await recordActivity(tx, caller, {
      slug: 'complaint',
      action: closing ? 'close' : reopening ? 'reopen' : 'update',
      description: `${closing ? 'Closed' : reopening ? 'Reopened' : 'Updated'} the complaint ${row.complaintNo} of ${fullName(row.customer)}`,
      recordId: row.id,
    });
    if (reassigned) await enqueueAssigneeMail(tx, row, dateFormat);
    if (closing) {
      await enqueueResolvedMail(tx, row, dateFormat);
      await requestRating(tx, {
        complaintId: row.id,
        customerId: row.customerId,
        employeeId: row.assignedToId ?? caller.id,
        doneOn: dateColumn(today),
      });
    }
    const event = complaintEvent(row);
    await enqueueWebhookEvent(tx, 'complaint.updated', occurrence(row.id), event);
    if (closing) await enqueueWebhookEvent(tx, 'complaint.resolved', occurrence(row.id), event);
    return readWrittenComplaint(tx, row.id);
  });
}

/** Deletes complaints all or nothing: an id that is not there, or not the caller's to reach, answers 404. */
export async function deleteComplaints(prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const where = { AND: [{ id: { in: unique } }, ownComplaintsWhere(caller)] };
    const rows = await tx.complaint.findMany({ where, select: { id: true, complaintNo: true } });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const { count } = await keepSearchWords(tx, 'complaint', rowsById(unique), () =>
      keepDayTotals(tx, COMPLAINT_TOTALS, rowsById(unique), () => tx.complaint.deleteMany({ where })),
    );
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      await recordActivity(tx, caller, {
        slug: 'complaint',
        action: 'delete',
        description: `Deleted the complaint ${row.complaintNo}`,
        recordId: row.id,
      });
    }
    return unique;
  });
}
