import type { TLanguageCode } from '@amc/contracts';
import type { Prisma } from '../generated/prisma/client';
import type { TPrisma } from '../lib/kernel/db-client';
import { calendarDate, dateColumn, monthBounds } from '../lib/kernel/calendar-date';
import { fullName } from '../lib/kernel/person';
import { recordBatches } from './record-batches';
import { loadJobContext, queueScheduledMail } from './scheduled-mail';

export const MONTHLY_SERVICE_LIST_JOB = 'monthly_service_list';

/** The month spelt in the mail's language ("November 2026", "noviembre de 2026"). */
const monthName = (first: string, language: TLanguageCode) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
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
  const due = {
    serviceDate: { gte: dateColumn(first), lt: dateColumn(next) },
    status: { not: 'closed' },
  } satisfies Prisma.ServiceWhereInput;

  let queued = 0;
  // A batch of customers at a time, each with all of its services of the month.
  const customerBatches = recordBatches((afterId, take) =>
    prisma.user.findMany({
      where: { id: { gt: afterId }, isActive: true, services: { some: due } },
      select: { id: true, email: true, firstName: true, lastName: true, language: true },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const customers of customerBatches) {
    const services = await prisma.service.findMany({
      where: { ...due, customerId: { in: customers.map((c) => c.id) } },
      select: { title: true, serviceDate: true, customerId: true },
      orderBy: [{ customerId: 'asc' }, { serviceDate: 'asc' }, { id: 'asc' }],
    });
    for (const customer of customers) {
      const own = services.filter((s) => s.customerId === customer.id);
      const sent = await queueScheduledMail(prisma, {
        job: MONTHLY_SERVICE_LIST_JOB,
        key: `customer:${customer.id}:${month}`,
        day: context.today,
        event: 'monthly_service_list',
        to: { email: customer.email, language: customer.language },
        variables: (language) => ({
          customer_name: fullName(customer),
          month: monthName(first, language),
          date: context.formatDate(context.today),
          services: own.map((s) => ({
            service_date: context.formatDate(calendarDate(s.serviceDate)),
            service_title: s.title,
          })),
        }),
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
