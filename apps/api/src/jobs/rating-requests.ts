import type { TPrisma } from '../lib/kernel/db-client';
import {
  businessTimeFormatter,
  calendarDate,
  formatCalendarDate,
  readBusinessCalendar,
} from '../lib/kernel/calendar-date';
import { enqueueTemplateMail } from '../lib/documents/outbox';
import { fullName } from '../lib/kernel/person';
import { ratingPath } from '../modules/rating/rating-public';
import { recordBatches } from './record-batches';
import { publicOrigin } from './scheduled-mail';

export const RATING_REQUESTS_JOB = 'rating_requests';

/**
 * Every minute (issue 28, section 3): the rating links made since the last run (mailed_at null, by its index) are
 * mailed to their customers, each once: the claim (mailed_at set where still null) and the mail are one
 * transaction, so a second process or a run twice mails nothing. A link past its 30 days is not mailed; an inactive
 * customer's is marked without a mail. Without a public address (PUBLIC_URL or the settings' domain) no link can be
 * written, so they wait for one; the portal shows them meanwhile.
 */
export async function runRatingRequests(
  prisma: TPrisma,
  now: Date,
  publicUrl: string | undefined,
): Promise<number> {
  const origin = await publicOrigin(prisma, publicUrl);
  if (!origin) return 0;
  const business = await readBusinessCalendar(prisma);
  const expiry = businessTimeFormatter(business);
  let queued = 0;
  const batches = recordBatches((afterId, take) =>
    prisma.rating.findMany({
      where: { mailedAt: null, expiresAt: { gt: now }, id: { gt: afterId } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const batch of batches) {
    for (const { id } of batch) {
      const sent = await prisma.$transaction(async (tx) => {
        const { count } = await tx.rating.updateMany({
          where: { id, mailedAt: null },
          data: { mailedAt: now },
        });
        if (count === 0) return false;
        const row = await tx.rating.findUniqueOrThrow({
          where: { id },
          select: {
            token: true,
            doneOn: true,
            expiresAt: true,
            service: { select: { title: true } },
            complaint: { select: { complaintNo: true } },
            customer: { select: { email: true, firstName: true, lastName: true, isActive: true } },
            employee: { select: { firstName: true, lastName: true } },
          },
        });
        if (!row.customer.isActive) return false;
        return enqueueTemplateMail(tx, 'rating_request', row.customer.email, {
          customer_name: fullName(row.customer),
          service_title: row.service?.title ?? '',
          complaint_number: row.complaint?.complaintNo ?? '',
          done_date: formatCalendarDate(calendarDate(row.doneOn), business.dateFormat),
          employee_name: row.employee ? fullName(row.employee) : '',
          rating_link: `${origin}${ratingPath(row.token)}`,
          expires_date: expiry(row.expiresAt),
        });
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
