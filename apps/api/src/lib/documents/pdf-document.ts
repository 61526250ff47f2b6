import PDFDocument from 'pdfkit';
import { taxSummaryOf, type TDocumentLine, type TDocumentTotals, type TLanguageCode } from '@amc/contracts';
import { readerLanguage, serverTexts, type TServerTextKey } from '../kernel/i18n/server-texts';
import type { TDb } from '../kernel/db-client';
import { formatCalendarDate } from '../kernel/calendar-date';
import { PdfText } from './pdf-text';
import type { TFileStore } from '../kernel/file-store';
import { readUpload } from '../kernel/uploads';

/*
 * The one printed layout of quotations, invoices and purchase orders, in the language of the party it is for.
 * Text goes through PdfText (lib/documents/pdf-text.ts): fonts for every script, right to left where the language is.
 */

/** What the settings say about the business, as a document prints it. */
export type TPdfBusiness = {
  name: string;
  address: string;
  officeNumber: string;
  taxNumber: string;
  currencyCode: string;
  dateFormat: string;
  footerText: string;
  /** The business's own language (settings), for a reader who chose none. */
  systemLanguage: string | null;
  /** PNG or JPEG bytes of the settings' logo; another format is left out (pdfkit draws only those two). */
  logo: Buffer | null;
};

export type TPdfDocument = {
  title: Extract<
    TServerTextKey,
    | 'document.quotation'
    | 'document.invoice'
    | 'document.purchaseOrder'
    | 'document.creditNote'
    | 'document.purchaseReturn'
  >;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  customer: {
    name: string;
    email: string;
    address: string | null;
    location?: string | null;
    taxNumber?: string | null;
  };
  /** The heading over the customer block: "Bill to" unless told (a purchase order names its supplier). */
  partyLabel?: TServerTextKey;
  billingAddress?: string;
  /**
   * Where the business is billed, printed under its own "Bill to" heading beside the party (a purchase order's:
   * the party block keeps the supplier's own address).
   */
  billTo?: string;
  status: TServerTextKey;
  lines: TDocumentLine[];
  totals: TDocumentTotals;
  /** A bill's payment terms: printed under its date. */
  dueDate?: string | null;
  /**
   * The document it takes back from (a credit note's invoice, unless `label` says: a return's purchase order),
   * printed under its date.
   */
  against?: { label?: TServerTextKey; number: string; date: string };
  /** A contract bill's period: its line (which has no product) is printed as the contract and the period. */
  contract?: { number: string; from: string; to: string } | null;
  /** Rows printed under the totals (a sale's paid and due amounts). */
  extraTotals?: { label: TServerTextKey; amount: string }[];
  /** A bill's UPI payment QR code (a PNG) for what is due, printed beside the totals. */
  payment?: { qr: Buffer; amount: string } | null;
  note: string | null;
  /** The heading over the note: "Note" unless told (a credit note's reason). */
  noteLabel?: TServerTextKey;
};

/** A document's party (a customer, a supplier) as the printed block takes it; `email` the line under its name. */
export const printedParty = (
  party: { full_name: string; address: string | null; location: string | null; tax_number: string | null },
  email: string,
): TPdfDocument['customer'] => ({
  name: party.full_name,
  email,
  address: party.address,
  location: party.location,
  taxNumber: party.tax_number,
});

export const isPng = (data: Buffer) =>
  data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
export const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/** The settings a document prints, with the logo read from the uploads when it is a PNG or a JPEG. */
export async function readPdfBusiness(db: TDb, fileStore: TFileStore): Promise<TPdfBusiness> {
  const settings = await db.setting.findUniqueOrThrow({ where: { id: 1 } });
  const data = await readUpload(fileStore, settings.logo);
  const logo = data && (isPng(data) || isJpeg(data)) ? data : null;
  return {
    name: settings.businessName,
    address: settings.address,
    officeNumber: settings.officeNumber,
    taxNumber: settings.taxNumber,
    currencyCode: settings.currencyCode,
    dateFormat: settings.dateFormat,
    footerText: settings.footerText,
    systemLanguage: settings.systemLanguage,
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

/** "18.00" as "18%", "12.50" as "12.5%" (only a fraction's trailing zeros go). */
const percent = (value: string) => `${value.includes('.') ? value.replace(/\.?0+$/, '') : value}%`;

/**
 * The language a document is printed in for the user it is for (a customer, a supplier): theirs, else the
 * business's, else English.
 */
export async function documentLanguage(
  db: TDb,
  business: TPdfBusiness,
  readerId: number | null | undefined,
): Promise<TLanguageCode> {
  const reader = readerId
    ? await db.user.findUnique({ where: { id: readerId }, select: { language: true } })
    : null;
  return readerLanguage(reader?.language, business.systemLanguage);
}

/**
 * A new PDF in a language, and the promise of its bytes once `pdf.end()` is called; `text` writes in it (every
 * script, right to left where the language is) and `t` gives its printed labels. Every PDF the server makes
 * starts here.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions, language: TLanguageCode) {
  const pdf = new PDFDocument({ ...options, lang: language });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done, text: new PdfText(pdf, language), t: serverTexts(language) };
}

/**
 * The business block every PDF starts with at the top, on the reading side: the logo (when PNG or JPEG), the
 * name, the address, the office number and the tax registration number. Answers where it ends (y), so the caller places what follows under it.
 */
export function drawBusinessHeader(text: PdfText, business: TPdfBusiness): number {
  const top = text.pdf.page.margins.top;
  let offset = 0;
  if (business.logo) {
    text.pdf.image(business.logo, text.x(0, 120), top, {
      fit: [120, 60],
      align: text.rtl ? 'right' : undefined,
    });
    offset = 132;
  }
  const box = (y: number) => ({ x: text.x(offset, 260), y, width: 260 });
  let y = text.write(business.name, box(top), { size: 16, bold: true });
  if (business.address) y = text.write(business.address, box(y), { size: 9 });
  if (business.officeNumber) y = text.write(business.officeNumber, box(y), { size: 9 });
  if (business.taxNumber) {
    const label = serverTexts(readerLanguage(text.language))('document.taxNumber', {
      number: business.taxNumber,
    });
    y = text.write(label, box(y), { size: 9 });
  }
  return Math.max(y, business.logo ? top + 60 : top);
}

/** The document's footer line (the settings' footer text), centred at the bottom of the page. */
export function drawFooter(text: PdfText, business: TPdfBusiness) {
  if (!business.footerText) return;
  const { pdf } = text;
  const y = pdf.page.height - pdf.page.margins.bottom - 12;
  text.write(
    business.footerText,
    { x: text.x(0, text.width), y, width: text.width, align: 'center' },
    {
      size: 8,
      color: '#666666',
    },
  );
}

/**
 * A document for one party (a customer's quotation or bill, a supplier's order): the business read, the PDF in the
 * party's language. Answers the business too, for the mail that sends it.
 */
export async function renderPartyPdf(db: TDb, fileStore: TFileStore, partyId: number, doc: TPdfDocument) {
  const business = await readPdfBusiness(db, fileStore);
  const pdf = await renderDocumentPdf(doc, business, await documentLanguage(db, business, partyId));
  return { business, pdf };
}

/** Renders the document to PDF bytes, in `language`. */
export function renderDocumentPdf(
  doc: TPdfDocument,
  business: TPdfBusiness,
  language: TLanguageCode,
): Promise<Buffer> {
  const { pdf, done, text, t } = createPdf(
    { size: 'A4', margin: 40, info: { Author: business.name } },
    language,
  );
  pdf.info.Title = `${t(doc.title)} ${doc.number}`;
  const money = (amount: string) => formatPdfMoney(amount, business.currencyCode);
  const day = (date: string) => formatCalendarDate(date, business.dateFormat);
  // A line with no product is a contract bill's period: said in the reader's language when the period is known.
  const lineText = (description: string | null) =>
    doc.contract
      ? t('document.contractPeriod', {
          number: doc.contract.number,
          from: day(doc.contract.from),
          to: day(doc.contract.to),
        })
      : (description ?? '');
  const width = text.width;
  const top = pdf.page.margins.top;
  const bottom = pdf.page.height - pdf.page.margins.bottom;

  // Header: logo and business on the reading side, the document's title and number on the other.
  const businessBottom = drawBusinessHeader(text, business);
  const aside = (y: number, value: string, size = 10, bold = false) =>
    text.write(value, { x: text.x(width - 200, 200), y, width: 200, align: 'end' }, { size, bold });
  let y = aside(top, t(doc.title).toLocaleUpperCase(language), 20, true) + 4;
  y = aside(y, t('document.number', { number: doc.number }));
  y = aside(y, t('document.date', { date: day(doc.date) }));
  if (doc.dueDate) y = aside(y, t('document.dueDate', { date: day(doc.dueDate) }));
  if (doc.against)
    y = aside(
      y,
      t(doc.against.label ?? 'document.againstInvoice', {
        number: doc.against.number,
        date: day(doc.against.date),
      }),
    );
  y = aside(y, t('document.status', { status: t(doc.status) }));
  y = aside(y, t('document.currency', { currency: business.currencyCode }));
  y = Math.max(businessBottom, y, top + 60) + 20;

  // The customer and, for a sale, the billing address.
  const block = (value: string, bold = false) => {
    y = text.write(value, { x: text.x(0, 300), y, width: 300 }, { size: 10, bold });
  };
  block(t(doc.partyLabel ?? 'document.billTo'), true);
  block(doc.customer.name);
  if (doc.customer.email) block(doc.customer.email);
  const address = doc.billingAddress ?? doc.customer.address;
  if (address) block(address);
  if (doc.customer.location) block(doc.customer.location);
  if (doc.customer.taxNumber) block(t('document.taxNumber', { number: doc.customer.taxNumber }));
  if (doc.billTo) {
    y += 8;
    block(t('document.billTo'), true);
    block(doc.billTo);
  }
  y += 16;

  // The lines: columns from the reading side, figures aligned to their far edge. The item codes for tax (HSN/SAC)
  // get their column when a line has one; the tax column holds a split tax's parts, each on its own line.
  const withCodes = doc.lines.some((line) => line.product?.hsn_code);
  const columns: { label: TServerTextKey; width: number; align: 'start' | 'end' }[] = [
    { label: 'document.column.number', width: 22, align: 'start' },
    { label: 'document.column.product', width: withCodes ? 118 : 165, align: 'start' },
    ...(withCodes ? [{ label: 'document.column.hsn' as const, width: 47, align: 'start' as const }] : []),
    { label: 'document.column.quantity', width: 32, align: 'end' },
    { label: 'document.column.price', width: 70, align: 'end' },
    { label: 'document.column.discount', width: 66, align: 'end' },
    { label: 'document.column.tax', width: 92, align: 'end' },
    { label: 'document.column.total', width: width - 447, align: 'end' },
  ];
  const row = (cells: string[], bold: boolean) => {
    const style = { size: 9, bold };
    const height = Math.max(...cells.map((cell, i) => text.heightOf(cell, columns[i]!.width - 6, style)));
    if (y + height > bottom - 20) {
      pdf.addPage();
      y = top;
    }
    let offset = 0;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      text.write(
        cell,
        { x: text.x(offset + 3, column.width - 6), y, width: column.width - 6, align: column.align },
        style,
      );
      offset += column.width;
    });
    y += height + 6;
    pdf
      .moveTo(text.x(0, width), y - 3)
      .lineTo(text.x(0, width) + width, y - 3)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };
  row(
    columns.map((c) => t(c.label)),
    true,
  );
  const taxCell = (line: TDocumentLine) => {
    if (line.tax_parts.length)
      return [
        money(line.tax_amount),
        ...line.tax_parts.map((part) => `${part.name} ${percent(part.percent)}: ${money(part.amount)}`),
      ].join('\n');
    if (line.tax) return `${money(line.tax_amount)}\n${line.tax.name}`;
    return Number(line.tax_percent) > 0 ? money(line.tax_amount) : '-';
  };
  doc.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        line.product ? `${line.product.name} (${line.product.code})` : lineText(line.description),
        ...(withCodes ? [line.product?.hsn_code ?? ''] : []),
        String(line.quantity),
        money(line.price),
        Number(line.discount_percent) > 0
          ? `${money(line.discount)}\n${percent(line.discount_percent)}`
          : '-',
        taxCell(line),
        money(line.total),
      ],
      false,
    ),
  );

  // The totals, under the lines on the far side; a bill's payment QR code beside them on the reading side.
  y += 8;
  if (doc.payment && y > bottom - 130) {
    pdf.addPage();
    y = top;
  }
  const totalsTop = y;
  // The tax by component (CGST 9%, SGST 9%), and as one figure for the lines whose tax has none.
  const taxes = taxSummaryOf(doc.lines);
  const totals: { label: string; amount: string; bold?: boolean }[] = [
    { label: t('document.grossTotal'), amount: doc.totals.gross_total },
    { label: t('document.discount'), amount: `-${doc.totals.discount_total}` },
    ...taxes.parts.map((part) => ({ label: `${part.name} ${percent(part.percent)}`, amount: part.amount })),
    ...(taxes.parts.length && Number(taxes.rest) === 0
      ? []
      : [{ label: t('document.tax'), amount: taxes.parts.length ? taxes.rest : doc.totals.tax_total }]),
    { label: t('document.total'), amount: doc.totals.total, bold: true },
    ...(doc.extraTotals ?? []).map((extra) => ({ label: t(extra.label), amount: extra.amount })),
  ];
  for (const line of totals) {
    if (y > bottom - 30) {
      pdf.addPage();
      y = top;
    }
    const style = { size: line.bold ? 11 : 10, bold: line.bold };
    const labelBottom = text.write(
      line.label,
      { x: text.x(width - 260, 120), y, width: 120, align: 'end' },
      style,
    );
    const amount = money(line.amount === '-0.00' ? '0.00' : line.amount);
    const amountBottom = text.write(
      amount,
      { x: text.x(width - 140, 140), y, width: 140, align: 'end' },
      style,
    );
    y = Math.max(labelBottom, amountBottom) + 4;
  }
  if (doc.payment) {
    const size = 96;
    pdf.image(doc.payment.qr, text.x(0, size), totalsTop, { width: size, height: size });
    const caption = t('document.payByUpi', { amount: money(doc.payment.amount) });
    const below = text.write(
      caption,
      { x: text.x(0, 200), y: totalsTop + size + 4, width: 200 },
      { size: 9 },
    );
    y = Math.max(y, below);
  }

  if (doc.note) {
    y += 12;
    y = text.write(
      t(doc.noteLabel ?? 'document.note'),
      { x: text.x(0, width), y, width },
      { size: 10, bold: true },
    );
    text.write(doc.note, { x: text.x(0, width), y, width }, { size: 9 });
  }
  drawFooter(text, business);
  pdf.end();
  return done;
}
