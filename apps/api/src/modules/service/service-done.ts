import { keepDayTotals, rowsById, SERVICE_TOTALS } from '../../lib/rules/day-totals';
import {
  MSG,
  SERVICE_PHOTO_LIMIT,
  SERVICE_PHOTO_MAX_BYTES,
  type TCompleteServiceBody,
  type TService,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import type { Prisma } from '../../generated/prisma/client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { documentAttachment, enqueueTemplateMail, type TMailAttachment } from '../../lib/documents/outbox';
import { storePhotos } from '../../lib/rules/photos';
import { openStockWrite, stockTransaction, undoStockLines } from '../../lib/rules/stock-ledger';
import { storeUpload, type TUploadedFile } from '../../lib/kernel/uploads';
import { makeVisitReport, reportFilename } from './service-report';
import { fullName } from '../../lib/kernel/person';
import { lockAmc, refreshAmcDates } from './service-contract';
import {
  calendarDate,
  dateColumn,
  formatCalendarDate,
  readBusinessCalendar,
  workDayOf,
  type TBusinessCalendar,
} from '../../lib/kernel/calendar-date';
import { ownServiceWhere, SERVICE_INCLUDE, toService } from './service-shape';
import { vanOf } from '../stock/stock-public';
import { keepSearchWords } from '../../lib/list/search-words';
import { requestRating } from '../rating/rating-public';
import { enqueueWebhookEvent, occurrence } from '../../lib/kernel/webhook-events';
import type { TFileStore } from '../../lib/kernel/file-store';

const NAMED = { select: { email: true, firstName: true, lastName: true } } as const;

/**
 * A visit done, told in the transaction that closes it: the webhooks' "visit.completed", and SPEC's "service done"
 * mail to the service's customer, which names the assignee, or whoever marked it done when no one was assigned.
 */
export async function announceServiceDone(
  db: TDb,
  serviceId: number,
  doneById: number,
  calendar: TBusinessCalendar,
  report?: TMailAttachment,
) {
  const service = await db.service.findUniqueOrThrow({
    where: { id: serviceId },
    select: {
      id: true,
      serviceNo: true,
      title: true,
      amcId: true,
      customerId: true,
      assignedToId: true,
      completedDate: true,
      customer: NAMED,
      assignedTo: NAMED,
    },
  });
  if (!service.completedDate) return;
  await enqueueWebhookEvent(db, 'visit.completed', occurrence(service.id), {
    id: service.id,
    service_no: service.serviceNo,
    title: service.title,
    amc_id: service.amcId,
    customer_id: service.customerId,
    assigned_to_id: service.assignedToId,
    completed_date: calendarDate(service.completedDate),
  });
  if (!service.customer) return;
  await requestRating(db, {
    serviceId: service.id,
    customerId: service.customerId,
    employeeId: service.assignedToId ?? doneById,
    doneOn: service.completedDate,
  });
  const doneBy =
    service.assignedTo ?? (await db.user.findUniqueOrThrow({ where: { id: doneById }, ...NAMED }));
  await enqueueTemplateMail(
    db,
    'service_done',
    service.customer.email,
    {
      customer_name: fullName(service.customer),
      employee_name: fullName(doneBy),
      service_title: service.title,
      service_date: formatCalendarDate(calendarDate(service.completedDate), calendar.dateFormat),
    },
    report ? { attachments: [report] } : {},
  );
}

/**
 * Finds a service within the caller's rows for a write and, when it belongs to a contract, takes the contract's
 * lock first (the same order as a schedule change, so the two queue and never deadlock). 404 when out of reach.
 */
export async function findServiceForWrite(db: TDb, caller: TCaller, id: number) {
  const found = await db.service.findFirst({
    where: { AND: [{ id }, ownServiceWhere(caller)] },
    select: { amcId: true },
  });
  if (!found) throw new AppError('NOT_FOUND');
  if (found.amcId) await lockAmc(db, found.amcId);
  const service = await db.service.findFirst({
    where: { AND: [{ id }, ownServiceWhere(caller)] },
    include: { amc: { select: { customerId: true } } },
  });
  if (!service) throw new AppError('NOT_FOUND');
  return service;
}

/** The files of a completion form: photos (already a list, see ZPhotoFiles) and the drawn signature. */
export type TCompletionFiles = {
  fileStore: TFileStore;
  photos?: TUploadedFile[];
  signature?: TUploadedFile | null;
};

const SIGNATURE_TYPES = { png: 'image/png' } as const;
/** A drawn signature is a small PNG; the photo limit is ample. */
const SIGNATURE_MAX_BYTES = SERVICE_PHOTO_MAX_BYTES;

/**
 * POST /service/complete: closes a service on the day it was done (today unless given; never later) with the
 * visit's proof: time on site, work done, findings, remark, photos, the customer's signature and the parts used
 * (out of stock through the ledger, in this same transaction). It stores the visit report PDF, moves the
 * contract's next service on and mails the customer the report. A service already done answers 409 and nothing
 * is written: no part leaves stock and no upload stays recorded (they are recorded in this transaction only).
 *
 * Lock order (lib/rules/stock-ledger): the contract, then the service row, then the parts' products.
 */
export async function completeService(
  prisma: TPrisma,
  caller: TCaller,
  body: TCompleteServiceBody,
  files?: TCompletionFiles,
): Promise<TService> {
  const photos = files?.photos ?? [];
  const signature = files?.signature ?? null;
  if (photos.length > SERVICE_PHOTO_LIMIT)
    throw AppError.field('photos', MSG.tooManyPhotos(SERVICE_PHOTO_LIMIT));
  if (signature && !body.signed_by) throw AppError.field('signed_by', MSG.signatureNeedsName);
  const fileStore = files?.fileStore;
  if ((photos.length || signature) && !fileStore)
    throw new Error('completeService: files without their store');
  const done = await stockTransaction(prisma, async (tx) => {
    const service = await findServiceForWrite(tx, caller, body.id);
    await tx.$queryRaw`SELECT id FROM services WHERE id = ${service.id} FOR UPDATE`;
    const current = await tx.service.findUniqueOrThrow({
      where: { id: service.id },
      select: { status: true },
    });
    if (current.status === 'closed') throw new AppError('CONFLICT', MSG.serviceAlreadyDone);
    const calendar = await readBusinessCalendar(tx);
    const completed = body.completed_date ?? calendar.today;
    if (completed > calendar.today) throw AppError.field('completed_date', MSG.completedNotInFuture);

    // The uploads first (each checked by its bytes): a bad file answers 400 before any stock is locked.
    const photoUrls = photos.length
      ? await storePhotos(tx, fileStore!, 'photos', photos, {
          limit: SERVICE_PHOTO_LIMIT,
          uploadedById: caller.id,
        })
      : [];
    let signatureUrl: string | null = null;
    if (signature) {
      const isPngBytes = signature.data.subarray(0, 8).equals(PNG_MAGIC);
      if (!isPngBytes) throw AppError.field('signature', MSG.signatureNotImage, 'UNSUPPORTED_TYPE');
      signatureUrl = (
        await storeUpload(tx, fileStore!, 'signature', signature, {
          allowed: SIGNATURE_TYPES,
          maxBytes: SIGNATURE_MAX_BYTES,
          uploadedById: caller.id,
        })
      ).url;
    }

    // The parts leave the van of the visit's technician when it has one (issue 28), else the warehouse: the ledger
    // refuses (409) what the place does not hold.
    const placeId = (await vanOf(tx, service.assignedToId)) ?? undefined;
    const stock = await openStockWrite(tx, 'service', {
      lines: body.parts.map((part) => ({
        productId: part.product_id,
        quantity: -part.quantity,
        placeId,
        note: `Service ${service.serviceNo}`,
      })),
    });
    const prices = new Map(
      (
        await tx.product.findMany({
          where: { id: { in: body.parts.map((p) => p.product_id) } },
          select: { id: true, price: true },
        })
      ).map((p) => [p.id, p.price]),
    );

    // Conditional on not being done yet, so two clicks at once close it (and mail the customer) once.
    // The remark is searched by word: its words follow it.
    const startedAt = body.started_at ? new Date(body.started_at) : null;
    const { count } = await keepSearchWords(tx, 'service', rowsById([service.id]), () =>
      keepDayTotals(tx, SERVICE_TOTALS, rowsById([service.id]), () =>
        tx.service.updateMany({
          where: { id: service.id, status: { not: 'closed' } },
          data: {
            status: 'closed',
            completedDate: dateColumn(completed),
            ...(body.remark !== undefined ? { remark: body.remark } : {}),
            travelStartedAt: body.travel_started_at ? new Date(body.travel_started_at) : null,
            startedAt,
            workDay: workDayOf(calendar.timeZone, startedAt),
            finishedAt: body.finished_at ? new Date(body.finished_at) : null,
            workDone: body.work_done ?? null,
            findings: body.findings ?? null,
            signatureUrl,
            signedBy: signatureUrl ? (body.signed_by ?? null) : null,
            signedAt: signatureUrl ? new Date(body.signed_at ?? Date.now()) : null,
          },
        }),
      ),
    );
    if (count === 0) throw new AppError('CONFLICT', MSG.serviceAlreadyDone);
    if (photoUrls.length)
      await tx.servicePhoto.createMany({ data: photoUrls.map((url) => ({ serviceId: service.id, url })) });
    if (body.parts.length) {
      await tx.servicePart.createMany({
        data: body.parts.map((part) => ({
          serviceId: service.id,
          productId: part.product_id,
          quantity: part.quantity,
          covered: part.covered,
          unitPrice: part.covered ? 0 : (prices.get(part.product_id) ?? 0),
        })),
      });
      await stock.write({ serviceId: service.id }, { date: dateColumn(completed), actorId: caller.id });
    }

    // The visit report is slow work: made after the commit (below), its mail names it and the mail worker attaches
    // it when it sends (made then if it is not yet).
    const attachment = fileStore
      ? documentAttachment(reportFilename(service.serviceNo), 'visit_report', service.id)
      : undefined;
    await announceServiceDone(tx, service.id, caller.id, calendar, attachment);
    await refreshAmcDates(tx, [service.amcId]);
    const proof = [
      photoUrls.length ? `${photoUrls.length} photo(s)` : '',
      body.parts.length ? `${body.parts.length} part line(s) out of stock` : '',
      signatureUrl ? `signed by ${body.signed_by}` : '',
    ].filter(Boolean);
    await recordActivity(tx, caller, {
      slug: 'service',
      action: 'complete',
      description: `Marked the service ${service.serviceNo} done on ${completed}${proof.length ? ` (${proof.join(', ')})` : ''}`,
      recordId: service.id,
    });
    return { id: service.id, today: calendar.today, photoUrls };
  });
  if (fileStore) {
    const images = new Map(done.photoUrls.map((url, i) => [url, photos[i]!.data]));
    // The completion stands whatever happens here: a report that fails now is made when its mail is sent.
    await makeVisitReport(prisma, fileStore, done.id, {
      photos: images,
      signature: signature?.data ?? null,
    }).catch(() => undefined);
  }
  return toService(
    await prisma.service.findUniqueOrThrow({ where: { id: done.id }, include: SERVICE_INCLUDE }),
    done.today,
  );
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Before services are deleted (their stock movements go with them by the foreign key), their parts go back into
 * stock through the ledger, so the products' stock columns stay equal to the ledger's sums. Call it after the
 * services' own locks (their contracts) and before the delete, in a stock transaction.
 */
export async function returnServiceParts(db: TDb, where: Prisma.ServiceWhereInput) {
  const moved = await db.stockMovement.findMany({
    where: { kind: 'service', service: where },
    select: { productId: true, quantity: true, placeId: true },
  });
  await undoStockLines(db, 'service', moved);
}
