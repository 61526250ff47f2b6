import type { TPrisma } from '../plugins/database';
import { calendarDate, dateColumn, monthBounds } from '../lib/calendar-date';
import { fullName } from '../modules/auth/auth-service';
import { loadJobContext, queueScheduledMail } from './scheduled-mail';

export const MONTHLY_SERVICE_LIST_JOB = 'monthly_service_list';

const monthName = (first: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dateColumn(first),
  );

/**
 * SPEC's monthly service list: on the first day of a month, each active customer with services planned in that
 * month (not yet done) gets one mail listing them. On any other day it sends nothing, so a customer added later
 * in the month is not mailed a "monthly" list mid-month. Returns how many mails were queued.
 */
export async function runMonthlyServiceList(prisma: TPrisma, now: Date): Promise<number> {
  const { context, template } = await loadJobContext(prisma, 'monthly_service_list', now);
  if (!template || !context.today.endsWith('-01')) return 0;
  const month = context.today.slice(0, 7);
  const { first, next } = monthBounds(month);
  const services = await prisma.service.findMany({
    where: {
      serviceDate: { gte: dateColumn(first), lt: dateColumn(next) },
      status: { not: 'closed' },
      customer: { isActive: true },
    },
    select: {
      title: true,
      serviceDate: true,
      customer: { select: { id: true, email: true, firstName: true, lastName: true } },
    },
    orderBy: [{ customerId: 'asc' }, { serviceDate: 'asc' }, { id: 'asc' }],
  });

  const byCustomer = new Map<
    number,
    { customer: NonNullable<(typeof services)[number]['customer']>; services: typeof services }
  >();
  for (const service of services) {
    if (!service.customer) continue;
    const entry = byCustomer.get(service.customer.id) ?? { customer: service.customer, services: [] };
    entry.services.push(service);
    byCustomer.set(service.customer.id, entry);
  }

  let queued = 0;
  for (const { customer, services: own } of byCustomer.values()) {
    const sent = await queueScheduledMail(prisma, {
      job: MONTHLY_SERVICE_LIST_JOB,
      key: `customer:${customer.id}:${month}`,
      day: context.today,
      event: 'monthly_service_list',
      to: customer.email,
      variables: {
        customer_name: fullName(customer),
        month: monthName(first),
        date: context.formatDate(context.today),
        services: own.map((s) => ({
          service_date: context.formatDate(calendarDate(s.serviceDate)),
          service_title: s.title,
        })),
      },
    });
    if (sent) queued += 1;
  }
  return queued;
}
