import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { TDocumentLine, TDocumentTotals } from '@amc/contracts';
import type { TDb } from './db-client';
import { formatCalendarDate } from './calendar-date';
import { storedNameOf, uploadsDir } from './uploads';

/**
 * The one printed layout of quotations, invoices and purchase orders. pdfkit's built-in Helvetica has no rupee sign (₹) nor most
 * other currency signs, so DejaVu Sans (from the dejavu-fonts-ttf package, subset into each file) is embedded.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };

/** What the settings say about the business, as a document prints it. */
export type TPdfBusiness = {
  name: string;
  address: string;
  officeNumber: string;
  currencyCode: string;
  dateFormat: string;
  footerText: string;
  /** PNG or JPEG bytes of the settings' logo; another format is left out (pdfkit draws only those two). */
  logo: Buffer | null;
};

export type TPdfDocument = {
  /** "Quotation" or "Invoice". */
  title: string;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  customer: { name: string; email: string; address: string | null };
  /** The heading over the customer block: "Bill to" unless told (a purchase order names its supplier). */
  partyLabel?: string;
  billingAddress?: string;
  status: string;
  lines: TDocumentLine[];
  totals: TDocumentTotals;
  /** Rows printed under the totals (a sale's paid and due amounts). */
  extraTotals?: { label: string; amount: string }[];
  note: string | null;
};

export const isPng = (data: Buffer) =>
  data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
export const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/** The settings a document prints, with the logo read from the uploads folder when it is a PNG or a JPEG. */
export async function readPdfBusiness(db: TDb, dataDir: string): Promise<TPdfBusiness> {
  const settings = await db.setting.findUniqueOrThrow({ where: { id: 1 } });
  let logo: Buffer | null = null;
  const stored = storedNameOf(settings.logo);
  if (stored && /^[\w.-]+$/.test(stored)) {
    const data = await readFile(join(uploadsDir(dataDir), stored)).catch(() => null);
    if (data && (isPng(data) || isJpeg(data))) logo = data;
  }
  return {
    name: settings.businessName,
    address: settings.address,
    officeNumber: settings.officeNumber,
    currencyCode: settings.currencyCode,
    dateFormat: settings.dateFormat,
    footerText: settings.footerText,
    logo,
  };
}

/**
 * A decimal string ("1234567.5") as money of the currency ("₹1,234,567.50"), grouped from the string itself so no
 * figure passes through a float; a code Intl does not know is printed in front ("ABC 1,234.50").
 */
export function formatPdfMoney(amount: string, currencyCode: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const figure = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  let symbol = `${currencyCode} `;
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).formatToParts(
      0,
    );
    symbol = parts.find((p) => p.type === 'currency')?.value ?? symbol;
  } catch {
    // An unknown code: printed as it is.
  }
  return `${negative ? '-' : ''}${symbol}${figure}`;
}

const percent = (value: string) => `${value.replace(/\.?0+$/, '')}%`;

/**
 * A new PDF with the embedded fonts registered as 'regular' and 'bold', and the promise of its bytes once
 * `pdf.end()` is called: every PDF the server makes starts here, so all of them print the same signs.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): {
  pdf: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  return { pdf, done };
}

/**
 * The business block every PDF starts with at the top left: the logo (when PNG or JPEG), the name, the address
 * and the office number. Answers where it ends (y), so the caller places what follows under it.
 */
export function drawBusinessHeader(pdf: PDFKit.PDFDocument, business: TPdfBusiness): number {
  const left = pdf.page.margins.left;
  const y = pdf.page.margins.top;
  let textLeft = left;
  if (business.logo) {
    pdf.image(business.logo, left, y, { fit: [120, 60] });
    textLeft = left + 132;
  }
  pdf.font('bold').fontSize(16).text(business.name, textLeft, y, { width: 260 });
  pdf.font('regular').fontSize(9);
  if (business.address) pdf.text(business.address, { width: 260 });
  if (business.officeNumber) pdf.text(business.officeNumber, { width: 260 });
  return Math.max(pdf.y, business.logo ? y + 60 : y);
}

/** Renders the document to PDF bytes. */
export function renderDocumentPdf(doc: TPdfDocument, business: TPdfBusiness): Promise<Buffer> {
  const { pdf, done } = createPdf({
    size: 'A4',
    margin: 40,
    info: { Title: `${doc.title} ${doc.number}`, Author: business.name },
  });
  const money = (amount: string) => formatPdfMoney(amount, business.currencyCode);
  const left = pdf.page.margins.left;
  const right = pdf.page.width - pdf.page.margins.right;
  const width = right - left;

  // Header: logo and business on the left, the document's title and number on the right.
  let y = pdf.page.margins.top;
  const businessBottom = drawBusinessHeader(pdf, business);
  pdf
    .font('bold')
    .fontSize(20)
    .text(doc.title.toUpperCase(), right - 200, y, { width: 200, align: 'right' });
  pdf.font('regular').fontSize(10);
  pdf.text(`No: ${doc.number}`, right - 200, pdf.y + 4, { width: 200, align: 'right' });
  pdf.text(`Date: ${formatCalendarDate(doc.date, business.dateFormat)}`, { width: 200, align: 'right' });
  pdf.text(`Status: ${doc.status}`, { width: 200, align: 'right' });
  pdf.text(`Currency: ${business.currencyCode}`, { width: 200, align: 'right' });
  y = Math.max(businessBottom, pdf.y, y + 60) + 20;

  // The customer and, for a sale, the billing address.
  pdf
    .font('bold')
    .fontSize(10)
    .text(doc.partyLabel ?? 'Bill to', left, y);
  pdf.font('regular').text(doc.customer.name);
  if (doc.customer.email) pdf.text(doc.customer.email);
  const address = doc.billingAddress ?? doc.customer.address;
  if (address) pdf.text(address, { width: 300 });
  y = pdf.y + 16;

  // The lines.
  const columns = [
    { label: '#', width: 22, align: 'left' as const },
    { label: 'Product', width: 165, align: 'left' as const },
    { label: 'Qty', width: 35, align: 'right' as const },
    { label: 'Price', width: 75, align: 'right' as const },
    { label: 'Discount', width: 70, align: 'right' as const },
    { label: 'Tax', width: 75, align: 'right' as const },
    { label: 'Total', width: width - 442, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(9);
    const height = Math.max(
      ...cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i]!.width - 6 })),
    );
    if (y + height > pdf.page.height - pdf.page.margins.bottom - 20) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    let x = left;
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 3, y, { width: columns[i]!.width - 6, align: columns[i]!.align });
      x += columns[i]!.width;
    });
    y += height + 6;
    pdf
      .moveTo(left, y - 3)
      .lineTo(right, y - 3)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };
  row(
    columns.map((c) => c.label),
    'bold',
  );
  doc.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        `${line.product.name} (${line.product.code})`,
        String(line.quantity),
        money(line.price),
        Number(line.discount_percent) > 0
          ? `${money(line.discount)}\n${percent(line.discount_percent)}`
          : '-',
        line.tax
          ? `${money(line.tax_amount)}\n${line.tax.name}`
          : Number(line.tax_percent) > 0
            ? money(line.tax_amount)
            : '-',
        money(line.total),
      ],
      'regular',
    ),
  );

  // The totals, right-aligned under the lines.
  y += 8;
  const totals: { label: string; amount: string; bold?: boolean }[] = [
    { label: 'Gross total', amount: doc.totals.gross_total },
    { label: 'Discount', amount: `-${doc.totals.discount_total}` },
    { label: 'Tax', amount: doc.totals.tax_total },
    { label: 'Total', amount: doc.totals.total, bold: true },
    ...(doc.extraTotals ?? []),
  ];
  for (const line of totals) {
    if (y > pdf.page.height - pdf.page.margins.bottom - 30) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    pdf.font(line.bold ? 'bold' : 'regular').fontSize(line.bold ? 11 : 10);
    pdf.text(line.label, right - 260, y, { width: 120, align: 'right' });
    pdf.text(money(line.amount === '-0.00' ? '0.00' : line.amount), right - 140, y, {
      width: 140,
      align: 'right',
    });
    y = pdf.y + 4;
  }

  if (doc.note) {
    pdf
      .font('bold')
      .fontSize(10)
      .text('Note', left, y + 12);
    pdf.font('regular').fontSize(9).text(doc.note, { width });
  }
  if (business.footerText) {
    pdf.font('regular').fontSize(8).fillColor('#666666');
    pdf.text(business.footerText, left, pdf.page.height - pdf.page.margins.bottom - 12, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
  pdf.end();
  return done;
}
