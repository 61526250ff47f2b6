import type { TInstalledApp } from './test-app';
import { signIn } from './test-app';
import { createUser } from './test-users';

/** The people and products AMC and service tests work with, and the tokens of the members. */
export type TWorkParties = {
  customer: number;
  otherCustomer: number;
  employee: number;
  otherEmployee: number;
  disabledEmployee: number;
  supplier: number;
  products: { split: number; window: number; archived: number };
  tokens: {
    customer: string;
    otherCustomer: string;
    employee: string;
    otherEmployee: string;
    supplier: string;
  };
};

/** Customers Priya Sharma and Anil Mehta, employees Ravi Kumar and Sunil Rao (and a disabled one), a supplier. */
export async function seedWorkParties(t: TInstalledApp): Promise<TWorkParties> {
  const prisma = t.app.db.prisma;
  const person = async (
    role: 'customer' | 'employee' | 'supplier',
    email: string,
    firstName: string,
    lastName: string,
  ) => {
    const user = await createUser(t.app, role, email);
    await prisma.user.update({ where: { id: user.id }, data: { firstName, lastName } });
    return user.id;
  };
  const customer = await person('customer', 'priya@example.com', 'Priya', 'Sharma');
  const otherCustomer = await person('customer', 'anil@example.com', 'Anil', 'Mehta');
  const employee = await person('employee', 'ravi@example.com', 'Ravi', 'Kumar');
  const otherEmployee = await person('employee', 'sunil@example.com', 'Sunil', 'Rao');
  const disabledEmployee = await person('employee', 'gone@example.com', 'Gone', 'Away');
  await prisma.user.update({ where: { id: disabledEmployee }, data: { isActive: false } });
  const supplier = await person('supplier', 'manoj@example.com', 'Manoj', 'Agarwal');
  const product = (code: string, name: string, isArchived = false) =>
    prisma.product
      .create({ data: { code, name, modelNumber: code, price: '100.00', isArchived } })
      .then((p) => p.id);
  const products = {
    split: await product('AC-SPLIT', 'Split AC'),
    window: await product('AC-WIN', 'Window AC'),
    archived: await product('AC-OLD', 'Old AC', true),
  };
  const token = (email: string) => signIn(t.app, email, 'Secret123');
  return {
    customer,
    otherCustomer,
    employee,
    otherEmployee,
    disabledEmployee,
    supplier,
    products,
    tokens: {
      customer: await token('priya@example.com'),
      otherCustomer: await token('anil@example.com'),
      employee: await token('ravi@example.com'),
      otherEmployee: await token('sunil@example.com'),
      supplier: await token('manoj@example.com'),
    },
  };
}

/** A complete AMC form as a browser sends it: 12 monthly services from 31 January 2026. */
export function amcForm(p: TWorkParties, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    customer_id: String(p.customer),
    product_ids: String(p.products.split),
    start_date: '2026-01-31',
    status: 'open',
    assigned_to_id: String(p.employee),
    detail: 'Quarterly cleaning of both split units',
    interval_months: '1',
    service_count: '12',
    description: 'Two units in the office',
    note: '',
    ...overrides,
  };
}

/** Everything an AMC or service write can touch, to show that a refused request changed nothing. */
export async function snapshotWork(t: TInstalledApp) {
  const prisma = t.app.db.prisma;
  return {
    amcs: await prisma.amc.findMany({ orderBy: { id: 'asc' } }),
    amcProducts: await prisma.amcProduct.findMany({ orderBy: { id: 'asc' } }),
    services: await prisma.service.findMany({ orderBy: { id: 'asc' } }),
    counters: await prisma.counter.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, value: true },
    }),
    files: await prisma.fileUpload.count(),
    mails: await prisma.mailOutbox.count(),
    activity: await prisma.activityLog.count(),
  };
}

/** A minimal real PDF, so that content sniffing sees a PDF. */
export const PDF_DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The first twelve month ends from 31 January 2026: the schedule of amcForm() with no weekly days off. */
export const MONTH_ENDS = [
  '2026-02-28',
  '2026-03-31',
  '2026-04-30',
  '2026-05-31',
  '2026-06-30',
  '2026-07-31',
  '2026-08-31',
  '2026-09-30',
  '2026-10-31',
  '2026-11-30',
  '2026-12-31',
  '2027-01-31',
];
