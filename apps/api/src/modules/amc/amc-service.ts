import {
  AMC_ATTACHMENT_MAX_BYTES,
  AMC_FIELD_RULES,
  MSG,
  PAYMENT_DAYS,
  contractTerm,
  type TCancelAmcBody,
  type TAmcDetail,
  type TCreateAmcBody,
  type TUpdateAmcBody,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { keepDayTotals, rowsById, SERVICE_TOTALS } from '../../lib/rules/day-totals';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { applyWholeFormRights } from '../../lib/rules/field-rights';
import { calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { nextDocumentNumber, raiseCounterPast } from '../../lib/rules/counters';
import {
  DOCUMENT_TYPES,
  storeUpload,
  writeDroppingUploads,
  type TUploadedFile,
} from '../../lib/kernel/uploads';
import { assertMayAssign, assertOwnNewRow, checkWorkReferences } from '../../lib/rules/work-references';
import { countDoneServices, planAmcServices, reassignAmcServices } from './amc-plan';
import { lockAmc, refreshAmcDates, returnServiceParts } from '../service/service-public';
import { replaceCovered } from './amc-covered';
import { getAmcDetail, ownAmcWhere } from './amc-shape';
import { addSearchWords, keepSearchWords } from '../../lib/list/search-words';
import { checkCustomerEquipment } from '../equipment/equipment-public';
import { now } from '../../lib/kernel/clock';
import { billContract, markBilledBefore, readBillingContext } from './amc-billing';
import type { TFileStore } from '../../lib/kernel/file-store';

/** What an AMC form brings besides its fields: the optional attachment, and where uploads go. */
export type TAmcFiles = { fileStore: TFileStore; attachment?: TUploadedFile };

/** The attachment, checked by its content (jpg, jpeg, gif, png, pdf, csv); undefined when none was sent. */
async function storeAttachment(db: TDb, caller: TCaller, files: TAmcFiles): Promise<string | undefined> {
  if (!files.attachment) return undefined;
  const stored = await storeUpload(db, files.fileStore, 'attachment', files.attachment, {
    allowed: DOCUMENT_TYPES,
    maxBytes: AMC_ATTACHMENT_MAX_BYTES,
    uploadedById: caller.id,
  });
  return stored.url;
}

const amcColumns = (body: TCreateAmcBody) => ({
  customerId: body.customer_id,
  assignedToId: body.assigned_to_id,
  startDate: dateColumn(body.start_date),
  // The term's last day: what its standing, reminders, cover and renewal all count to (docs/PRODUCT.md).
  endDate: dateColumn(contractTerm(body.start_date, body.interval_months, body.service_count).end),
  status: body.status,
  detail: body.detail,
  intervalMonths: body.interval_months,
  serviceCount: body.service_count,
  description: body.description ?? null,
  note: body.note ?? null,
  price: body.price ?? '0.00',
  billingCycle: body.billing_cycle ?? 'none',
  billingTaxId: body.billing_tax_id ?? null,
  paymentDays: body.payment_days ?? PAYMENT_DAYS.default,
  serviceLevelId: body.service_level_id ?? null,
});

/** The plan's tax must be one of the taxes (its rate is read when each bill is made). */
async function checkBillingTax(db: TDb, taxId: number | null | undefined) {
  if (taxId === null || taxId === undefined) return;
  if (!(await db.tax.findUnique({ where: { id: taxId }, select: { id: true } })))
    throw AppError.field('billing_tax_id', MSG.chooseTax);
}

/** The service level must be one of the levels (Settings → Service levels). */
async function checkServiceLevel(db: TDb, levelId: number | null | undefined) {
  if (levelId === null || levelId === undefined) return;
  if (!(await db.serviceLevel.findUnique({ where: { id: levelId }, select: { id: true } })))
    throw AppError.field('service_level_id', MSG.chooseServiceLevel);
}

/** Bills at once what has started of a contract just saved (a start in the past), and sets its next bill date. */
const billSaved = async (tx: TDb, amcId: number) =>
  billContract(tx, amcId, await readBillingContext(tx, now()));

/** The AMC form's values; null where a field is empty (or, on an add, not chosen yet). */
type TAmcValues = { [F in keyof TCreateAmcBody]: TCreateAmcBody[F] | null };

/** What a role's add starts from: an employee's contract is assigned to it, a customer's is its own; open. */
const newAmcDefaults = (caller: TCaller): TAmcValues => ({
  customer_id: caller.role === 'customer' ? caller.id : null,
  product_ids: [],
  equipment_ids: [],
  start_date: null,
  status: 'open',
  assigned_to_id: caller.role === 'employee' ? caller.id : null,
  detail: null,
  interval_months: null,
  service_count: null,
  description: null,
  note: null,
  price: '0.00',
  billing_cycle: 'none',
  billing_tax_id: null,
  payment_days: PAYMENT_DAYS.default,
  service_level_id: null,
});

const referencesOf = (body: TCreateAmcBody) => ({
  customerId: body.customer_id,
  assignedToId: body.assigned_to_id,
  productIds: body.product_ids,
});

/**
 * Writes a new contract and generates its services (the caller's rights already applied to `body`): its number, its
 * products and equipment (checked to be the customer's, in use), its attachment, its n services (numbered, dated,
 * assigned), its next service and end date, and the activity line. Shared by an add and a renewal.
 */
export async function writeNewAmc(
  tx: TDb,
  caller: TCaller,
  body: TCreateAmcBody,
  extra: {
    attachment?: () => Promise<string | undefined>;
    renewedFromId?: number;
    activity?: string;
    /** An imported contract keeps the number it had (and the series moves past it). */
    amcNo?: string;
    /** An imported contract's periods started before today were billed by the business's old system. */
    billedBefore?: string;
  },
) {
  await checkWorkReferences(tx, referencesOf(body));
  await checkBillingTax(tx, body.billing_tax_id);
  await checkServiceLevel(tx, body.service_level_id);
  const equipmentIds = body.equipment_ids ?? [];
  await checkCustomerEquipment(tx, 'equipment_ids', body.customer_id, equipmentIds);
  const calendar = await readBusinessCalendar(tx);
  const attachment = await extra.attachment?.();
  const amc = await tx.amc.create({
    data: {
      ...amcColumns(body),
      amcNo: extra.amcNo ?? (await nextDocumentNumber(tx, 'amc')),
      employeeStatus: body.assigned_to_id ? 'pending' : null,
      attachment: attachment ?? null,
      renewedFromId: extra.renewedFromId ?? null,
      createdById: caller.id,
      products: { create: body.product_ids.map((productId) => ({ productId })) },
      equipment: {
        create: equipmentIds.map((equipmentId) => ({ equipmentId, assignedToId: body.assigned_to_id })),
      },
    },
  });
  await addSearchWords(tx, 'amc', [amc.id]);
  await planAmcServices(tx, amc, calendar, caller.id);
  await refreshAmcDates(tx, [amc.id]);
  if (extra.amcNo) await raiseCounterPast(tx, 'amc', extra.amcNo);
  if (extra.billedBefore) await markBilledBefore(tx, amc.id, extra.billedBefore);
  await billSaved(tx, amc.id);
  await recordActivity(tx, caller, {
    slug: 'amc',
    action: extra.renewedFromId ? 'renew' : 'create',
    description: extra.activity ?? `Added the AMC ${amc.amcNo} with ${amc.serviceCount} services`,
    recordId: amc.id,
  });
  return amc;
}

/** POST /amc/store: a contract within the caller's field rights, with its services, in one transaction. */
export async function createAmc(
  prisma: TPrisma,
  caller: TCaller,
  sent: TCreateAmcBody,
  files: TAmcFiles,
): Promise<TAmcDetail> {
  return prisma.$transaction(async (tx) => {
    // A field the role may not set (AMC_FIELD_RULES) takes the add's default; another value answers 403.
    const body = applyWholeFormRights(AMC_FIELD_RULES, caller, 'create', sent, newAmcDefaults(caller));
    assertOwnNewRow(caller, referencesOf(body));
    const amc = await writeNewAmc(tx, caller, body, { attachment: () => storeAttachment(tx, caller, files) });
    return getAmcDetail(tx, caller, amc.id);
  });
}

/**
 * Writes the form over a contract. A new assignee takes over the services not done yet (each waiting for its
 * answer); a new customer takes the whole contract; a new start date, interval or number of services plans the
 * services not done again. The next service and end date follow. A new attachment replaces the old one.
 */
export async function updateAmc(
  prisma: TPrisma,
  caller: TCaller,
  { id, ...sent }: TUpdateAmcBody,
  files: TAmcFiles,
): Promise<TAmcDetail> {
  return writeDroppingUploads(prisma, files.fileStore, async (tx, drop) => {
    await lockAmc(tx, id);
    const current = await tx.amc.findFirst({
      where: { AND: [{ id }, ownAmcWhere(caller)] },
      include: {
        products: { select: { productId: true } },
        equipment: { select: { equipmentId: true } },
      },
    });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.cancelledOn) throw new AppError('CONFLICT', MSG.amcIsCancelled);
    assertMayAssign(caller, current.assignedToId, sent.assigned_to_id);
    // A field the role may not set (AMC_FIELD_RULES) keeps its value; another value answers 403 naming it.
    const body = applyWholeFormRights(AMC_FIELD_RULES, caller, 'update', sent, {
      customer_id: current.customerId,
      product_ids: current.products.map((p) => p.productId),
      equipment_ids: current.equipment.map((e) => e.equipmentId),
      start_date: calendarDate(current.startDate),
      status: current.status,
      assigned_to_id: current.assignedToId,
      detail: current.detail,
      interval_months: current.intervalMonths,
      service_count: current.serviceCount,
      description: current.description,
      note: current.note,
      price: current.price.toFixed(2),
      billing_cycle: current.billingCycle,
      billing_tax_id: current.billingTaxId,
      payment_days: current.paymentDays,
      service_level_id: current.serviceLevelId,
    });
    await checkBillingTax(tx, body.billing_tax_id);
    await checkServiceLevel(tx, body.service_level_id);
    // What was billed stays as it was billed: the plan and the price hold once a period is billed (renew instead).
    const planChanged =
      body.billing_cycle !== current.billingCycle || !current.price.equals(body.price ?? '0.00');
    if (planChanged && (await tx.amcBill.count({ where: { amcId: current.id } })) > 0)
      throw new AppError('CONFLICT', MSG.billingPlanLocked);
    await checkWorkReferences(tx, referencesOf(body), {
      customerId: current.customerId,
      assignedToId: current.assignedToId,
      productIds: current.products.map((p) => p.productId),
    });
    // Checked again whenever the customer or the items change: an item retired since keeps its old cover only.
    const equipmentIds = body.equipment_ids ?? [];
    const keptIds = new Set(current.equipment.map((e) => e.equipmentId));
    await checkCustomerEquipment(
      tx,
      'equipment_ids',
      body.customer_id,
      current.customerId === body.customer_id ? equipmentIds.filter((e) => !keptIds.has(e)) : equipmentIds,
    );
    const scheduleChanged =
      calendarDate(current.startDate) !== body.start_date ||
      current.intervalMonths !== body.interval_months ||
      current.serviceCount !== body.service_count;
    if (scheduleChanged && body.service_count < (await countDoneServices(tx, current.id)))
      throw AppError.field('service_count', MSG.serviceCountBelowDone);
    const assigneeChanged = current.assignedToId !== body.assigned_to_id;
    const attachment = await storeAttachment(tx, caller, files);
    if (attachment) await drop(current.attachment);
    const amc = await keepSearchWords(tx, 'amc', rowsById([current.id]), () =>
      tx.amc.update({
        where: { id: current.id },
        data: {
          ...amcColumns(body),
          ...(assigneeChanged ? { employeeStatus: 'pending' as const } : {}),
          ...(attachment ? { attachment } : {}),
        },
      }),
    );
    await replaceCovered(tx, amc, body.product_ids, equipmentIds);
    if (current.customerId !== amc.customerId)
      await tx.service.updateMany({ where: { amcId: amc.id }, data: { customerId: amc.customerId } });
    if (assigneeChanged) await reassignAmcServices(tx, amc);
    if (scheduleChanged) await planAmcServices(tx, amc, await readBusinessCalendar(tx), caller.id);
    await refreshAmcDates(tx, [amc.id]);
    await billSaved(tx, amc.id);
    await recordActivity(tx, caller, {
      slug: 'amc',
      action: 'update',
      description: `Updated the AMC ${amc.amcNo}${scheduleChanged ? ' and planned its services again' : ''}`,
      recordId: amc.id,
    });
    return getAmcDetail(tx, caller, amc.id);
  });
}

/**
 * Deletes contracts all or nothing, each with its whole schedule (its services go with it): an id that is not
 * there, or not the caller's to reach, answers 404 and then nothing is deleted. Their attachments go too.
 */
export async function deleteAmcs(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  return writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
    const rows = await tx.amc.findMany({
      where: { AND: [{ id: { in: unique } }, ownAmcWhere(caller)] },
      select: { id: true, amcNo: true, attachment: true, _count: { select: { services: true } } },
    });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) await drop(row.attachment);
    // Their done visits' parts go back into stock through the ledger before the cascade takes their movements.
    await returnServiceParts(tx, { amcId: { in: unique } });
    // The foreign key deletes the contracts' services (a cascade the day totals would not see): they are
    // counted out by amc_id around it.
    // Their words too, the contracts' and (by amc_id) their services'.
    const services = Prisma.sql`amc_id IN (${Prisma.join(unique)})`;
    const { count } = await keepSearchWords(tx, 'amc', rowsById(unique), () =>
      keepSearchWords(tx, 'service', services, () =>
        keepDayTotals(tx, SERVICE_TOTALS, services, () =>
          tx.amc.deleteMany({ where: { id: { in: unique } } }),
        ),
      ),
    );
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      await recordActivity(tx, caller, {
        slug: 'amc',
        action: 'delete',
        description: `Deleted the AMC ${row.amcNo} and its ${row._count.services} services`,
        recordId: row.id,
      });
    }
    return unique;
  });
}

/**
 * POST /amc/cancel: the contract stops on the day given, a day of its term (else 400 on the field). Under its row
 * lock: its visits not done dated after that day go (with their day totals and words), its status closes, and its
 * billing follows the shortened term (the period the day falls in bills the days kept, when it is billed). A
 * renewed or already cancelled contract answers 409. Its visits done, reports and bills stay as they were.
 */
export async function cancelAmc(
  prisma: TPrisma,
  caller: TCaller,
  { id, cancelled_on }: TCancelAmcBody,
): Promise<TAmcDetail> {
  // The office's decision, as the billing plan is: an assignee or a customer with amc_edit asks the office.
  if (caller.role === 'customer' || caller.role === 'employee')
    throw new AppError('FORBIDDEN', MSG.forbidden);
  return prisma.$transaction(async (tx) => {
    await lockAmc(tx, id);
    const amc = await tx.amc.findFirst({
      where: { AND: [{ id }, ownAmcWhere(caller)] },
      include: { renewedBy: { select: { id: true } } },
    });
    if (!amc) throw new AppError('NOT_FOUND');
    if (amc.cancelledOn) throw new AppError('CONFLICT', MSG.amcIsCancelled);
    if (amc.renewedBy) throw new AppError('CONFLICT', MSG.amcAlreadyRenewed);
    const term = contractTerm(calendarDate(amc.startDate), amc.intervalMonths, amc.serviceCount);
    if (cancelled_on < term.start || cancelled_on > term.end)
      throw AppError.field('cancelled_on', MSG.cancelDateOutsideTerm);
    const dropped = Prisma.sql`amc_id = ${amc.id} AND status <> 'closed' AND service_date > ${cancelled_on}`;
    await keepSearchWords(tx, 'service', dropped, () =>
      keepDayTotals(tx, SERVICE_TOTALS, dropped, () =>
        tx.service.deleteMany({
          where: { amcId: amc.id, status: { not: 'closed' }, serviceDate: { gt: dateColumn(cancelled_on) } },
        }),
      ),
    );
    await tx.amc.update({
      where: { id: amc.id },
      data: { cancelledOn: dateColumn(cancelled_on), status: 'closed' },
    });
    await refreshAmcDates(tx, [amc.id]);
    await billSaved(tx, amc.id);
    await recordActivity(tx, caller, {
      slug: 'amc',
      action: 'cancel',
      description: `Cancelled the AMC ${amc.amcNo} from ${cancelled_on}`,
      recordId: amc.id,
    });
    return getAmcDetail(tx, caller, amc.id);
  });
}
