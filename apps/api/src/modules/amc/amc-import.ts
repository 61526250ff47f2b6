import {
  AMC_INTERVAL_MONTHS,
  AMC_SERVICE_COUNT,
  BILLING_CYCLES,
  MSG,
  PAYMENT_DAYS,
  SERIAL_NO_MAX,
  USER_IMPORT_RULES,
  ZCreateAmcBody,
  type TCreateAmcBody,
  type TImportProblem,
} from '@amc/contracts';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { activeProductIdsByCode, activeUserIdsByEmail } from '../../lib/rules/chosen-records';
import { now } from '../../lib/kernel/clock';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { isUniqueViolation } from '../../lib/kernel/db-errors';
import {
  byRule,
  dateOf,
  foldKey,
  listOf,
  oneOf,
  sameValue,
  textOf,
  wholeOf,
  writePlanned,
  type TImporter,
  type TImportFieldSpec,
  type TImportRow,
  type TRowOutcome,
} from '../../lib/rules/import-kit';
import { billContract, readBillingContext } from './amc-billing';
import { writeNewAmc } from './amc-service';

/**
 * Importing contracts (issue 26, section 1), matched on their number, which they keep (the AMC series moves past
 * it). The customer and the assignee are named by e-mail, products by code, equipment by serial (the customer's
 * own), the billing tax by name; each must be stored. A new contract gets its services planned as one added by
 * hand does; its billing periods that started before today count as billed by the old system. A stored contract
 * takes a new detail, note, description and (while nothing of it is billed) billing plan; its customer, dates,
 * visits, products and equipment shape its services and are changed on its page, so a row that changes them is
 * refused.
 */

const shape = ZCreateAmcBody.shape;
const FIELDS: TImportFieldSpec[] = [
  { key: 'amc_no', header: 'column.amcNo', required: true, parse: textOf(32) },
  {
    key: 'customer_email',
    header: 'column.customerEmail',
    required: true,
    parse: byRule(USER_IMPORT_RULES.email),
  },
  { key: 'product_codes', header: 'column.productCodes', required: true, parse: listOf(50) },
  { key: 'start_date', header: 'column.startDate', required: true, parse: dateOf() },
  {
    key: 'interval_months',
    header: 'column.intervalMonths',
    required: true,
    parse: wholeOf(AMC_INTERVAL_MONTHS.min, AMC_INTERVAL_MONTHS.max),
  },
  {
    key: 'service_count',
    header: 'column.numberOfServices',
    required: true,
    parse: wholeOf(AMC_SERVICE_COUNT.min, AMC_SERVICE_COUNT.max),
  },
  { key: 'detail', header: 'column.detail', required: true, parse: byRule(shape.detail) },
  { key: 'equipment_serials', header: 'column.equipmentSerials', parse: listOf(SERIAL_NO_MAX) },
  { key: 'assigned_to_email', header: 'column.assigneeEmail', parse: byRule(USER_IMPORT_RULES.email) },
  { key: 'price', header: 'column.price', parse: byRule(shape.price) },
  { key: 'billing_cycle', header: 'column.billingCycle', parse: oneOf(BILLING_CYCLES) },
  { key: 'billing_tax', header: 'column.tax', parse: textOf(100) },
  { key: 'payment_days', header: 'column.paymentDays', parse: wholeOf(PAYMENT_DAYS.min, PAYMENT_DAYS.max) },
  { key: 'description', header: 'column.description', parse: byRule(shape.description) },
  { key: 'note', header: 'column.note', parse: byRule(shape.note) },
];

const listIn = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/** Every name a batch refers to, read once: customers, employees, products, taxes and the customers' equipment. */
async function readReferences(db: TDb, rows: readonly TImportRow[]) {
  const customers = await activeUserIdsByEmail(
    db,
    'customer',
    rows.map((row) => foldKey(row.values.customer_email)),
  );
  const employees = await activeUserIdsByEmail(
    db,
    'employee',
    rows.map((row) => foldKey(row.values.assigned_to_email)),
  );
  const products = await activeProductIdsByCode(
    db,
    rows.flatMap((row) => listIn(row.values.product_codes)),
  );
  const taxNames = [...new Set(rows.map((row) => row.values.billing_tax).filter(Boolean) as string[])];
  const taxes = taxNames.length
    ? await db.tax.findMany({ where: { name: { in: taxNames } }, select: { id: true, name: true } })
    : [];
  const serials = rows.flatMap((row) => listIn(row.values.equipment_serials));
  const items = serials.length
    ? await db.equipment.findMany({
        where: { serialNo: { in: serials }, customerId: { in: [...customers.values()] } },
        select: { id: true, serialNo: true, customerId: true },
      })
    : [];
  const itemsBySerial = new Map<string, number[]>();
  for (const item of items) {
    const key = `${item.customerId}:${foldKey(item.serialNo)}`;
    itemsBySerial.set(key, [...(itemsBySerial.get(key) ?? []), item.id]);
  }
  return {
    customers,
    employees,
    products,
    taxes: new Map(taxes.map((tax) => [foldKey(tax.name), tax.id])),
    /** "customer id:serial" → the items of that customer with that serial (two products may share one). */
    items: itemsBySerial,
  };
}

type TReferences = Awaited<ReturnType<typeof readReferences>>;

/** A row as the AMC form's body, or why it cannot be one. */
function bodyOf(row: TImportRow, refs: TReferences): TCreateAmcBody | TImportProblem[] {
  const v = row.values;
  const problems: TImportProblem[] = [];
  const customerId = refs.customers.get(foldKey(v.customer_email));
  if (!customerId) problems.push({ column: null, message: MSG.importUnknownCustomer });
  const assignedToId = v.assigned_to_email ? refs.employees.get(foldKey(v.assigned_to_email)) : null;
  if (assignedToId === undefined) problems.push({ column: null, message: MSG.importUnknownEmployee });
  const productIds = listIn(v.product_codes).map((code) => refs.products.get(foldKey(code)));
  if (productIds.some((id) => id === undefined))
    problems.push({ column: null, message: MSG.importUnknownProduct });
  const taxId = v.billing_tax ? refs.taxes.get(foldKey(v.billing_tax)) : null;
  if (taxId === undefined) problems.push({ column: null, message: MSG.importUnknownTax });
  const equipmentIds = listIn(v.equipment_serials).map((serial) =>
    refs.items.get(`${customerId}:${foldKey(serial)}`),
  );
  if (customerId && equipmentIds.some((ids) => !ids)) {
    problems.push({ column: null, message: MSG.importUnknownEquipment });
  } else if (equipmentIds.some((ids) => ids && ids.length > 1)) {
    problems.push({ column: null, message: MSG.importSerialTwice });
  }
  if (problems.length) return problems;
  return {
    customer_id: customerId!,
    product_ids: productIds as number[],
    equipment_ids: equipmentIds.map((ids) => ids![0]!),
    start_date: String(v.start_date),
    status: 'open',
    // The form requires an assignee; an imported contract may wait for one (its services are then unassigned).
    assigned_to_id: assignedToId as number,
    detail: String(v.detail),
    interval_months: Number(v.interval_months),
    service_count: Number(v.service_count),
    description: (v.description as string | null | undefined) ?? undefined,
    note: (v.note as string | null | undefined) ?? undefined,
    price: v.price === undefined || v.price === null ? '0.00' : String(v.price),
    billing_cycle: (v.billing_cycle as TCreateAmcBody['billing_cycle']) ?? 'none',
    billing_tax_id: taxId ?? null,
    payment_days: (v.payment_days as number | null | undefined) ?? PAYMENT_DAYS.default,
    // A sheet names no service level: a new contract promises the default level's (a stored one keeps its own).
    service_level_id: null,
  };
}

const STORED_SELECT = {
  id: true,
  amcNo: true,
  customerId: true,
  assignedToId: true,
  startDate: true,
  intervalMonths: true,
  serviceCount: true,
  detail: true,
  description: true,
  note: true,
  price: true,
  billingCycle: true,
  billingTaxId: true,
  paymentDays: true,
  cancelledOn: true,
  products: { select: { productId: true } },
  equipment: { select: { equipmentId: true } },
  _count: { select: { bills: true } },
} as const;

type TStored = NonNullable<Awaited<ReturnType<typeof findStored>>>[number];
const findStored = (db: TPrisma, numbers: string[]) =>
  db.amc.findMany({ where: { amcNo: { in: numbers } }, select: STORED_SELECT });

/** What a file's row would change of a stored contract: nothing, its plain texts and plan, or what only its page may. */
function judge(
  stored: TStored,
  body: TCreateAmcBody,
  row: TImportRow,
): 'unchanged' | 'update' | TImportProblem[] {
  const ids = (list: number[]) => [...list].sort((a, b) => a - b).join(',');
  const shaped =
    stored.customerId !== body.customer_id ||
    calendarDate(stored.startDate) !== body.start_date ||
    stored.intervalMonths !== body.interval_months ||
    stored.serviceCount !== body.service_count ||
    ids(stored.products.map((p) => p.productId)) !== ids(body.product_ids) ||
    ('equipment_serials' in row.values &&
      ids(stored.equipment.map((e) => e.equipmentId)) !== ids(body.equipment_ids ?? [])) ||
    ('assigned_to_email' in row.values && stored.assignedToId !== (body.assigned_to_id ?? null));
  if (shaped) return [{ column: null, message: MSG.importAmcScheduled }];
  const v = row.values;
  const planChanged =
    ('price' in v && !sameValue(Number(stored.price.toString()), Number(body.price))) ||
    ('billing_cycle' in v && stored.billingCycle !== body.billing_cycle) ||
    ('billing_tax' in v && stored.billingTaxId !== body.billing_tax_id) ||
    ('payment_days' in v && stored.paymentDays !== body.payment_days);
  if (planChanged && stored._count.bills > 0) return [{ column: null, message: MSG.billingPlanLocked }];
  if (planChanged && stored.cancelledOn) return [{ column: null, message: MSG.amcIsCancelled }];
  const textChanged =
    stored.detail !== body.detail ||
    ('description' in v && !sameValue(stored.description, body.description ?? null)) ||
    ('note' in v && !sameValue(stored.note, body.note ?? null));
  return planChanged || textChanged ? 'update' : 'unchanged';
}

type TPlanned = { row: TImportRow; body: TCreateAmcBody; id: number | null };

async function writeContracts(tx: TDb, caller: TCaller, planned: readonly TPlanned[]) {
  const billing = await readBillingContext(tx, now());
  for (const { row, body, id } of planned) {
    if (id === null) {
      await writeNewAmc(tx, caller, body, {
        amcNo: String(row.values.amc_no),
        billedBefore: billing.today,
        activity: `Imported the AMC ${String(row.values.amc_no)}`,
      });
      continue;
    }
    const v = row.values;
    await tx.amc.update({
      where: { id },
      data: {
        detail: body.detail,
        ...('description' in v ? { description: body.description ?? null } : {}),
        ...('note' in v ? { note: body.note ?? null } : {}),
        ...('price' in v ? { price: body.price ?? '0.00' } : {}),
        ...('billing_cycle' in v ? { billingCycle: body.billing_cycle ?? 'none' } : {}),
        ...('billing_tax' in v ? { billingTaxId: body.billing_tax_id ?? null } : {}),
        ...('payment_days' in v ? { paymentDays: body.payment_days ?? PAYMENT_DAYS.default } : {}),
      },
      select: { id: true },
    });
    // A new plan of a contract with nothing billed yet: bill from today on, as its page's save does.
    await billContract(tx, id, billing);
  }
}

export const amcImporter: TImporter = {
  fields: FIELDS,
  async apply(prisma, caller, rows, options): Promise<TRowOutcome[]> {
    const refs = await readReferences(prisma, rows);
    const stored = await findStored(
      prisma,
      rows.map((row) => String(row.values.amc_no)),
    );
    const byNumber = new Map(stored.map((amc) => [foldKey(amc.amcNo), amc]));
    const outcomes: TRowOutcome[] = [];
    const planned: { index: number; plan: TPlanned }[] = [];
    rows.forEach((row, index) => {
      const body = bodyOf(row, refs);
      if (Array.isArray(body)) {
        outcomes[index] = body;
        return;
      }
      const amc = byNumber.get(foldKey(row.values.amc_no));
      if (!amc) {
        outcomes[index] = 'created';
        planned.push({ index, plan: { row, body, id: null } });
        return;
      }
      const verdict = judge(amc, body, row);
      if (verdict === 'update') {
        outcomes[index] = 'updated';
        planned.push({ index, plan: { row, body, id: amc.id } });
      } else outcomes[index] = verdict;
    });
    return writePlanned(
      prisma,
      outcomes,
      planned,
      options,
      (tx, plans) => writeContracts(tx, caller, plans),
      (error) => (isUniqueViolation(error) ? [{ column: null, message: MSG.codeTaken }] : null),
    );
  },
};
