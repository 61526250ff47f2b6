import {
  LIVE_EVENTS,
  LOW_RATING,
  MSG,
  RATING_TOKEN,
  type TEmployeeRating,
  type TRatingOf,
  type TRatingOfQuery,
  type TRatingPage,
  type TRatingState,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import type { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../lib/kernel/app-error';
import { mailAdmins } from '../../lib/documents/admin-notice';
import { hasPermission, ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { now } from '../../lib/kernel/clock';
import { fullName } from '../../lib/kernel/person';
import { readerLanguage } from '../../lib/kernel/i18n/server-texts';
import { ratingPath } from './rating-request';

const PAGE_SELECT = {
  id: true,
  doneOn: true,
  expiresAt: true,
  score: true,
  ratedAt: true,
  service: { select: { title: true } },
  complaint: { select: { complaintNo: true } },
  employee: { select: { firstName: true } },
  customer: { select: { language: true } },
} as const;

type TRatingRow = { expiresAt: Date; ratedAt: Date | null };

const stateOf = (row: TRatingRow, at: Date): TRatingState =>
  row.ratedAt ? 'rated' : row.expiresAt <= at ? 'expired' : 'open';

/** The rating a token names; a malformed or unknown one answers 404 (the format is checked before the query). */
async function findByToken<S extends Prisma.RatingSelect>(db: TDb, token: string, select: S) {
  const row = RATING_TOKEN.test(token) ? await db.rating.findUnique({ where: { token }, select }) : null;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * GET /api/public/rating/:token: the business, what is rated and by whom (first name only), and the link's state.
 * Nothing of the customer, its address, the price or the work's notes.
 */
export async function readRatingPage(db: TDb, token: string): Promise<TRatingPage> {
  const row = await findByToken(db, token, PAGE_SELECT);
  const settings = await db.setting.findUniqueOrThrow({
    where: { id: 1 },
    select: { businessName: true, officeNumber: true, logo: true, systemLanguage: true },
  });
  return {
    business: { name: settings.businessName, phone: settings.officeNumber || null, logo_url: settings.logo },
    language: readerLanguage(row.customer.language, settings.systemLanguage),
    kind: row.service ? 'service' : 'complaint',
    title: row.service?.title ?? row.complaint?.complaintNo ?? '',
    date: calendarDate(row.doneOn),
    employee_first_name: row.employee?.firstName ?? null,
    state: stateOf(row, now()),
    score: row.score,
  };
}

/**
 * POST /api/public/rating/:token: the rating, once. The claim is one UPDATE on the link still open (not rated, not
 * expired), so two sends at once rate once; the second answers 409. A score of 1 or 2 mails every admin in the same
 * transaction; the route sends their live notice after the commit (the returned ids).
 */
export async function rateByToken(
  prisma: TPrisma,
  token: string,
  body: { score: number; comment: string | null },
): Promise<number[]> {
  return prisma.$transaction(async (tx) => {
    const row = await findByToken(tx, token, {
      ...PAGE_SELECT,
      customer: { select: { firstName: true, lastName: true, language: true } },
      employee: { select: { firstName: true, lastName: true } },
    });
    const at = now();
    const { count } = await tx.rating.updateMany({
      where: { id: row.id, ratedAt: null, expiresAt: { gt: at } },
      data: { score: body.score, comment: body.comment, ratedAt: at },
    });
    if (count === 0)
      throw new AppError('CONFLICT', stateOf(row, at) === 'expired' ? MSG.ratingExpired : MSG.ratingUsed);
    if (body.score > LOW_RATING) return [];
    const what = row.service?.title ?? row.complaint?.complaintNo ?? '';
    return mailAdmins(tx, {
      event: LIVE_EVENTS.lowRating,
      compose: (t) => ({
        subject: t('notice.lowRating.subject', { score: body.score, customer: fullName(row.customer) }),
        paragraphs: [
          t(row.service ? 'notice.lowRating.service' : 'notice.lowRating.complaint', {
            what,
            customer: fullName(row.customer),
            score: body.score,
            employee: row.employee ? fullName(row.employee) : '—',
          }),
          ...(body.comment ? [t('notice.lowRating.comment', { comment: body.comment })] : []),
        ],
      }),
    });
  });
}

/**
 * GET /api/rating/of: the rating of a visit or complaint within the caller's rows (the list's own boundary: its
 * customer, or the employee it is assigned to; 404 beyond) and right; the page's address for its own customer only.
 */
export async function readRatingOf(db: TDb, caller: TCaller, query: TRatingOfQuery): Promise<TRatingOf> {
  const owners = { customer: 'customerId', employee: 'assignedToId' } as const;
  const right = query.service_id !== undefined ? 'service_view' : 'complaint_view';
  if (!hasPermission(caller, right)) throw new AppError('FORBIDDEN');
  const service =
    query.service_id === undefined
      ? null
      : { AND: [{ id: query.service_id }, ownRowsWhere<Prisma.ServiceWhereInput>(caller, owners)] };
  const complaint =
    query.complaint_id === undefined
      ? null
      : { AND: [{ id: query.complaint_id }, ownRowsWhere<Prisma.ComplaintWhereInput>(caller, owners)] };
  const work = service
    ? await db.service.count({ where: service })
    : await db.complaint.count({ where: complaint! });
  if (!work) throw new AppError('NOT_FOUND');
  // The work is the caller's to see: its rating is found by its own key.
  const row = await db.rating.findUnique({
    where: service ? { serviceId: query.service_id } : { complaintId: query.complaint_id },
    select: { token: true, customerId: true, score: true, comment: true, ratedAt: true, expiresAt: true },
  });
  if (!row) return { rating: null, state: null, rate_url: null, expires_at: null };
  const state = stateOf(row, now());
  const own = caller.role === 'customer' && caller.id === row.customerId;
  return {
    rating:
      row.ratedAt && row.score !== null
        ? { score: row.score, comment: row.comment, rated_at: row.ratedAt.toISOString() }
        : null,
    state,
    rate_url: own && state === 'open' ? ratingPath(row.token) : null,
    expires_at: state === 'open' ? row.expiresAt.toISOString() : null,
  };
}

/**
 * GET /api/rating/employee/:id (user_view, like the profile it shows on): an employee's ratings, all time, by the
 * (employee_id, rated_at) index.
 */
export async function readEmployeeRating(db: TDb, id: number): Promise<TEmployeeRating> {
  const found = await db.rating.aggregate({
    where: { employeeId: id, ratedAt: { not: null } },
    _avg: { score: true },
    _count: { score: true },
  });
  const average = found._avg.score;
  return { average: average === null ? null : Math.round(average * 10) / 10, count: found._count.score };
}
