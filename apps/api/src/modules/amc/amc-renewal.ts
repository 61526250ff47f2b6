import {
  AMC_FIELD_RULES,
  MSG,
  nextContractTerm,
  termFollowingDay,
  type TAmcDetail,
  type TAnswerRenewalOfferBody,
  type TCreateAmcBody,
  type TRenewalOfferBody,
  type TRenewalRequestBody,
  type TRenewAmcBody,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { mailAdmins } from '../../lib/documents/admin-notice';
import { AppError } from '../../lib/kernel/app-error';
import { holdsAdminPowers, type TCaller } from '../../lib/kernel/caller';
import { enqueueWebhookEvent } from '../../lib/kernel/webhook-events';
import { calendarDate, formatCalendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { now } from '../../lib/kernel/clock';
import { documentAttachment, enqueueTemplateMail } from '../../lib/documents/outbox';
import { formatPdfMoney } from '../../lib/documents/pdf-document';
import { fullName } from '../../lib/kernel/person';
import {
  closeAnsweredOffer,
  closeRenewalOffers,
  findOpenRenewalOffer,
  QUOTATION_ANSWERED_EVENT,
  writeRenewalOffer,
} from '../document/document-public';
import { lockAmc } from '../service/service-public';
import { billContract, readBillingContext } from './amc-billing';
import { getAmcDetail, ownAmcWhere } from './amc-shape';
import { writeNewAmc } from './amc-service';

/**
 * The term a renewal (or an offer of one) starts from, within the caller's rows and under its row lock, so that
 * two renewals of one term queue: 404 when not the caller's, 409 when cancelled or renewed already.
 */
async function findRenewableTerm(tx: TDb, caller: TCaller, id: number) {
  await lockAmc(tx, id);
  const old = await tx.amc.findFirst({
    where: { AND: [{ id }, ownAmcWhere(caller)] },
    include: {
      products: { select: { productId: true }, orderBy: { id: 'asc' } },
      equipment: { select: { equipment: { select: { id: true, status: true } } }, orderBy: { id: 'asc' } },
      renewedBy: { select: { id: true } },
      billingTax: { select: { id: true, percentage: true } },
      customer: { select: { firstName: true, lastName: true, email: true, language: true } },
    },
  });
  if (!old) throw new AppError('NOT_FOUND');
  if (old.cancelledOn) throw new AppError('CONFLICT', MSG.amcIsCancelled);
  if (old.renewedBy) throw new AppError('CONFLICT', MSG.amcAlreadyRenewed);
  return old;
}

/** A contract whose assignee declined has none: it is assigned before it is renewed (400 on the field). */
function assigneeOf(old: { assignedToId: number | null }): number {
  if (old.assignedToId === null)
    throw AppError.field('assigned_to_id', MSG.required(AMC_FIELD_RULES.labels.assigned_to_id));
  return old.assignedToId;
}
type TRenewableTerm = Awaited<ReturnType<typeof findRenewableTerm>>;

/** The price raised by the uplift, in exact decimals rounded half up to 2 places. */
const upliftedPrice = (price: Prisma.Decimal, upliftPercent: string) =>
  price
    .mul(new Prisma.Decimal(upliftPercent).div(100).plus(1))
    .toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP)
    .toFixed(2);

/**
 * Writes the term's renewal at `price`: from the day after its months (termFollowingDay), for the same customer,
 * products, visit pattern, assignee, detail and billing plan, and the equipment of it still in use. The old term
 * stays as it was (its services, reports and bills untouched) and shows as renewed; an open offer of it closes. A
 * second renewal of the term loses to the unique renewed_from_id (409), also when two race.
 */
async function writeRenewal(tx: TDb, caller: TCaller, old: TRenewableTerm, price: string, activity: string) {
  const body: TCreateAmcBody = {
    customer_id: old.customerId,
    product_ids: old.products.map((p) => p.productId),
    equipment_ids: old.equipment.filter((e) => e.equipment.status === 'in_use').map((e) => e.equipment.id),
    start_date: termFollowingDay(calendarDate(old.startDate), old.intervalMonths, old.serviceCount),
    status: 'open',
    assigned_to_id: assigneeOf(old),
    detail: old.detail,
    interval_months: old.intervalMonths,
    service_count: old.serviceCount,
    description: old.description ?? undefined,
    note: undefined,
    price,
    billing_cycle: old.billingCycle,
    billing_tax_id: old.billingTax?.id ?? null,
    payment_days: old.paymentDays,
    service_level_id: old.serviceLevelId,
  };
  const amc = await writeNewAmc(tx, caller, body, { renewedFromId: old.id, activity }).catch(
    (error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw new AppError('CONFLICT', MSG.amcAlreadyRenewed);
      throw error;
    },
  );
  await closeRenewalOffers(tx, old.id);
  await enqueueWebhookEvent(tx, 'contract.renewed', String(old.id), {
    id: amc.id,
    renewed_from_id: old.id,
    customer_id: old.customerId,
    start_date: body.start_date,
    price,
  });
  return amc;
}

/**
 * POST /amc/renew: the contract's next term at its price raised by the uplift (writeRenewal). A customer asks the
 * office instead (403), or accepts the office's offer.
 */
export async function renewAmc(
  prisma: TPrisma,
  caller: TCaller,
  { id, uplift_percent }: TRenewAmcBody,
): Promise<TAmcDetail> {
  if (caller.role === 'customer') throw new AppError('FORBIDDEN', MSG.forbidden);
  return prisma.$transaction(async (tx) => {
    const old = await findRenewableTerm(tx, caller, id);
    const price = upliftedPrice(old.price, uplift_percent);
    const start = termFollowingDay(calendarDate(old.startDate), old.intervalMonths, old.serviceCount);
    const amc = await writeRenewal(
      tx,
      caller,
      old,
      price,
      `Renewed the AMC ${old.amcNo} from ${start} at ${price} (uplift ${uplift_percent}%)`,
    );
    return getAmcDetail(tx, caller, amc.id);
  });
}

/**
 * POST /amc/renewal-offer: the office offers the customer the term's next term as a quotation (its dates, the
 * price raised by the uplift, the plan's tax; a newer offer replaces the open one), and mails it with the
 * "renewal_offer" template in the customer's language, in the same transaction: the offer's PDF is made when the
 * mail is sent. A template turned off refuses the offer (409) rather than make one the customer never hears of.
 * Offers are quotations, which the administrators handle: other roles get 403.
 */
export async function offerRenewal(
  prisma: TPrisma,
  caller: TCaller,
  { id, uplift_percent }: TRenewalOfferBody,
  origin: string | null,
): Promise<{ amc: TAmcDetail; to: string }> {
  if (!holdsAdminPowers(caller)) throw new AppError('FORBIDDEN', MSG.forbidden);
  return prisma.$transaction(async (tx) => {
    const old = await findRenewableTerm(tx, caller, id);
    // Its acceptance renews it: checked now, not when the customer answers.
    assigneeOf(old);
    const price = upliftedPrice(old.price, uplift_percent);
    const next = nextContractTerm(calendarDate(old.startDate), old.intervalMonths, old.serviceCount);
    const { today, dateFormat, currencyCode } = await readBillingContext(tx, now());
    const offer = await writeRenewalOffer(tx, caller, {
      amcId: old.id,
      customerId: old.customerId,
      date: today,
      description: `${old.amcNo} ${next.start} – ${next.end}`,
      price,
      tax: old.billingTax,
    });
    const day = (date: string) => formatCalendarDate(date, dateFormat || undefined);
    const queued = await enqueueTemplateMail(
      tx,
      'renewal_offer',
      { email: old.customer.email, language: old.customer.language },
      {
        customer_name: fullName(old.customer),
        amc_number: old.amcNo,
        quotation_number: offer.quotationNo,
        start_date: day(next.start),
        end_date: day(next.end),
        price: formatPdfMoney(price, currencyCode),
        total: formatPdfMoney(offer.total.toFixed(2), currencyCode),
        offer_link: origin ? `${origin}/amc/view/${old.id}` : '',
      },
      {
        dedupeKey: `renewal_offer:${offer.id}`,
        attachments: [documentAttachment(`quotation-${offer.quotationNo}.pdf`, 'quotation_pdf', offer.id)],
      },
    );
    if (!queued) throw new AppError('CONFLICT', MSG.mailTemplateDisabled);
    await recordActivity(tx, caller, {
      slug: 'amc',
      action: 'renewal_offer',
      description: `Offered the renewal of the AMC ${old.amcNo} from ${next.start} at ${price} (quotation ${offer.quotationNo}) to ${old.customer.email}`,
      recordId: old.id,
    });
    return { amc: await getAmcDetail(tx, caller, old.id), to: old.customer.email };
  });
}

/**
 * POST /amc/renewal-offer/answer: the contract's customer answers its open offer (409 when there is none). Accepted,
 * the term is renewed at the offer's price (writeRenewal) and the new term's first period is billed at once, ahead
 * of its start, when it has a billing plan; declined, the offer closes. Either way the offer keeps the answer and
 * every administrator is mailed, in one transaction. Answers the new term when accepted, else the contract.
 */
export async function answerRenewalOffer(
  prisma: TPrisma,
  caller: TCaller,
  { id, answer }: TAnswerRenewalOfferBody,
): Promise<{ amc: TAmcDetail; adminIds: number[] }> {
  if (caller.role !== 'customer') throw new AppError('FORBIDDEN', MSG.forbidden);
  return prisma.$transaction(async (tx) => {
    const old = await findRenewableTerm(tx, caller, id);
    const offer = await findOpenRenewalOffer(tx, old.id);
    if (!offer) throw new AppError('CONFLICT', MSG.noRenewalOffer);
    const accepted = answer === 'accept';
    await closeAnsweredOffer(tx, caller, offer, accepted);
    const answered = {
      customer: fullName(old.customer),
      number: offer.quotationNo,
      total: offer.total.toFixed(2),
    };
    if (!accepted) {
      const adminIds = await mailAdmins(tx, {
        compose: (t) => ({
          subject: t('notice.quotationDeclined.subject', answered),
          paragraphs: [t('notice.quotationDeclined.body', answered)],
        }),
        event: QUOTATION_ANSWERED_EVENT,
      });
      return { amc: await getAmcDetail(tx, caller, old.id), adminIds };
    }
    const price = offer.items[0]?.price.toFixed(2) ?? old.price.toFixed(2);
    const renewal = await writeRenewal(
      tx,
      caller,
      old,
      price,
      `Renewed the AMC ${old.amcNo} at ${price}: the customer accepted the offer ${offer.quotationNo}`,
    );
    await billContract(tx, renewal.id, await readBillingContext(tx, now()), calendarDate(renewal.startDate));
    const { dateFormat } = await readBusinessCalendar(tx);
    const next = nextContractTerm(calendarDate(old.startDate), old.intervalMonths, old.serviceCount);
    const day = (date: string) => formatCalendarDate(date, dateFormat || undefined);
    const renewed = { number: old.amcNo, renewal: renewal.amcNo, start: day(next.start), end: day(next.end) };
    const adminIds = await mailAdmins(tx, {
      compose: (t) => ({
        subject: t('notice.quotationAccepted.subject', answered),
        paragraphs: [
          t('notice.quotationAccepted.body', answered),
          t('notice.renewalOfferAccepted.renewed', renewed),
        ],
      }),
      event: QUOTATION_ANSWERED_EVENT,
    });
    return { amc: await getAmcDetail(tx, caller, renewal.id), adminIds };
  });
}

/** The outbox event of the administrators' mail, and the live notice they get once the request is committed. */
export const RENEWAL_REQUESTED_EVENT = 'renewal_requested';

/**
 * POST /amc/renewal-request: the customer's own contract (404 for another's), not renewed nor cancelled (409), asked
 * once per term (409 after): stamped, and every active administrator mailed in its own language, in one transaction.
 * Returns the contract and the administrators told (for the live notice).
 */
export async function requestRenewal(
  prisma: TPrisma,
  caller: TCaller,
  { id, note }: TRenewalRequestBody,
): Promise<{ amc: TAmcDetail; adminIds: number[] }> {
  if (caller.role !== 'customer') throw new AppError('FORBIDDEN', MSG.forbidden);
  return prisma.$transaction(async (tx) => {
    await lockAmc(tx, id);
    const amc = await tx.amc.findFirst({
      where: { AND: [{ id }, ownAmcWhere(caller)] },
      include: {
        renewedBy: { select: { id: true } },
        customer: { select: { firstName: true, lastName: true } },
      },
    });
    if (!amc) throw new AppError('NOT_FOUND');
    if (amc.cancelledOn) throw new AppError('CONFLICT', MSG.amcIsCancelled);
    if (amc.renewedBy) throw new AppError('CONFLICT', MSG.amcAlreadyRenewed);
    if (amc.renewalRequestedAt) throw new AppError('CONFLICT', MSG.renewalAlreadyRequested);
    await tx.amc.update({ where: { id: amc.id }, data: { renewalRequestedAt: now() } });
    const { dateFormat } = await readBusinessCalendar(tx);
    const asked = {
      customer: fullName(amc.customer),
      number: amc.amcNo,
      end: amc.endDate ? formatCalendarDate(calendarDate(amc.endDate), dateFormat || undefined) : '',
    };
    const adminIds = await mailAdmins(tx, {
      compose: (t) => ({
        subject: t('notice.renewalRequested.subject', asked),
        paragraphs: [
          t('notice.renewalRequested.body', asked),
          ...(note ? [t('notice.renewalRequested.note', { note })] : []),
        ],
      }),
      event: RENEWAL_REQUESTED_EVENT,
    });
    await recordActivity(tx, caller, {
      slug: 'amc',
      action: 'renewal_request',
      description: `The customer asked to renew the AMC ${amc.amcNo}`,
      recordId: amc.id,
    });
    return { amc: await getAmcDetail(tx, caller, amc.id), adminIds };
  });
}
