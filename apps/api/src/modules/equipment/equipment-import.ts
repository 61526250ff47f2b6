import {
  EQUIPMENT_STATUSES,
  MSG,
  USER_IMPORT_RULES,
  ZCreateEquipmentBody,
  ZCreateProductBody,
  type TImportProblem,
} from '@amc/contracts';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn } from '../../lib/kernel/calendar-date';
import { activeProductIdsByCode, activeUserIdsByEmail } from '../../lib/rules/chosen-records';
import type { TDb } from '../../lib/kernel/db-client';
import { isUniqueViolation } from '../../lib/kernel/db-errors';
import {
  byRule,
  changedFields,
  dateOf,
  foldKey,
  oneOf,
  writePlanned,
  type TImporter,
  type TImportFieldSpec,
  type TImportRow,
  type TRowOutcome,
} from '../../lib/rules/import-kit';
import { newLabelToken } from './equipment-service';

/**
 * Importing the equipment register (issue 26, section 1), matched on the serial number (of its product: a serial
 * is unique per product). The customer is named by its e-mail and the product by its code; both must be stored
 * (import customers and products first). A new item gets its own QR label token.
 */

const shape = ZCreateEquipmentBody.shape;
const FIELDS: TImportFieldSpec[] = [
  { key: 'serial_no', header: 'column.serialNo', required: true, parse: byRule(shape.serial_no) },
  {
    key: 'product_code',
    header: 'column.productCode',
    required: true,
    parse: byRule(ZCreateProductBody.shape.code),
  },
  {
    key: 'customer_email',
    header: 'column.customerEmail',
    required: true,
    parse: byRule(USER_IMPORT_RULES.email),
  },
  { key: 'site', header: 'column.site', parse: byRule(shape.site) },
  { key: 'location', header: 'column.location', parse: byRule(shape.location) },
  { key: 'install_date', header: 'column.installDate', parse: dateOf() },
  { key: 'warranty_end', header: 'column.warrantyEnd', parse: dateOf() },
  { key: 'status', header: 'column.status', parse: oneOf(EQUIPMENT_STATUSES) },
  { key: 'notes', header: 'column.notes', parse: byRule(shape.notes) },
];

type TPlanned = { row: TImportRow; id: number | null; customerId: number; productId: number };

const columnsOf = (values: TImportRow['values'], plan: TPlanned) => ({
  customerId: plan.customerId,
  ...('site' in values ? { site: values.site as string | null } : {}),
  ...('location' in values ? { location: values.location as string | null } : {}),
  ...('install_date' in values
    ? { installDate: values.install_date ? dateColumn(String(values.install_date)) : null }
    : {}),
  ...('warranty_end' in values
    ? { warrantyEnd: values.warranty_end ? dateColumn(String(values.warranty_end)) : null }
    : {}),
  ...('status' in values ? { status: (values.status ?? 'in_use') as 'in_use' | 'retired' } : {}),
  ...('notes' in values ? { notes: values.notes as string | null } : {}),
});

async function writeEquipment(tx: TDb, caller: TCaller, planned: readonly TPlanned[]) {
  for (const plan of planned) {
    const data = columnsOf(plan.row.values, plan);
    if (plan.id === null) {
      await tx.equipment.create({
        data: {
          ...data,
          productId: plan.productId,
          serialNo: String(plan.row.values.serial_no),
          labelToken: newLabelToken(),
          createdById: caller.id,
        },
        select: { id: true },
      });
    } else await tx.equipment.update({ where: { id: plan.id }, data, select: { id: true } });
  }
}

export const equipmentImporter: TImporter = {
  fields: FIELDS,
  async apply(prisma, caller, rows, options): Promise<TRowOutcome[]> {
    const customers = await activeUserIdsByEmail(
      prisma,
      'customer',
      rows.map((row) => foldKey(row.values.customer_email)),
    );
    const products = await activeProductIdsByCode(
      prisma,
      rows.map((row) => String(row.values.product_code)),
    );
    const stored = await prisma.equipment.findMany({
      where: { serialNo: { in: rows.map((row) => String(row.values.serial_no)) } },
    });
    const byKey = new Map(stored.map((item) => [`${item.productId}:${foldKey(item.serialNo)}`, item]));
    const outcomes: TRowOutcome[] = [];
    const planned: { index: number; plan: TPlanned }[] = [];
    rows.forEach((row, index) => {
      const problems: TImportProblem[] = [];
      const customerId = customers.get(foldKey(row.values.customer_email));
      const productId = products.get(foldKey(row.values.product_code));
      if (!customerId) problems.push({ column: null, message: MSG.importUnknownCustomer });
      if (!productId) problems.push({ column: null, message: MSG.importUnknownProduct });
      const { install_date: installed, warranty_end: warranty } = row.values;
      if (installed && warranty && String(warranty) < String(installed))
        problems.push({ column: null, message: MSG.warrantyBeforeInstall });
      if (problems.length) {
        outcomes[index] = problems;
        return;
      }
      const item = byKey.get(`${productId}:${foldKey(row.values.serial_no)}`);
      const plan = { row, id: item?.id ?? null, customerId: customerId!, productId: productId! };
      if (!item) {
        outcomes[index] = 'created';
        planned.push({ index, plan });
        return;
      }
      const storedValues = {
        site: item.site,
        location: item.location,
        install_date: item.installDate ? calendarDate(item.installDate) : null,
        warranty_end: item.warrantyEnd ? calendarDate(item.warrantyEnd) : null,
        status: item.status,
        notes: item.notes,
      };
      const moved = item.customerId !== customerId;
      const changed = moved || changedFields(storedValues, row.values).some((field) => field in storedValues);
      outcomes[index] = changed ? 'updated' : 'unchanged';
      if (changed) planned.push({ index, plan });
    });
    return writePlanned(
      prisma,
      outcomes,
      planned,
      options,
      (tx, plans) => writeEquipment(tx, caller, plans),
      (error) => (isUniqueViolation(error) ? [{ column: null, message: MSG.serialNoTaken }] : null),
    );
  },
};
