import type {
  TProfileComplaint,
  TProfilePurchase,
  TProfileQuotation,
  TProfileSale,
  TProfileService,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { PERSON_FIELDS, PERSON_SELECT, personRef, personRefOrNull } from '../../lib/kernel/person';
import { calendarDate } from './user-shape';

/** How many rows each profile tab shows. */
export const PROFILE_LIST_SIZE = 10;

const personWithAddress = { select: { ...PERSON_FIELDS, address: true } } as const;

/** The Sales tab of a customer: bill number, customer, date, billing address, status, discount (%). */
export async function findProfileSales(prisma: TPrisma, customerId: number): Promise<TProfileSale[]> {
  const rows = await prisma.sale.findMany({
    where: { customerId },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    take: PROFILE_LIST_SIZE,
    include: { customer: personWithAddress },
  });
  return rows.map((row) => ({
    id: row.id,
    sale_no: row.saleNo,
    customer: { ...personRef(row.customer), address: row.customer.address },
    date: calendarDate(row.date),
    billing_address: row.billingAddress,
    status: row.paymentStatus,
    discount: row.discountPercent.toFixed(2),
    total: row.total.toFixed(2),
  }));
}

/** The Quotations tab of a customer: number, customer, products with amounts, gross total, date, e-mail, status. */
export async function findProfileQuotations(
  prisma: TPrisma,
  customerId: number,
): Promise<TProfileQuotation[]> {
  const rows = await prisma.quotation.findMany({
    where: { customerId },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    take: PROFILE_LIST_SIZE,
    include: {
      customer: { select: { ...PERSON_FIELDS, email: true } },
      items: {
        orderBy: { id: 'asc' },
        select: { amount: true, description: true, product: { select: { name: true } } },
      },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    quotation_no: row.quotationNo,
    customer: { ...personRef(row.customer), email: row.customer.email },
    products: row.items.map((item) => ({
      product_name: item.product?.name ?? item.description ?? '',
      amount: item.amount.toFixed(2),
    })),
    gross_total: row.grossTotal.toFixed(2),
    date: calendarDate(row.date),
    status: row.status,
  }));
}

/** The Complaints tab: a customer's own complaints, or those assigned to an employee. */
export async function findProfileComplaints(
  prisma: TPrisma,
  where: Prisma.ComplaintWhereInput,
): Promise<TProfileComplaint[]> {
  const rows = await prisma.complaint.findMany({
    where,
    orderBy: [{ complaintDate: 'desc' }, { id: 'desc' }],
    take: PROFILE_LIST_SIZE,
    include: {
      customer: PERSON_SELECT,
      assignedTo: PERSON_SELECT,
      product: { select: { id: true, name: true } },
      type: { select: { name: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    complaint_no: row.complaintNo,
    customer: personRef(row.customer),
    product: row.product,
    date: calendarDate(row.complaintDate),
    complaint_type: row.type?.name ?? null,
    assign_to: personRefOrNull(row.assignedTo),
    status: row.status,
  }));
}

/** The Purchase List of a supplier: number, supplier, date, billing address, status. */
export async function findProfilePurchases(prisma: TPrisma, supplierId: number): Promise<TProfilePurchase[]> {
  const rows = await prisma.purchase.findMany({
    where: { supplierId },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    take: PROFILE_LIST_SIZE,
    include: { supplier: personWithAddress },
  });
  return rows.map((row) => ({
    id: row.id,
    purchase_no: row.purchaseNo,
    supplier: { ...personRef(row.supplier), address: row.supplier.address },
    date: calendarDate(row.date),
    billing_address: row.billingAddress,
    status: row.status,
  }));
}

/** The Upcoming Services card: the next services not yet closed, from today on, soonest first. */
export async function findProfileServices(
  prisma: TPrisma,
  where: Prisma.ServiceWhereInput,
  today: string,
): Promise<TProfileService[]> {
  const rows = await prisma.service.findMany({
    where: {
      AND: [where, { serviceDate: { gte: new Date(`${today}T00:00:00Z`) } }, { status: { not: 'closed' } }],
    },
    orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
    take: PROFILE_LIST_SIZE,
    include: {
      customer: PERSON_SELECT,
      assignedTo: PERSON_SELECT,
      amc: { select: { id: true, amcNo: true, customer: PERSON_SELECT } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    service_no: row.serviceNo,
    service_date: calendarDate(row.serviceDate),
    service_title: row.title,
    service_label: row.label,
    status: row.status,
    customer: personRefOrNull(row.customer),
    assignTo: personRefOrNull(row.assignedTo),
    amc: row.amc ? { id: row.amc.id, amc_no: row.amc.amcNo, customer: personRef(row.amc.customer) } : null,
  }));
}
