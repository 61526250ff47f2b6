import {
  EQUIPMENT_FIELD_RULES,
  EQUIPMENT_PHOTO_LIMIT,
  MSG,
  type TCreateEquipmentBody,
  type TEquipmentDetail,
  type TEquipmentStatus,
  type TFormRole,
  type TUpdateEquipmentBody,
} from '@amc/contracts';
import { randomBytes } from 'node:crypto';
import type { Equipment } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn } from '../../lib/kernel/calendar-date';
import { isActiveProduct, isActiveUserOfRole } from '../../lib/rules/chosen-records';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/kernel/db-errors';
import { applyFieldRights, changedFields, formRoleOf } from '../../lib/rules/field-rights';
import { inUseConflict, isInUse } from '../../lib/rules/in-use';
import { storePhotos } from '../../lib/rules/photos';
import { writeDroppingUploads, type TUploadedFile } from '../../lib/kernel/uploads';
import { findEquipmentDetail, ownEquipmentWhere, type TLabelLink } from './equipment-list';
import type { TFileStore } from '../../lib/kernel/file-store';

/** An item's form values, in the contract's terms. */
type TEquipmentValues = {
  customer_id: number | null;
  product_id: number | null;
  serial_no: string | null;
  site: string | null;
  location: string | null;
  install_date: string | null;
  warranty_end: string | null;
  status: string | null;
  notes: string | null;
};

/** The photos a form carries, where uploads are stored, and what the answer's label link is for the caller. */
export type TEquipmentFiles = { fileStore: TFileStore; photos?: TUploadedFile[]; labelLink: TLabelLink };

/** A label's token: 128 random bits as 32 hex digits, so a label's address cannot be guessed from another's. */
export const newLabelToken = () => randomBytes(16).toString('hex');

/** What a role's new item holds before the form: a customer's is its own. */
const equipmentDefaults = (role: TFormRole, caller: TCaller): TEquipmentValues => ({
  customer_id: role === 'customer' ? caller.id : null,
  product_id: null,
  serial_no: null,
  site: null,
  location: null,
  install_date: null,
  warranty_end: null,
  status: 'in_use',
  notes: null,
});

const storedValues = (row: Equipment): TEquipmentValues => ({
  customer_id: row.customerId,
  product_id: row.productId,
  serial_no: row.serialNo,
  site: row.site,
  location: row.location,
  install_date: row.installDate ? calendarDate(row.installDate) : null,
  warranty_end: row.warrantyEnd ? calendarDate(row.warrantyEnd) : null,
  status: row.status,
  notes: row.notes,
});

/** Each newly chosen record must be of its kind (an active customer, a product in the catalogue); dates in order. */
async function checkChoices(db: TDb, values: TEquipmentValues, changed: Set<string>) {
  const chosen = (field: keyof TEquipmentValues) => changed.has(field) && values[field] !== null;
  const issues: TIssue[] = [];
  if (chosen('customer_id') && !(await isActiveUserOfRole(db, values.customer_id!, 'customer')))
    issues.push({ path: 'customer_id', message: MSG.chooseCustomer });
  if (chosen('product_id') && !(await isActiveProduct(db, values.product_id!)))
    issues.push({ path: 'product_id', message: MSG.chooseProduct });
  if (values.install_date && values.warranty_end && values.warranty_end < values.install_date)
    issues.push({ path: 'warranty_end', message: MSG.warrantyBeforeInstall });
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
}

/** The columns of the form's values (every required one is set by now; an emptied status stays in use). */
const equipmentColumns = (values: TEquipmentValues) => ({
  customerId: values.customer_id!,
  productId: values.product_id!,
  serialNo: values.serial_no!,
  site: values.site,
  location: values.location,
  installDate: values.install_date ? dateColumn(values.install_date) : null,
  warrantyEnd: values.warranty_end ? dateColumn(values.warranty_end) : null,
  status: (values.status ?? 'in_use') as TEquipmentStatus,
  notes: values.notes,
});

/** A second item of a product under a serial it already has: refused by the unique key, also when two race. */
async function withSerialConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('serial_no', MSG.serialNoTaken, 'CONFLICT');
    throw error;
  }
}

/** Stores the photos sent (each checked by content; with those it keeps, at most the limit) as the item's. */
async function addPhotos(
  db: TDb,
  caller: TCaller,
  equipmentId: number,
  { fileStore, photos = [] }: TEquipmentFiles,
  kept = 0,
) {
  const urls = await storePhotos(db, fileStore, 'photos', photos, {
    limit: EQUIPMENT_PHOTO_LIMIT,
    kept,
    uploadedById: caller.id,
  });
  if (urls.length) await db.equipmentPhoto.createMany({ data: urls.map((url) => ({ equipmentId, url })) });
}

/** A write of one item in one transaction (its serial's conflict answered on the field), then the item as read. */
async function writeItem(
  prisma: TPrisma,
  labelLink: TLabelLink,
  write: (tx: TDb) => Promise<number>,
): Promise<TEquipmentDetail> {
  const id = await withSerialConflict(() => prisma.$transaction(write));
  return findEquipmentDetail(prisma, { id }, labelLink);
}

/** Registers an item, its photos with it, in one transaction. */
export async function createEquipment(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreateEquipmentBody,
  files: TEquipmentFiles,
): Promise<TEquipmentDetail> {
  const role = formRoleOf(caller);
  return writeItem(prisma, files.labelLink, async (tx) => {
    const defaults = equipmentDefaults(role, caller);
    const values = applyFieldRights(EQUIPMENT_FIELD_RULES, role, 'create', body, defaults);
    await checkChoices(tx, values, changedFields(defaults, values));
    const row = await tx.equipment.create({
      data: { ...equipmentColumns(values), labelToken: newLabelToken(), createdById: caller.id },
      select: { id: true, serialNo: true },
    });
    await addPhotos(tx, caller, row.id, files);
    await recordActivity(tx, caller, {
      slug: 'equipment',
      action: 'create',
      description: `Added the equipment ${row.serialNo}`,
      recordId: row.id,
    });
    return row.id;
  });
}

/** Changes the fields sent, within the caller's field rights, and adds the photos sent (up to the limit in all). */
export async function updateEquipment(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdateEquipmentBody,
  files: TEquipmentFiles,
): Promise<TEquipmentDetail> {
  const role = formRoleOf(caller);
  return writeItem(prisma, files.labelLink, async (tx) => {
    const current = await tx.equipment.findFirst({
      where: { AND: [{ id: body.id }, ownEquipmentWhere(caller)] },
    });
    if (!current) throw new AppError('NOT_FOUND');
    const stored = storedValues(current);
    const values = applyFieldRights(EQUIPMENT_FIELD_RULES, role, 'update', body, stored);
    const changed = changedFields(stored, values);
    await checkChoices(tx, values, changed);
    // The contracts that cover it and the visits and complaints that name it are its customer's.
    if (changed.has('customer_id') && isInUse(await countUses(tx, current.id)))
      throw AppError.field('customer_id', MSG.notAllowedToChange('customer'), 'CONFLICT');
    const { count } = await tx.equipment.updateMany({
      where: { AND: [{ id: current.id }, ownEquipmentWhere(caller)] },
      data: equipmentColumns(values),
    });
    if (count === 0) throw new AppError('NOT_FOUND');
    const kept = await tx.equipmentPhoto.count({ where: { equipmentId: current.id } });
    await addPhotos(tx, caller, current.id, files, kept);
    await recordActivity(tx, caller, {
      slug: 'equipment',
      action: 'update',
      description: `Updated the equipment ${values.serial_no}`,
      recordId: current.id,
    });
    return current.id;
  });
}

/** Gives an item a new label token: the old label's address stops working at once (its page answers 404). */
export async function reissueLabel(
  prisma: TPrisma,
  caller: TCaller,
  id: number,
  labelLink: TLabelLink,
): Promise<TEquipmentDetail> {
  return writeItem(prisma, labelLink, async (tx) => {
    const { count } = await tx.equipment.updateMany({
      where: { AND: [{ id }, ownEquipmentWhere(caller)] },
      data: { labelToken: newLabelToken() },
    });
    if (count === 0) throw new AppError('NOT_FOUND');
    await recordActivity(tx, caller, {
      slug: 'equipment',
      action: 'reissue',
      description: 'Issued a new QR label',
      recordId: id,
    });
    return id;
  });
}

const USE_COUNTS = { select: { amcs: true, services: true, complaints: true } } as const;
const useCounts = (c: { amcs: number; services: number; complaints: number }) => ({
  amc: c.amcs,
  service: c.services,
  complaint: c.complaints,
});

/** How many contracts, visits and complaints name an item (the RESTRICT keys that keep it). */
async function countUses(db: TDb, id: number) {
  const row = await db.equipment.findUniqueOrThrow({ where: { id }, select: { _count: USE_COUNTS } });
  return useCounts(row._count);
}

/**
 * Deletes items all or nothing: an id that is not there, or not the caller's to reach, answers 404; an item a
 * contract, visit or complaint names is refused (409, what names it, in the caller's language: retire it
 * instead). Its photos go with it, their files once the transaction has committed.
 */
export async function deleteEquipment(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  try {
    return await writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
      const where = { AND: [{ id: { in: unique } }, ownEquipmentWhere(caller)] };
      const rows = await tx.equipment.findMany({
        where,
        select: {
          id: true,
          serialNo: true,
          photos: { select: { url: true } },
          _count: USE_COUNTS,
        },
      });
      if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
      for (const row of rows) {
        const use = useCounts(row._count);
        if (isInUse(use))
          throw await inUseConflict(tx, caller, ({ t, uses }) =>
            t('inUse.equipment', { serial: row.serialNo, uses: uses(use) }),
          );
      }
      for (const row of rows) for (const photo of row.photos) await drop(photo.url);
      const { count } = await tx.equipment.deleteMany({ where });
      if (count !== unique.length) throw new AppError('NOT_FOUND');
      for (const row of rows) {
        await recordActivity(tx, caller, {
          slug: 'equipment',
          action: 'delete',
          description: `Deleted the equipment ${row.serialNo}`,
          recordId: row.id,
        });
      }
      return unique;
    });
  } catch (error) {
    // A contract, visit or complaint that named one of them after the check above: its foreign key refused.
    if (isForeignKeyViolation(error))
      throw await inUseConflict(prisma, caller, ({ t }) => t('inUse.equipmentJustUsed'));
    throw error;
  }
}
