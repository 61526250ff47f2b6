import { randomBytes } from 'node:crypto';
import { RATING_LINK_DAYS } from '@amc/contracts';
import type { TDb } from '../../lib/kernel/db-client';
import { now } from '../../lib/kernel/clock';

/** The work a customer is asked to rate: a visit done or a complaint resolved, with whoever did it. */
export type TRatedWork = ({ serviceId: number } | { complaintId: number }) & {
  customerId: number | null;
  employeeId: number | null;
  doneOn: Date;
};

/**
 * In the transaction that ends the work: its rating link, made once (the unique service or complaint key, so a
 * visit reopened and done again, a second process or a retried request make none more). The rating_requests job
 * mails it. Work without a customer is rated by no one.
 */
export async function requestRating(db: TDb, work: TRatedWork): Promise<void> {
  if (work.customerId === null) return;
  await db.rating.createMany({
    data: [
      {
        ...('serviceId' in work ? { serviceId: work.serviceId } : { complaintId: work.complaintId }),
        token: randomBytes(16).toString('hex'),
        customerId: work.customerId,
        employeeId: work.employeeId,
        doneOn: work.doneOn,
        expiresAt: new Date(now().getTime() + RATING_LINK_DAYS * 86_400_000),
      },
    ],
    skipDuplicates: true,
  });
}

/** Where a rating link's page is: /r/<token> on the product's public address (the web's light page). */
export const ratingPath = (token: string) => `/r/${token}`;
