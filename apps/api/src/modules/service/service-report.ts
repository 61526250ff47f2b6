import { pdfFileName, type TVisitReport } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import {
  calendarDate,
  formatCalendarDate,
  formatBusinessTime,
  readBusinessCalendar,
} from '../../lib/kernel/calendar-date';
import { fullName } from '../../lib/kernel/person';
import { readerLanguage, type TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import {
  createPdf,
  drawBusinessHeader,
  drawFooter,
  formatPdfMoney,
  isJpeg,
  isPng,
  readPdfBusiness,
  type TPdfBusiness,
} from '../../lib/documents/pdf-document';
import type { TFileStore } from '../../lib/kernel/file-store';
import { readUpload, storeUpload } from '../../lib/kernel/uploads';
import { ownServiceWhere } from './service-shape';

const REPORT_SELECT = {
  id: true,
  serviceNo: true,
  title: true,
  status: true,
  completedDate: true,
  startedAt: true,
  finishedAt: true,
  workDone: true,
  findings: true,
  remark: true,
  signatureUrl: true,
  signedBy: true,
  signedAt: true,
  reportUrl: true,
  customer: { select: { firstName: true, lastName: true, email: true, address: true, language: true } },
  assignedTo: { select: { firstName: true, lastName: true } },
  photos: { select: { id: true, url: true, createdAt: true }, orderBy: { id: 'asc' } },
  parts: {
    select: {
      id: true,
      quantity: true,
      covered: true,
      unitPrice: true,
      product: { select: { id: true, code: true, name: true } },
    },
    orderBy: { id: 'asc' },
  },
} as const satisfies Prisma.ServiceSelect;

type TReportRow = Prisma.ServiceGetPayload<{ select: typeof REPORT_SELECT }>;

function toVisitReport(row: TReportRow): TVisitReport {
  const parts = row.parts.map((part) => {
    const amount = part.covered ? new Prisma.Decimal(0) : part.unitPrice.mul(part.quantity);
    return {
      id: part.id,
      product: part.product,
      quantity: part.quantity,
      covered: part.covered,
      unit_price: part.unitPrice.toFixed(2),
      amount: amount.toFixed(2),
    };
  });
  const total = parts.reduce((sum, part) => sum.add(part.amount), new Prisma.Decimal(0));
  return {
    service_id: row.id,
    service_no: row.serviceNo,
    completed_date: row.completedDate ? calendarDate(row.completedDate) : null,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    work_done: row.workDone,
    findings: row.findings,
    remark: row.remark,
    parts,
    chargeable_total: total.toFixed(2),
    photos: row.photos.map((p) => ({ id: p.id, url: p.url, created_at: p.createdAt.toISOString() })),
    signature:
      row.signatureUrl && row.signedBy && row.signedAt
        ? { url: row.signatureUrl, signed_by: row.signedBy, signed_at: row.signedAt.toISOString() }
        : null,
    has_pdf: row.reportUrl !== null,
  };
}

/** A completed visit in the caller's rows (admin, the assigned employee, the customer); anything else 404. */
async function findReportRow(db: TDb | TPrisma, caller: TCaller, id: number): Promise<TReportRow> {
  const row = await db.service.findFirst({
    where: { AND: [{ id, status: 'closed' }, ownServiceWhere(caller)] },
    select: REPORT_SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /service/report/:id. */
export async function getVisitReport(prisma: TPrisma, caller: TCaller, id: number): Promise<TVisitReport> {
  return toVisitReport(await findReportRow(prisma, caller, id));
}

/** GET /service/pdf/:id: the report PDF stored at completion; a visit without one answers 404. */
export async function readVisitReportPdf(
  prisma: TPrisma,
  caller: TCaller,
  id: number,
  fileStore: TFileStore,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findReportRow(prisma, caller, id);
  const pdf = await readUpload(fileStore, row.reportUrl);
  if (!pdf) throw new AppError('NOT_FOUND');
  return { filename: reportFilename(row.serviceNo), pdf };
}

/** The stored report PDF: photos are thumbnails of at most 8 images of 2 MB each. */
const REPORT_MAX_BYTES = 40_000_000;

/**
 * The visit report of a completed visit, made once: the stored PDF when there is one, else rendered now (from the
 * photos and signature just uploaded, `fresh`, or as stored), stored as a private upload and named on the
 * service by a conditional update, so two makers at once (the completion after its commit, the mail worker sending
 * its mail) store one; the other's file goes. Slow work, run after the completion's transaction: never while the
 * parts' products and the day's totals are locked.
 */
export async function makeVisitReport(
  prisma: TPrisma,
  fileStore: TFileStore,
  id: number,
  fresh?: { photos: Map<string, Buffer>; signature: Buffer | null },
): Promise<Buffer> {
  const row = await prisma.service.findUniqueOrThrow({
    where: { id },
    select: { serviceNo: true, reportUrl: true, signatureUrl: true, photos: { select: { url: true } } },
  });
  const stored = await readUpload(fileStore, row.reportUrl);
  if (stored) return stored;
  const images = fresh ?? {
    photos: new Map(
      await Promise.all(
        row.photos.map(
          async (p) => [p.url, (await readUpload(fileStore, p.url)) ?? Buffer.alloc(0)] as const,
        ),
      ),
    ),
    signature: await readUpload(fileStore, row.signatureUrl),
  };
  const { pdf } = await renderVisitReportPdf(prisma, id, await readPdfBusiness(prisma, fileStore), images);
  let storedName: string | null = null;
  const named = await prisma
    .$transaction(async (tx) => {
      const upload = await storeUpload(
        tx,
        fileStore,
        'report',
        { filename: reportFilename(row.serviceNo), mimetype: 'application/pdf', data: pdf },
        { allowed: { pdf: 'application/pdf' }, maxBytes: REPORT_MAX_BYTES },
      );
      storedName = upload.storedName;
      const { count } = await tx.service.updateMany({
        where: { id, reportUrl: null },
        data: { reportUrl: upload.url },
      });
      // Another maker named its report first: this upload's row goes with the rollback, its file below.
      if (!count) throw new AppError('CONFLICT');
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT') return false;
      throw error;
    });
  if (!named && storedName) await fileStore.remove('uploads', storedName);
  return pdf;
}

export const reportFilename = (serviceNo: string) => pdfFileName('service-report', serviceNo);

/**
 * Renders the visit report of a closed service. `images` are the bytes of the photos by URL: JPEG and PNG are drawn as thumbnails, others (WebP, which pdfkit
 * cannot draw) are listed as attached; `signature` the PNG the customer drew.
 */
export async function renderVisitReportPdf(
  db: TDb,
  id: number,
  business: TPdfBusiness,
  images: { photos: Map<string, Buffer>; signature: Buffer | null },
): Promise<{ pdf: Buffer; language: string | null }> {
  const row = await db.service.findUniqueOrThrow({ where: { id }, select: REPORT_SELECT });
  const report = toVisitReport(row);
  const calendar = await readBusinessCalendar(db);
  const language = readerLanguage(row.customer?.language, business.systemLanguage);
  const time = (instant: string) => formatBusinessTime(instant, calendar);
  const money = (amount: string) => formatPdfMoney(amount, business.currencyCode);

  const { pdf, done, text, t } = createPdf({ size: 'A4', margin: 40 }, language);
  pdf.info.Title = `${t('visit.title')} ${row.serviceNo}`;
  pdf.info.Author = business.name;
  const width = text.width;
  const top = pdf.page.margins.top;
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  let y = top;
  const room = (height: number) => {
    if (y + height > bottom) {
      pdf.addPage();
      y = top;
    }
  };
  /** A paragraph across the page, from the reading side. */
  const line = (value: string, size: number, bold = false) => {
    y = text.write(value, { x: text.x(0, width), y, width }, { size, bold });
  };

  const headerBottom = drawBusinessHeader(text, business);
  const aside = (value: string, size = 10, bold = false) => {
    y = text.write(value, { x: text.x(width - 220, 220), y, width: 220, align: 'end' }, { size, bold });
  };
  aside(t('visit.title').toLocaleUpperCase(language), 18, true);
  y += 4;
  aside(t('visit.serviceNo', { number: row.serviceNo }));
  if (report.completed_date)
    aside(t('visit.date', { date: formatCalendarDate(report.completed_date, calendar.dateFormat) }));
  y = Math.max(headerBottom, y) + 20;

  const field = (label: TServerTextKey, value: string | null) => {
    if (!value) return;
    room(40);
    line(t(label), 10, true);
    line(value, 10);
    y += 8;
  };
  line(row.title, 13, true);
  y += 8;
  field(
    'visit.customer',
    row.customer ? [fullName(row.customer), row.customer.address].filter(Boolean).join('\n') : null,
  );
  field('visit.employee', row.assignedTo ? fullName(row.assignedTo) : null);
  if (report.started_at || report.finished_at)
    field(
      'visit.timeOnSite',
      [report.started_at, report.finished_at].map((m) => (m ? time(m) : '…')).join(' – '),
    );
  field('visit.workDone', report.work_done);
  field('visit.findings', report.findings);
  field('visit.remark', report.remark);

  if (report.parts.length) {
    room(60);
    line(t('visit.parts'), 11, true);
    y += 4;
    const columns: { width: number; align: 'start' | 'end' }[] = [
      { width: width - 300, align: 'start' },
      { width: 50, align: 'end' },
      { width: 80, align: 'start' },
      { width: 80, align: 'end' },
      { width: 90, align: 'end' },
    ];
    const partRow = (cells: string[], bold: boolean) => {
      const style = { size: 9, bold };
      room(20);
      let offset = 0;
      let lowest = y;
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        const box = {
          x: text.x(offset + 2, column.width - 4),
          y,
          width: column.width - 4,
          align: column.align,
        };
        lowest = Math.max(lowest, text.write(cell, box, style));
        offset += column.width;
      });
      y = lowest + 4;
    };
    partRow(
      [t('visit.product'), t('visit.quantity'), t('visit.billing'), t('visit.price'), t('visit.amount')],
      true,
    );
    for (const part of report.parts)
      partRow(
        [
          `${part.product.name} (${part.product.code})`,
          String(part.quantity),
          part.covered ? t('visit.covered') : t('visit.chargeable'),
          part.covered ? '' : money(part.unit_price),
          money(part.amount),
        ],
        false,
      );
    // The total's label spans the billing and price columns, so it never wraps.
    const labelBox = { x: text.x(width - 250, 160), y, width: 156, align: 'end' as const };
    const labelBottom = text.write(t('visit.total'), labelBox, { size: 9, bold: true });
    const amountBox = { x: text.x(width - 88, 86), y, width: 86, align: 'end' as const };
    y = Math.max(labelBottom, text.write(money(report.chargeable_total), amountBox, { size: 9, bold: true }));
    y += 12;
  }

  if (report.photos.length) {
    room(40);
    line(t('visit.photos'), 11, true);
    y += 4;
    const size = 160;
    let offset = 0;
    const unprintable: number[] = [];
    report.photos.forEach((photo, index) => {
      const data = images.photos.get(photo.url);
      if (!data || !(isPng(data) || isJpeg(data))) {
        unprintable.push(index + 1);
        return;
      }
      if (offset + size > width) {
        offset = 0;
        y += size + 8;
      }
      if (y + size > bottom) {
        pdf.addPage();
        offset = 0;
        y = top;
      }
      try {
        pdf.image(data, text.x(offset, size), y, { fit: [size, size] });
      } catch {
        // Bytes that pass the upload's sniffing but that pdfkit cannot decode: listed, not drawn.
        unprintable.push(index + 1);
        return;
      }
      offset += size + 8;
    });
    if (offset > 0) y += size + 8;
    for (const n of unprintable) line(t('visit.photoAttached', { n }), 9);
    y += 8;
  }

  if (report.signature) {
    room(120);
    line(t('visit.signature'), 11, true);
    if (images.signature && isPng(images.signature)) {
      try {
        pdf.image(images.signature, text.x(0, 220), y + 4, { fit: [220, 80] });
        y += 88;
      } catch {
        // A signature pdfkit cannot draw: its signer and time are still printed.
      }
    }
    line(
      t('visit.signedBy', { name: report.signature.signed_by, time: time(report.signature.signed_at) }),
      9,
    );
  }

  drawFooter(text, business);
  pdf.end();
  return { pdf: await done, language };
}
