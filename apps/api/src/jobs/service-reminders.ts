import type { TPrisma } from '../lib/kernel/db-client';
import { addDays, dateColumn } from '../lib/kernel/calendar-date';
import { fullName } from '../lib/kernel/person';
import { recordBatches } from './record-batches';
import { loadJobContext, queueScheduledMail, RECIPIENT_SELECT } from './scheduled-mail';

export const SERVICE_REMINDER_JOB = 'service_reminder';

/**
 * SPEC's service reminder: every service not yet done whose date is the template's "days before" ahead of
 * today gets one mail to its customer and one to its assignee (active accounts only). Returns how many mails
 * were queued by this run.
 */
export async function runServiceReminders(prisma: TPrisma, now: Date): Promise<number> {
  const { context, template } = await loadJobContext(prisma, 'service_reminder', now);
  if (!template) return 0;
  const daysBefore = template.daysBefore ?? 2;
  const serviceDay = addDays(context.today, daysBefore);
  const serviceBatches = recordBatches((afterId, take) =>
    prisma.service.findMany({
      where: { id: { gt: afterId }, serviceDate: dateColumn(serviceDay), status: { not: 'closed' } },
      select: { id: true, title: true, customer: RECIPIENT_SELECT, assignedTo: RECIPIENT_SELECT },
      orderBy: { id: 'asc' },
      take,
    }),
  );

  let queued = 0;
  for await (const services of serviceBatches) {
    for (const service of services) {
      const base = {
        customer_name: service.customer ? fullName(service.customer) : '',
        employee_name: service.assignedTo ? fullName(service.assignedTo) : '',
        service_title: service.title,
        service_date: context.formatDate(serviceDay),
        days_before: daysBefore,
        date: context.formatDate(context.today),
      };
      const recipients = [
        { role: 'customer', person: service.customer },
        { role: 'assignee', person: service.assignedTo },
      ];
      for (const { role, person } of recipients) {
        if (!person?.isActive) continue;
        const sent = await queueScheduledMail(prisma, {
          job: SERVICE_REMINDER_JOB,
          // The service date is part of the key: a service moved to a new date is reminded again for that date.
          key: `service:${service.id}:${serviceDay}:${role}:${person.id}`,
          day: context.today,
          event: 'service_reminder',
          to: { email: person.email, language: person.language },
          variables: { ...base, recipient_name: fullName(person) },
        });
        if (sent) queued += 1;
      }
    }
  }
  return queued;
}
