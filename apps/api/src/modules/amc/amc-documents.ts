import {
  addDays,
  termFollowingDay,
  type TAmcDetail,
  type TAmcTermStatus,
  type TBillingCycle,
  type TBillingPeriodState,
  type TLanguageCode,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { formatCalendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { readerLanguage, type TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import {
  createPdf,
  drawBusinessHeader,
  drawFooter,
  formatPdfMoney,
  readPdfBusiness,
  type TPdfBusiness,
} from '../../lib/documents/pdf-document';
import type { TTextAlign } from '../../lib/documents/pdf-text';
import { fullName, PERSON_FIELDS } from '../../lib/kernel/person';
import { getAmcDetail } from './amc-shape';
import type { TFileStore } from '../../lib/kernel/file-store';

const TERM_STATES: Record<TAmcTermStatus, TServerTextKey> = {
  upcoming: 'document.contract.state.upcoming',
  active: 'document.contract.state.active',
  expiring: 'document.contract.state.expiring',
  expired: 'document.contract.state.expired',
  renewed: 'document.contract.state.renewed',
  cancelled: 'document.contract.state.cancelled',
};

const CYCLES: Record<TBillingCycle, TServerTextKey> = {
  none: 'document.contract.cycle.none',
  upfront: 'document.contract.cycle.upfront',
  monthly: 'document.contract.cycle.monthly',
  quarterly: 'document.contract.cycle.quarterly',
  half_yearly: 'document.contract.cycle.half_yearly',
  yearly: 'document.contract.cycle.yearly',
};

const PERIOD_STATES: Record<TBillingPeriodState, TServerTextKey> = {
  upcoming: 'document.contract.periodState.upcoming',
  billed: 'document.contract.periodState.billed',
  paid: 'document.contract.periodState.paid',
  overdue: 'document.contract.periodState.overdue',
  removed: 'document.contract.periodState.removed',
  credited: 'document.contract.periodState.credited',
};

/** What the document prints of the contract's customer, and the language it is printed in. */
const CUSTOMER_SELECT = {
  ...PERSON_FIELDS,
  email: true,
  gst: true,
  language: true,
  mobile: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  pincode: true,
} as const;

type TContractCustomer = {
  name: string;
  email: string;
  address: string[];
  phone: string;
  gst: string | null;
};

/**
 * GET /amc/pdf/:id: the contract's document, for one within the caller's rows (another's id answers 404). It is
 * the customer's, so it is printed in the customer's language (else the business's), whoever downloads it.
 */
export async function renderAmcPdf(prisma: TPrisma, fileStore: TFileStore, caller: TCaller, id: number) {
  const amc = await getAmcDetail(prisma, caller, id);
  const business = await readPdfBusiness(prisma, fileStore);
  const { today } = await readBusinessCalendar(prisma);
  const row = await prisma.user.findUniqueOrThrow({
    where: { id: amc.customer.id },
    select: CUSTOMER_SELECT,
  });
  const customer: TContractCustomer = {
    name: fullName(row),
    email: row.email,
    address: [row.address, [row.city, row.state, row.pincode].filter(Boolean).join(', ')].filter(
      (line): line is string => !!line,
    ),
    phone: [...new Set([row.mobile, row.phone].filter(Boolean))].join(', '),
    gst: row.gst,
  };
  const language = readerLanguage(row.language, business.systemLanguage);
  const pdf = await drawContract(amc, customer, business, language, today);
  return { amc, filename: `contract-${amc.amc_no}.pdf`, pdf };
}

type TColumn = { label: string; share: number; align?: TTextAlign };

/**
 * The contract on A4 (docs/PRODUCT.md 3.3): the business's header, the title, the customer beside the term and
 * its plan, the products, then the equipment, the visits and the billing periods as tables, and the contract's
 * detail. A right-to-left language mirrors it (PdfText).
 */
function drawContract(
  amc: TAmcDetail,
  customer: TContractCustomer,
  business: TPdfBusiness,
  language: TLanguageCode,
  today: string,
): Promise<Buffer> {
  const { pdf, done, text, t } = createPdf({ size: 'A4', margin: 40 }, language);
  const title = t('document.contract.title');
  Object.assign(pdf.info, { Title: `${title} ${amc.amc_no}`, Author: business.name });
  const day = (date: string) => formatCalendarDate(date, business.dateFormat);
  const money = (amount: string) => formatPdfMoney(amount, business.currencyCode);
  const dates = (from: string, to: string) => t('document.contract.dates', { from: day(from), to: day(to) });
  const width = text.width;
  const top = pdf.page.margins.top;
  // Room is kept at the foot for the footer line.
  const bottom = pdf.page.height - pdf.page.margins.bottom - 20;
  let y = top;
  /** A new page when `height` no longer fits on this one; answers whether it turned. */
  const room = (height: number) => {
    if (y + height <= bottom) return false;
    pdf.addPage();
    y = top;
    return true;
  };
  const rule = (at: number, color = '#cccccc') =>
    pdf
      .moveTo(text.x(0, width), at)
      .lineTo(text.x(0, width) + width, at)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();

  // The business on the reading side, the contract's number and the day it was printed on the other.
  const businessBottom = drawBusinessHeader(text, business);
  for (const line of [
    t('document.number', { number: amc.amc_no }),
    t('document.date', { date: day(today) }),
    t('document.currency', { currency: business.currencyCode }),
  ])
    y = text.write(line, { x: text.x(width - 180, 180), y, width: 180, align: 'end' }, { size: 10 });
  y = Math.max(businessBottom, y) + 14;
  y = text.write(title, { x: text.x(0, width), y, width }, { size: 18, bold: true }) + 4;
  rule(y, '#888888');
  y += 12;

  /** Label and value side by side in a block `blockWidth` wide, `offset` from the reading side. */
  const fact = (offset: number, blockWidth: number, label: string, value: string, bold = false) => {
    const labelWidth = Math.round(blockWidth * 0.45);
    const valueWidth = blockWidth - labelWidth - 8;
    const labelBottom = text.write(
      label,
      { x: text.x(offset, labelWidth), y, width: labelWidth },
      { size: 9, color: '#555555' },
    );
    const valueBottom = text.write(
      value,
      { x: text.x(offset + labelWidth + 8, valueWidth), y, width: valueWidth },
      { size: 9, bold },
    );
    y = Math.max(labelBottom, valueBottom) + 3;
  };

  // The customer on the reading side, the term and its plan beside it.
  const blockTop = y;
  const half = (width - 20) / 2;
  y = text.write(t('column.customer'), { x: text.x(0, half), y, width: half }, { size: 11, bold: true }) + 2;
  y = text.write(customer.name, { x: text.x(0, half), y, width: half }, { size: 10, bold: true });
  for (const line of customer.address)
    y = text.write(line, { x: text.x(0, half), y, width: half }, { size: 9 });
  y += 4;
  if (customer.phone) fact(0, half, t('document.contract.phone'), customer.phone);
  if (customer.email) fact(0, half, t('column.email'), customer.email);
  if (customer.gst) fact(0, half, t('document.contract.gst'), customer.gst);
  const customerBottom = y;

  y = blockTop;
  const aside = (label: TServerTextKey, value: string, bold = false) =>
    fact(width - half, half, t(label), value, bold);
  const termEnd = addDays(termFollowingDay(amc.start_date, amc.interval_months, amc.service_count), -1);
  aside('document.contract.term', dates(amc.start_date, termEnd), true);
  aside('column.status', t(TERM_STATES[amc.term_status]));
  if (amc.cancelled_on) aside('document.contract.cancelledOn', day(amc.cancelled_on));
  if (amc.renews) aside('document.contract.renews', amc.renews.amc_no);
  if (amc.renewed_by) aside('document.contract.renewedBy', amc.renewed_by.amc_no);
  aside('column.numberOfServices', String(amc.service_count));
  aside('column.intervalMonths', String(amc.interval_months));
  aside('column.price', money(amc.price), true);
  aside('document.contract.billingPlan', t(CYCLES[amc.billing_cycle]));
  if (amc.billing_cycle !== 'none') {
    aside('document.tax', amc.billing_tax?.name ?? t('document.contract.noTax'));
    aside('document.contract.paymentDays', String(amc.payment_days));
  }
  y = Math.max(customerBottom, y) + 8;

  const heading = (label: string) => {
    room(50);
    y += 10;
    y = text.write(label, { x: text.x(0, width), y, width }, { size: 12, bold: true }) + 4;
  };
  /** Text across the page, a page turned between its lines where it runs past the foot. */
  const paragraph = (value: string) => {
    for (const line of value.split(/\r?\n/)) {
      room(text.heightOf(line, width, { size: 9 }));
      y = text.write(line, { x: text.x(0, width), y, width }, { size: 9 });
    }
    y += 2;
  };

  /** Rows under a shaded header row, each column a share of the width; the header comes again on a new page. */
  const table = (columns: TColumn[], rows: string[][]) => {
    const widths = columns.map((column) => column.share * width);
    const cellsHeight = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((cell, i) => text.heightOf(cell, widths[i]! - 8, { size: 9, bold })));
    const draw = (cells: string[], bold: boolean) => {
      const height = cellsHeight(cells, bold);
      if (bold) pdf.rect(text.x(0, width), y - 2, width, height + 4).fill('#eeeeee');
      let offset = 0;
      cells.forEach((cell, i) => {
        const box = {
          x: text.x(offset + 4, widths[i]! - 8),
          y,
          width: widths[i]! - 8,
          align: columns[i]!.align,
        };
        text.write(cell, box, { size: 9, bold });
        offset += widths[i]!;
      });
      y += height + 5;
      if (!bold) rule(y - 2.5);
    };
    const header = columns.map((column) => column.label);
    room(cellsHeight(header, true) + 30);
    draw(header, true);
    for (const cells of rows) {
      if (room(cellsHeight(cells, false) + 5)) draw(header, true);
      draw(cells, false);
    }
  };

  heading(t('column.products'));
  for (const product of amc.products) paragraph(`${product.name} (${product.code})`);

  heading(t('document.contract.equipment'));
  if (amc.equipment.length === 0) paragraph(t('document.contract.none'));
  else
    table(
      [
        { label: t('document.column.number'), share: 0.06 },
        { label: t('column.product'), share: 0.34 },
        { label: t('column.serialNo'), share: 0.28 },
        { label: t('column.location'), share: 0.32 },
      ],
      amc.equipment.map((item, index) => [
        String(index + 1),
        item.product_name,
        item.serial_no,
        item.location ?? '-',
      ]),
    );

  heading(t('document.contract.schedule'));
  if (amc.services.length === 0) paragraph(t('document.contract.none'));
  else
    table(
      [
        { label: t('document.column.number'), share: 0.06 },
        { label: t('column.serviceNo'), share: 0.24 },
        { label: t('column.serviceDate'), share: 0.25 },
        { label: t('column.status'), share: 0.45 },
      ],
      amc.services.map((visit, index) => [
        String(visit.sequence ?? index + 1),
        visit.service_no,
        day(visit.service_date),
        visit.status === 'closed'
          ? t('document.contract.visitDone', { date: day(visit.completed_date ?? visit.service_date) })
          : t(visit.is_overdue ? 'column.overdue' : 'document.contract.visitUpcoming'),
      ]),
    );

  if (amc.billing_periods.length > 0) {
    heading(t('document.contract.periods'));
    table(
      [
        { label: t('document.column.number'), share: 0.06 },
        { label: t('document.contract.period'), share: 0.36 },
        { label: t('column.status'), share: 0.2 },
        { label: t('column.billNo'), share: 0.18 },
        { label: t('column.amount'), share: 0.2, align: 'end' },
      ],
      amc.billing_periods.map((period, index) => [
        String(index + 1),
        dates(period.period_start, period.period_end),
        t(PERIOD_STATES[period.state]),
        period.sale?.sale_no ?? '-',
        money(period.amount),
      ]),
    );
    y = text.write(
      t('document.contract.beforeTax'),
      { x: text.x(0, width), y, width },
      { size: 8, color: '#555555' },
    );
  }

  heading(t('column.detail'));
  paragraph(amc.detail);
  if (amc.description) {
    heading(t('column.description'));
    paragraph(amc.description);
  }

  drawFooter(text, business);
  pdf.end();
  return done;
}
