import {
  ALL_PERMISSIONS,
  ZCompleteServiceBody,
  ZCreateAmcBody,
  ZCreateComplaintBody,
  ZCreateSalePaymentBody,
  ZRenewAmcBody,
  ZRenewalOfferBody,
  ZScanFaultBody,
  ZCreateServiceBody,
  ZCreateTaskBody,
  ZTaskHoursBody,
  ZStockTransferBody,
  ZUpdateServiceBody,
  type TCreateAmcInput,
  type TRoleSlug,
  type TWorkStatus,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../src/lib/kernel/db-client';
import type { TCaller } from '../src/lib/kernel/caller';
import { DEMO_JPEG, demoPhotoPng, demoSignaturePng } from './demo-images';
import {
  addDays,
  calendarDate,
  dateColumn,
  readBusinessCalendar,
  workDayOf,
} from '../src/lib/kernel/calendar-date';
import {
  addMonths,
  approveAmc,
  createAmc,
  offerRenewal,
  rejectAmc,
  renewAmc,
} from '../src/modules/amc/amc-public';
import { keepBooks, recordSalePayment } from '../src/modules/document/document-public';
import {
  alertsDue,
  createComplaint,
  keepPromises,
  readPromiseCalendar,
  readPromiseFacts,
  reportScannedFault,
} from '../src/modules/complaint/complaint-public';
import { now } from '../src/lib/kernel/clock';
import { instantOf, subtractWorkingTime, type TWorkCalendar } from '../src/lib/kernel/working-time';
import { NO_FILE_STORE, type TFileStore } from '../src/lib/kernel/file-store';
import {
  approveService,
  completeService,
  createService,
  updateService,
} from '../src/modules/service/service-public';
import { createTask, logTaskHours } from '../src/modules/task/task-public';
import { addVan, transferStock } from '../src/modules/stock/stock-public';
import { demoSerial, registerDemoItem } from './demo-equipment';
import {
  AMCS,
  COMPLAINTS,
  DEMO_SERVICE_LEVEL,
  LOOSE_ITEMS,
  PRIYA,
  RAVI,
  ROHIT,
  TASKS,
  VAN_SPARES,
  VISITS,
} from './demo-service-cycle-data';

/*
 * The service cycle of the demo business: AMC contracts (with the schedules the API generates), one-off visits,
 * complaints and tasks, all dated from "today" so the dashboard and its calendar have something to show. Records
 * go through the module services, as the API writes them; each is found again by its customer (or name) and text,
 * so a second run adds nothing.
 */

/** A caller for the module services, as the auth plugin builds one from the user's role and rights. */
async function callerOf(db: TDb, where: { email: string } | { role: { slug: 'admin' } }): Promise<TCaller> {
  const user = await db.user.findFirstOrThrow({
    where,
    orderBy: { id: 'asc' },
    select: {
      id: true,
      email: true,
      roleId: true,
      role: {
        select: { slug: true, rights: { select: { action: true, module: { select: { slug: true } } } } },
      },
    },
  });
  const role = user.role.slug as TRoleSlug;
  const permissions =
    role === 'admin'
      ? new Set<string>(ALL_PERMISSIONS)
      : new Set(user.role.rights.map((r) => `${r.module.slug}_${r.action}`));
  return {
    id: user.id,
    email: user.email,
    role,
    roleId: user.roleId,
    permissions,
    language: null,
    ip: '127.0.0.1',
    userAgent: 'seed-demo',
  };
}

/**
 * The seed's transaction as the module services take a client: their own `$transaction` runs inside it, so every
 * demo record, and every mail it queued, commits or rolls back with the rest of the seed.
 */
function joinTransaction(tx: TDb): TPrisma {
  return new Proxy(tx, {
    get: (target, key) =>
      key === '$transaction' ? (run: (db: TDb) => unknown) => run(target) : Reflect.get(target, key),
  }) as unknown as TPrisma;
}

/**
 * A done visit's proof for the demo: about an hour and a half on site, what was done and found, one covered and one
 * chargeable part from what is in stock (none when stock is short), two photos (a PNG and a JPEG) and the
 * customer's signature, all generated here (demo-images), no network.
 */
/** What a visit does depends on the machine: an AC's coils and gas, a purifier's filters and water. */
type TMachineKind = 'ac' | 'purifier';
const machineKind = (productCodes: string[]): TMachineKind =>
  productCodes.every((code) => code.startsWith('KEN-')) ? 'purifier' : 'ac';

const VISIT_WORK: Record<
  TMachineKind,
  { remark: string; workDone: string; findings: [string, string]; parts: string[] }
> = {
  ac: {
    remark: 'Filters cleaned, gas pressure and drainage checked; working normally.',
    workDone: 'Cleaned the indoor and outdoor coils, washed the filters, checked gas pressure (R32, normal).',
    findings: [
      'Outdoor unit exposed to afternoon sun; suggested a shade.',
      'Drain pipe partly blocked; cleared.',
    ],
    parts: ['SP-CAP-455', 'SP-GAS-R32'],
  },
  purifier: {
    remark: 'Sediment filter changed, membrane flushed, output water TDS checked; working normally.',
    workDone:
      'Changed the sediment filter, flushed the RO membrane, sanitised the tank, checked output TDS (45 ppm).',
    findings: [
      'Input water TDS high (820 ppm); membrane due within 3 months.',
      'Tank tap dripping; washer replaced.',
    ],
    parts: ['SP-SED-FLT10', 'SP-RO-MEM80'],
  },
};

async function visitProof(tx: TDb, day: string, index: number, kind: TMachineKind) {
  const work = VISIT_WORK[kind];
  // The parts this kind of machine takes, while the stock holds them (the ledger refuses to go below zero).
  const stocked = await tx.product.findMany({
    where: { code: { in: work.parts }, currentStock: { gte: 3 }, isArchived: false },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return {
    body: {
      // Set out half an hour or so before arriving: the timesheet's travel (issue 28).
      travel_started_at: `${day}T09:${String(35 + index * 3).padStart(2, '0')}:00+05:30`,
      started_at: `${day}T10:${String(10 + index * 7).padStart(2, '0')}:00+05:30`,
      finished_at: `${day}T11:${String(35 + index * 5).padStart(2, '0')}:00+05:30`,
      work_done: work.workDone,
      findings: work.findings[index % 2],
      parts: stocked.map((product, i) => ({ product_id: product.id, quantity: 1, covered: i === 0 })),
      signed_by: 'Priya Sharma',
      signed_at: `${day}T11:${String(40 + index * 5).padStart(2, '0')}:00+05:30`,
    },
    photos: [
      { filename: `visit-${index + 1}-unit.png`, mimetype: 'image/png', data: demoPhotoPng(index) },
      { filename: `visit-${index + 1}-outdoor.jpg`, mimetype: 'image/jpeg', data: DEMO_JPEG },
    ],
    signature: { filename: 'signature.png', mimetype: 'image/png', data: demoSignaturePng() },
  };
}

/**
 * The demo contracts, visits, complaints and tasks; mails they would send are not kept (see the end). With the
 * installation's file store, the demo customer's done visits also keep their photos, signature and report PDF.
 */
export async function seedDemoServiceCycle(tx: TDb, fileStore?: TFileStore) {
  const db = joinTransaction(tx);
  // Read first, so the transaction's snapshot is taken now: later reads of the outbox see only this seed's mails.
  const lastMail = await tx.mailOutbox.aggregate({ _max: { id: true } });
  const { today } = await readBusinessCalendar(tx);
  const admin = await callerOf(tx, { role: { slug: 'admin' } });

  const emails = [...AMCS, ...VISITS, ...COMPLAINTS].flatMap((r) => [r.customer, r.employee ?? '']);
  const people = await tx.user.findMany({
    where: { email: { in: [...emails, ...TASKS.flatMap((t) => [t.client ?? '', t.employee ?? ''])] } },
    select: { id: true, email: true },
  });
  const idOf = (email: string) => {
    const person = people.find((p) => p.email === email);
    if (!person) throw new Error(`The demo user ${email} is missing: seed the demo users first.`);
    return person.id;
  };
  const products = await tx.product.findMany({ select: { id: true, code: true } });
  const productOf = (code: string) => products.find((p) => p.code === code)!.id;
  const types = await tx.category.findMany({
    where: { type: { in: ['complaint_type', 'task_type'] } },
    select: { id: true, type: true, name: true },
  });
  const typeOf = (type: 'complaint_type' | 'task_type', name: string) =>
    types.find((c) => c.type === type && c.name === name)!.id;
  const taxes = await tx.tax.findMany({ select: { id: true, name: true } });
  // The demo's GST rates, unless the business had taxes of its own before the demo (then none, as its lines do).
  const taxOf = (name: string) => taxes.find((tax) => tax.name === name)?.id ?? null;

  // Issue 28: the demo's premium service level, held by its first two contracts (the rest have the default's).
  const gold =
    (await tx.serviceLevel.findUnique({ where: { name: DEMO_SERVICE_LEVEL.name }, select: { id: true } })) ??
    (await tx.serviceLevel.create({
      data: {
        name: DEMO_SERVICE_LEVEL.name,
        priority: DEMO_SERVICE_LEVEL.priority,
        targets: { create: DEMO_SERVICE_LEVEL.targets },
      },
      select: { id: true },
    }));

  for (const amc of AMCS) {
    const customerId = idOf(amc.customer);
    if (await tx.amc.findFirst({ where: { customerId, detail: amc.detail }, select: { id: true } })) continue;
    const employeeId = idOf(amc.employee);
    const startDate = addDays(addMonths(today, amc.startMonths), amc.startDays);
    // Its items, installed two months before the contract began, with a year's warranty.
    const equipmentIds: number[] = [];
    for (const [k, code] of amc.products.entries())
      equipmentIds.push(
        await registerDemoItem(db, admin, today, {
          customerId,
          productId: productOf(code),
          serial: demoSerial(code, startDate, AMCS.indexOf(amc) * 3 + k),
          location: amc.locations[k]!,
          installedMonthsAgo: 2 - amc.startMonths,
          warrantyMonths: 12,
        }),
      );
    const input: TCreateAmcInput = {
      customer_id: customerId,
      product_ids: amc.products.map(productOf),
      equipment_ids: equipmentIds,
      start_date: startDate,
      status: amc.status,
      assigned_to_id: employeeId,
      detail: amc.detail,
      interval_months: amc.interval,
      service_count: amc.count,
      description: amc.description ?? '',
      note: '',
      price: amc.billing.price,
      billing_cycle: amc.billing.cycle,
      billing_tax_id: taxOf(amc.billing.tax),
      payment_days: 15,
      service_level_id: AMCS.indexOf(amc) < 2 ? gold.id : null,
    };
    const created = await createAmc(db, admin, ZCreateAmcBody.parse(input), { fileStore: NO_FILE_STORE });
    if (amc.answer) {
      const assignee = await callerOf(tx, { email: amc.employee });
      if (amc.answer === 'approve') await approveAmc(db, assignee, created.id);
      else await rejectAmc(db, assignee, created.id);
    }
    const past = created.services.filter((s) => s.service_date <= today);
    for (const [index, service] of past.slice(0, amc.done).entries()) {
      const kind = machineKind(amc.products);
      const remark = VISIT_WORK[kind].remark;
      // The demo customer's visits carry their proof, as a technician's phone sends it: time on site, work,
      // findings, parts from stock, photos, the signature and (with a data folder) the stored report PDF.
      if (amc.customer === PRIYA) {
        const proof = await visitProof(tx, service.service_date, index, kind);
        await completeService(
          db,
          admin,
          ZCompleteServiceBody.parse({
            id: service.id,
            completed_date: service.service_date,
            remark,
            ...proof.body,
          }),
          fileStore ? { fileStore, photos: proof.photos, signature: proof.signature } : undefined,
        );
      } else
        await completeService(
          db,
          admin,
          ZCompleteServiceBody.parse({ id: service.id, completed_date: service.service_date, remark }),
        );
    }
    const notDone = created.services.slice(amc.done);
    for (const [index, status] of (amc.openStatuses ?? []).entries()) {
      const service = notDone[index];
      if (service) await setServiceStatus(db, admin, service.id, status);
    }
    await payDemoBills(tx, admin, created.id, amc.billing.paidBills, today);
    if (amc.offered)
      await offerRenewal(db, admin, ZRenewalOfferBody.parse({ id: created.id, uplift_percent: '5' }), null);
    if (amc.renewed) {
      const renewal = await renewAmc(db, admin, ZRenewAmcBody.parse({ id: created.id, uplift_percent: '5' }));
      await payDemoBills(tx, admin, renewal.id, 1, today);
    }
  }

  for (const visit of VISITS) {
    const customerId = idOf(visit.customer);
    const found = await tx.service.findFirst({
      where: { customerId, amcId: null, title: visit.title },
      select: { id: true },
    });
    if (found) continue;
    const date = addDays(today, visit.days);
    const done = visit.status === 'closed';
    const created = await createService(
      db,
      admin,
      ZCreateServiceBody.parse({
        customer_id: customerId,
        service_title: visit.title,
        service_label: visit.label ?? '',
        service_date: date,
        service_time: visit.time ?? '',
        assigned_to_id: visit.employee ? idOf(visit.employee) : null,
        detail: visit.detail ?? '',
        charge: visit.charge,
        remark: '',
        type: visit.type ?? '',
        // Stored as closed, a visit is done today; closed through completion instead, it is done on its date.
        status: done ? 'open' : visit.status,
      }),
    );
    if (done)
      await completeService(db, admin, ZCompleteServiceBody.parse({ id: created.id, completed_date: date }));
    else if (visit.accepted && visit.employee)
      await approveService(db, await callerOf(tx, { email: visit.employee }), created.id);
  }

  // Items under no contract: one still under its maker's warranty, one whose warranty ran out (its complaints are
  // chargeable).
  for (const [k, item] of LOOSE_ITEMS.entries())
    await registerDemoItem(db, admin, today, {
      customerId: idOf(item.customer),
      productId: productOf(item.product),
      serial: demoSerial(item.product, addMonths(today, -item.installedMonthsAgo), 40 + k),
      site: item.site,
      location: item.location,
      installedMonthsAgo: item.installedMonthsAgo,
      warrantyMonths: 12,
    });

  for (const complaint of COMPLAINTS) {
    const customerId = idOf(complaint.customer);
    const found = await tx.complaint.findFirst({
      where: { customerId, description: complaint.description },
      select: { id: true },
    });
    if (found) continue;
    // The complaint names the customer's item of that product, when it has one.
    const item = complaint.product
      ? await tx.equipment.findFirst({
          where: { customerId, productId: productOf(complaint.product) },
          select: { id: true },
          orderBy: { id: 'asc' },
        })
      : null;
    const filed = {
      product_id: complaint.product ? productOf(complaint.product) : null,
      equipment_id: item?.id ?? null,
      date: addDays(today, complaint.days),
      type_id: typeOf('complaint_type', complaint.type),
      description: complaint.description,
    };
    // An unassigned complaint is one the customer filed itself and no one has taken up yet.
    if (!complaint.employee)
      await createComplaint(
        db,
        await callerOf(tx, { email: complaint.customer }),
        ZCreateComplaintBody.parse(filed),
        { fileStore: NO_FILE_STORE },
      );
    else
      await createComplaint(
        db,
        admin,
        ZCreateComplaintBody.parse({
          ...filed,
          customer_id: customerId,
          assigned_to_id: idOf(complaint.employee),
          charge: complaint.charge,
          status: complaint.status,
          priority: complaint.priority ?? 'normal',
        }),
        { fileStore: NO_FILE_STORE },
      );
  }

  await backdateDemoComplaints(tx, idOf);
  await rateDemoWork(tx);

  // A fault reported by scanning the QR label on the farmhouse purifier (out of warranty, so chargeable): the
  // caretaker, not the customer, reported it.
  const scanned = await tx.equipment.findFirst({
    where: { customerId: idOf(ROHIT), productId: productOf('KEN-SUPLITE') },
    select: { labelToken: true },
  });
  if (scanned && !(await tx.complaint.findFirst({ where: { reportedByScan: true }, select: { id: true } })))
    await reportScannedFault(
      db,
      scanned.labelToken,
      ZScanFaultBody.parse({
        name: 'Ganesh Jadhav (caretaker)',
        phone: '+91 98231 45670',
        description: 'The purifier gives no water and its red light blinks.',
      }),
      { fileStore: NO_FILE_STORE, ip: '127.0.0.1' },
    );

  const month = today.slice(0, 7);
  const lastDay = Number(addDays(addMonths(`${month}-01`, 1), -1).slice(8));
  for (const task of TASKS) {
    if (await tx.task.findFirst({ where: { name: task.name }, select: { id: true } })) continue;
    const created = await createTask(
      db,
      admin,
      ZCreateTaskBody.parse({
        name: task.name,
        client_id: task.client ? idOf(task.client) : null,
        type_id: typeOf('task_type', task.type),
        description: task.description,
        assigned_to_id: task.employee ? idOf(task.employee) : null,
        due_date:
          typeof task.day === 'number'
            ? `${month}-${String(Math.min(task.day, lastDay)).padStart(2, '0')}`
            : addDays(today, task.day.days),
        status: task.status,
      }),
    );
    // Its employee's hours, logged from My work as the phone would send them.
    if (task.employee)
      for (const hours of task.hours ?? []) {
        const employee = await callerOf(tx, { email: task.employee });
        await logTaskHours(
          db,
          employee,
          ZTaskHoursBody.parse({
            task_id: created.id,
            day: addDays(today, hours.days),
            minutes: hours.minutes,
            note: hours.note,
          }),
        );
      }
  }

  // Issue 28's parts in the van: Ravi carries a few spares, moved from the warehouse (the visits done above took
  // theirs from it, before he had a van).
  const ravi = idOf(RAVI);
  if (!(await tx.stockPlace.findUnique({ where: { employeeId: ravi }, select: { id: true } }))) {
    const van = await addVan(db, admin, { employee_id: ravi });
    const spares = await tx.placeStock.findMany({
      where: { placeId: 1, quantity: { gte: 4 }, product: { code: { in: VAN_SPARES } } },
      select: { productId: true },
    });
    if (spares.length)
      await transferStock(
        db,
        admin,
        ZStockTransferBody.parse({
          from_place_id: 1,
          to_place_id: van.id,
          lines: spares.map((spare) => ({ product_id: spare.productId, quantity: 2 })),
          note: 'Spares for the week',
        }),
      );
  }

  // Demo customers and admins are not to be mailed about records that only illustrate the product: the mails the
  // services queued (this transaction's own rows, the only new ones its snapshot sees) are dropped before commit.
  const queued = await tx.mailOutbox.findMany({
    where: { id: { gt: lastMail._max.id ?? 0 } },
    select: { id: true },
  });
  if (queued.length) await tx.mailOutbox.deleteMany({ where: { id: { in: queued.map((m) => m.id) } } });
}

/** Moves a service to a status through the service form, as an administrator would edit it. */
/**
 * The contract's history: its bills made on their periods' first days (the seed makes them all today, so they are
 * dated back to be due 15 days after their period starts, and the older unpaid ones overdue), and its first bills
 * paid by bank transfer a week after each (never after today).
 */
async function payDemoBills(tx: TDb, admin: TCaller, amcId: number, count: number, today: string) {
  for (const bill of await tx.amcBill.findMany({
    where: { amcId },
    select: { periodStart: true, saleId: true },
  }))
    // Through the bills' books: what bills owe is kept by due day.
    await keepBooks(tx, 'sales', [bill.saleId!], () =>
      tx.sale.update({
        where: { id: bill.saleId! },
        data: { dueDate: dateColumn(addDays(calendarDate(bill.periodStart), 15)) },
      }),
    );
  const bills = await tx.amcBill.findMany({
    where: { amcId, sale: { paymentStatus: { not: 'paid' } } },
    orderBy: { periodStart: 'asc' },
    take: count,
    select: { periodStart: true, sale: { select: { id: true, total: true } } },
  });
  for (const bill of bills) {
    const paidOn = addDays(calendarDate(bill.periodStart), 7);
    await recordSalePayment(
      tx,
      admin,
      ZCreateSalePaymentBody.parse({
        sale_id: bill.sale!.id,
        amount: bill.sale!.total.toFixed(2),
        date: paidOn < today ? paidOn : today,
        method: 'bank_transfer',
        note: '',
      }),
      // The demo mails no one: no receipts.
      { mailReceipt: false },
    );
  }
}

async function setServiceStatus(db: TPrisma, admin: TCaller, id: number, status: TWorkStatus) {
  const row = await db.service.findUniqueOrThrow({ where: { id } });
  await updateService(
    db,
    admin,
    ZUpdateServiceBody.parse({
      id,
      customer_id: row.customerId,
      service_title: row.title,
      service_label: row.label ?? '',
      service_date: calendarDate(row.serviceDate),
      assigned_to_id: row.assignedToId,
      detail: row.detail ?? '',
      charge: row.charge.toFixed(2),
      remark: row.remark ?? '',
      type: row.type ?? '',
      status,
    }),
  );
}

/**
 * The demo's complaints filed on their own days, not all this minute: each at a morning hour of its complaint date,
 * taken up within the hour unless still open, and resolved the same day when closed; then their promises are
 * counted from that history (issue 28), so the dashboard shows some at risk and some broken, and the service level
 * report has figures. Done in the seed's transaction, before anything reads them.
 */
async function backdateDemoComplaints(tx: TDb, idOf: (email: string) => number) {
  const { timeZone } = await readBusinessCalendar(tx);
  const at = now();
  const ids: number[] = [];
  const filings: Date[] = [];
  const dueSoon: number[] = [];
  for (const [index, complaint] of COMPLAINTS.entries()) {
    const row = await tx.complaint.findFirst({
      where: { customerId: idOf(complaint.customer), description: complaint.description },
      select: { id: true, complaintDate: true, status: true, resolvedAt: true },
    });
    if (!row) continue;
    const morning = instantOf(calendarDate(row.complaintDate), 9 * 60 + 30 + ((index * 47) % 150), timeZone);
    const filedAt = new Date(Math.min(morning, at.getTime() - 20 * 60_000));
    const later = (minutes: number) => new Date(Math.min(filedAt.getTime() + minutes * 60_000, at.getTime()));
    await tx.complaint.update({
      where: { id: row.id },
      data: {
        createdAt: filedAt,
        respondedAt: row.status === 'open' ? null : later(40),
        resolvedAt: row.status === 'closed' ? later(240 + index * 30) : null,
      },
    });
    ids.push(row.id);
    filings.push(filedAt);
    if (complaint.dueSoon) dueSoon.push(row.id);
  }
  // The filings just written decide the calendar's range; the one moved back below stays well inside it.
  const calendar = await readPromiseCalendar(tx, filings);
  for (const id of dueSoon) await fileForAnAnswerDueSoon(tx, id, calendar, { at, timeZone });
  // The alerts their past would have sent count as sent: the demo does not mail about its own records.
  const read = await readPromiseFacts(tx, ids);
  const passed = read.flatMap(({ row, facts }) => {
    const { send, alsoDone } = alertsDue(facts, calendar, at);
    return [...send, ...alsoDone].map((alert) => ({
      complaintId: row.id,
      promise: alert.promise,
      level: alert.level,
    }));
  });
  if (passed.length) await tx.complaintAlert.createMany({ data: passed, skipDuplicates: true });
  await keepPromises(tx, ids, calendar);
}

/**
 * Moves a complaint's filing back until 90% of its working time to respond has passed at `at`: its warning is past
 * and its promise still ahead, so the dashboard's "at risk" shows it whenever the demo is loaded, by night or on a
 * day off too (the rest lies in the next open hours). Its date follows its filing.
 */
async function fileForAnAnswerDueSoon(
  tx: TDb,
  id: number,
  calendar: TWorkCalendar,
  { at, timeZone }: { at: Date; timeZone: string },
) {
  const [read] = await readPromiseFacts(tx, [id]);
  const target = read?.facts.target;
  if (!target) return;
  const filedAt = subtractWorkingTime(at, target.respondMinutes * 0.9 * 60_000, calendar);
  if (!filedAt) return;
  await tx.complaint.update({
    where: { id },
    data: { createdAt: filedAt, complaintDate: workDayOf(timeZone, filedAt)! },
  });
}

/** The customers' words on the demo's work, oldest first: a score, and a comment for some. */
const DEMO_RATINGS: { score: number; comment: string | null }[] = [
  { score: 5, comment: 'Quick and tidy. Explained what he changed.' },
  { score: 4, comment: null },
  { score: 5, comment: null },
  { score: 2, comment: 'Came two hours late and had to come back for a part.' },
  { score: 4, comment: 'Good work, the unit is quiet again.' },
  { score: 3, comment: null },
];

/**
 * The rating links the demo's finished work made (issue 28): each counts as mailed (the demo mails no one), and the
 * older ones are rated a day after the work, one of them low; the newest stays open, so a demo customer can rate it.
 */
async function rateDemoWork(tx: TDb) {
  const at = now();
  await tx.rating.updateMany({ where: { mailedAt: null }, data: { mailedAt: at } });
  const open = await tx.rating.findMany({
    where: { ratedAt: null },
    orderBy: [{ doneOn: 'asc' }, { id: 'asc' }],
    select: { id: true, doneOn: true },
  });
  for (const [index, rating] of open.slice(0, -1).entries()) {
    const given = DEMO_RATINGS[index % DEMO_RATINGS.length]!;
    const ratedAt = new Date(Math.min(rating.doneOn.getTime() + 30 * 3_600_000, at.getTime()));
    await tx.rating.update({ where: { id: rating.id }, data: { ...given, ratedAt } });
  }
}
