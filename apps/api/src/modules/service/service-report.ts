import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TVisitReport } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/db-client';
import { AppError } from '../../lib/app-error';
import type { TCaller } from '../../lib/caller';
import {
  calendarDate,
  formatCalendarDate,
  formatBusinessTime,
  readBusinessCalendar,
} from '../../lib/calendar-date';
import { fullName } from '../../lib/person';
import {
  createPdf,
  drawBusinessHeader,
  formatPdfMoney,
  isJpeg,
  isPng,
  type TPdfBusiness,
} from '../../lib/pdf-document';
import { storedNameOf, uploadsDir } from '../../lib/uploads';
import { ownServiceWhere } from './service-shape';

/**
 * The visit report's labels by language. The embedded DejaVu Sans has no Devanagari, and pdfkit neither joins nor
 * orders Arabic right to left, so Hindi and Arabic print the English labels until fonts for every script come
 * (issue 14); every other language falls back to English too. The Hindi and Arabic texts are kept here so that
 * switching them on is one line (PDF_LANGUAGES).
 */
type TReportLabels = {
  [
    K in
      | 'title'
      | 'serviceNo'
      | 'date'
      | 'customer'
      | 'employee'
      | 'timeOnSite'
      | 'workDone'
      | 'findings'
      | 'remark'
      | 'parts'
      | 'product'
      | 'quantity'
      | 'covered'
      | 'chargeable'
      | 'price'
      | 'amount'
      | 'total'
      | 'photos'
      | 'signature'
  ]: string;
} & { photoAttached: (n: number) => string; signedBy: (name: string, at: string) => string };

const REPORT_LABELS: Record<'en' | 'hi' | 'ar', TReportLabels> = {
  en: {
    title: 'Service report',
    serviceNo: 'Service no',
    date: 'Date',
    customer: 'Customer',
    employee: 'Technician',
    timeOnSite: 'Time on site',
    workDone: 'Work done',
    findings: 'Findings',
    remark: 'Remark',
    parts: 'Parts used',
    product: 'Product',
    quantity: 'Qty',
    covered: 'Covered',
    chargeable: 'Chargeable',
    price: 'Price',
    amount: 'Amount',
    total: 'Total chargeable',
    photos: 'Photos',
    photoAttached: (n: number) => `Photo ${n} attached (not printable here)`,
    signature: 'Customer signature',
    signedBy: (name: string, at: string) => `Signed by ${name} at ${at}`,
  },
  hi: {
    title: 'सेवा रिपोर्ट',
    serviceNo: 'सेवा संख्या',
    date: 'तारीख',
    customer: 'ग्राहक',
    employee: 'तकनीशियन',
    timeOnSite: 'साइट पर समय',
    workDone: 'किया गया काम',
    findings: 'निष्कर्ष',
    remark: 'टिप्पणी',
    parts: 'उपयोग किए गए पुर्ज़े',
    product: 'उत्पाद',
    quantity: 'मात्रा',
    covered: 'अनुबंध में शामिल',
    chargeable: 'शुल्क योग्य',
    price: 'मूल्य',
    amount: 'राशि',
    total: 'कुल शुल्क',
    photos: 'फ़ोटो',
    photoAttached: (n: number) => `फ़ोटो ${n} संलग्न`,
    signature: 'ग्राहक के हस्ताक्षर',
    signedBy: (name: string, at: string) => `${name} द्वारा ${at} पर हस्ताक्षरित`,
  },
  ar: {
    title: 'تقرير الخدمة',
    serviceNo: 'رقم الخدمة',
    date: 'التاريخ',
    customer: 'العميل',
    employee: 'الفني',
    timeOnSite: 'الوقت في الموقع',
    workDone: 'العمل المنجز',
    findings: 'الملاحظات',
    remark: 'ملاحظة',
    parts: 'القطع المستخدمة',
    product: 'المنتج',
    quantity: 'الكمية',
    covered: 'مشمول بالعقد',
    chargeable: 'بمقابل',
    price: 'السعر',
    amount: 'المبلغ',
    total: 'إجمالي المستحق',
    photos: 'الصور',
    photoAttached: (n: number) => `الصورة ${n} مرفقة`,
    signature: 'توقيع العميل',
    signedBy: (name: string, at: string) => `وقّعه ${name} في ${at}`,
  },
};

/** The languages the embedded font prints correctly (see REPORT_LABELS). */
const PDF_LANGUAGES: readonly string[] = ['en'];

export function reportLabels(language: string | null | undefined): TReportLabels {
  const code = language && PDF_LANGUAGES.includes(language) ? language : 'en';
  return REPORT_LABELS[code as keyof typeof REPORT_LABELS] ?? REPORT_LABELS.en;
}

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
  dataDir: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findReportRow(prisma, caller, id);
  const stored = storedNameOf(row.reportUrl);
  if (!stored || !/^[\w.-]+$/.test(stored)) throw new AppError('NOT_FOUND');
  const pdf = await readFile(join(uploadsDir(dataDir), stored)).catch(() => null);
  if (!pdf) throw new AppError('NOT_FOUND');
  return { filename: reportFilename(row.serviceNo), pdf };
}

export const reportFilename = (serviceNo: string) =>
  `service-report-${serviceNo.replace(/[^\w.-]+/g, '-')}.pdf`;

/**
 * Renders the visit report of a closed service read in the completing transaction. `images` are the bytes of the
 * photos by URL (as they were just uploaded): JPEG and PNG are drawn as thumbnails, others (WebP, which pdfkit
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
  const settings = await db.setting.findUniqueOrThrow({ where: { id: 1 }, select: { systemLanguage: true } });
  const language = row.customer?.language ?? settings.systemLanguage;
  const t = reportLabels(language);
  const time = (instant: string) => formatBusinessTime(instant, calendar);
  const money = (amount: string) => formatPdfMoney(amount, business.currencyCode);

  const { pdf, done } = createPdf({
    size: 'A4',
    margin: 40,
    info: { Title: `${t.title} ${row.serviceNo}`, Author: business.name },
  });
  const left = pdf.page.margins.left;
  const right = pdf.page.width - pdf.page.margins.right;
  const width = right - left;
  const top = pdf.page.margins.top;
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  const room = (height: number) => {
    if (pdf.y + height > bottom) pdf.addPage();
  };

  const headerBottom = drawBusinessHeader(pdf, business);
  pdf
    .font('bold')
    .fontSize(18)
    .text(t.title.toUpperCase(), right - 220, top, { width: 220, align: 'right' });
  pdf.font('regular').fontSize(10);
  pdf.text(`${t.serviceNo}: ${row.serviceNo}`, right - 220, pdf.y + 4, { width: 220, align: 'right' });
  if (report.completed_date)
    pdf.text(`${t.date}: ${formatCalendarDate(report.completed_date, calendar.dateFormat)}`, {
      width: 220,
      align: 'right',
    });
  pdf.y = Math.max(headerBottom, pdf.y) + 20;

  const field = (label: string, value: string | null) => {
    if (!value) return;
    room(40);
    pdf.font('bold').fontSize(10).text(label, left, pdf.y, { width });
    pdf.font('regular').fontSize(10).text(value, left, pdf.y, { width });
    pdf.moveDown(0.6);
  };
  pdf.font('bold').fontSize(13).text(row.title, left, pdf.y, { width });
  pdf.moveDown(0.6);
  field(
    t.customer,
    row.customer ? [fullName(row.customer), row.customer.address].filter(Boolean).join('\n') : null,
  );
  field(t.employee, row.assignedTo ? fullName(row.assignedTo) : null);
  if (report.started_at || report.finished_at)
    field(t.timeOnSite, [report.started_at, report.finished_at].map((m) => (m ? time(m) : '…')).join(' – '));
  field(t.workDone, report.work_done);
  field(t.findings, report.findings);
  field(t.remark, report.remark);

  if (report.parts.length) {
    room(60);
    pdf.font('bold').fontSize(11).text(t.parts, left, pdf.y, { width });
    pdf.moveDown(0.3);
    const columns = [
      { label: t.product, width: width - 300, align: 'left' as const },
      { label: t.quantity, width: 50, align: 'right' as const },
      { label: '', width: 80, align: 'left' as const },
      { label: t.price, width: 80, align: 'right' as const },
      { label: t.amount, width: 90, align: 'right' as const },
    ];
    const row5 = (cells: string[], font: 'regular' | 'bold') => {
      room(20);
      const y = pdf.y;
      let x = left;
      let lowest = y;
      pdf.font(font).fontSize(9);
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        pdf.text(cell, x + 2, y, { width: column.width - 4, align: column.align });
        lowest = Math.max(lowest, pdf.y);
        x += column.width;
      });
      pdf.y = lowest + 4;
    };
    row5(
      columns.map((c) => c.label),
      'bold',
    );
    for (const part of report.parts)
      row5(
        [
          `${part.product.name} (${part.product.code})`,
          String(part.quantity),
          part.covered ? t.covered : t.chargeable,
          part.covered ? '' : money(part.unit_price),
          money(part.amount),
        ],
        'regular',
      );
    row5(['', '', '', t.total, money(report.chargeable_total)], 'bold');
    pdf.moveDown(0.6);
  }

  if (report.photos.length) {
    room(40);
    pdf.font('bold').fontSize(11).text(t.photos, left, pdf.y, { width });
    pdf.moveDown(0.3);
    const size = 160;
    let x = left;
    let y = pdf.y;
    const unprintable: number[] = [];
    report.photos.forEach((photo, index) => {
      const data = images.photos.get(photo.url);
      if (!data || !(isPng(data) || isJpeg(data))) {
        unprintable.push(index + 1);
        return;
      }
      if (x + size > right) {
        x = left;
        y += size + 8;
      }
      if (y + size > bottom) {
        pdf.addPage();
        x = left;
        y = top;
      }
      try {
        pdf.image(data, x, y, { fit: [size, size] });
      } catch {
        // Bytes that pass the upload's sniffing but that pdfkit cannot decode: listed, not drawn.
        unprintable.push(index + 1);
        return;
      }
      x += size + 8;
    });
    pdf.y = x === left ? y : y + size + 8;
    pdf.font('regular').fontSize(9);
    for (const n of unprintable) pdf.text(t.photoAttached(n), left, pdf.y, { width });
    pdf.moveDown(0.6);
  }

  if (report.signature) {
    room(120);
    pdf.font('bold').fontSize(11).text(t.signature, left, pdf.y, { width });
    if (images.signature && isPng(images.signature)) {
      const y = pdf.y + 4;
      try {
        pdf.image(images.signature, left, y, { fit: [220, 80] });
        pdf.y = y + 84;
      } catch {
        pdf.y = y;
      }
    }
    pdf
      .font('regular')
      .fontSize(9)
      .text(t.signedBy(report.signature.signed_by, time(report.signature.signed_at)), left, pdf.y, { width });
  }

  if (business.footerText) {
    pdf.font('regular').fontSize(8).fillColor('#666666');
    pdf.text(business.footerText, left, bottom - 12, { width, align: 'center', lineBreak: false });
  }
  pdf.end();
  return { pdf: await done, language };
}
