import { type TReportBody, type TTaxReport, type TTaxReportRow } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { CREDIT_NOTE_TAX_DAY_TOTALS, dayTotalsOf, SALE_TAX_DAY_TOTALS } from '../../lib/rules/day-totals';
import { readTaxBook } from '../../lib/rules/document-lines';
import { splitTax } from '../../lib/rules/document-totals';
import type { TServerTexts } from '../../lib/kernel/i18n/server-texts';
import { summaryReport, type TReportOptions, type TReportResult } from './report-files';
import { money, sumMoney, type TReportColumn } from './report-source';

type TGroupRow = {
  tax_id: unknown;
  tax_percent: unknown;
  inter_state: unknown;
  billed: unknown;
  credited: unknown;
  tax: unknown;
};

/** A line of the CSV and the PDF: a group, or the range's totals (tax_percent null) last. */
type TTaxLine = Omit<TTaxReportRow, 'tax_percent'> & { tax_percent: string | null };

const decimal = (value: unknown) => new Prisma.Decimal(money(value));

/**
 * The taxes of the caller's bills dated in the range, net of its credit notes dated in it (a customer its own, an
 * employee none), by tax, rate and place of supply: one grouped statement over the kept day totals
 * (lib/rules/day-totals SALE_TAX_DAY_TOTALS), so a range of a year reads some thousand summary rows at any number of
 * bills. Each group's net tax is split by the tax's components today, scaled to the group's rate, as a document splits
 * a line's (splitTax); a document rounds each line's parts, so a group's part can differ from the sum of its documents'
 * parts by a cent a line.
 */
export async function summarizeTaxes(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
): Promise<TTaxReport> {
  const owners = { customer: 'customer_id' };
  const inRange = Prisma.sql`\`day\` BETWEEN ${range.start_date} AND ${range.end_date}`;
  const groups = await prisma.$queryRaw<TGroupRow[]>`
      SELECT tax_id, tax_percent, inter_state, SUM(billed) AS billed, SUM(credited) AS credited, SUM(tax) AS tax
      FROM (
        SELECT tax_id, tax_percent, inter_state, taxable_total AS billed, 0 AS credited, tax_total AS tax
        FROM ${dayTotalsOf(caller, SALE_TAX_DAY_TOTALS, owners)} WHERE ${inRange}
        UNION ALL
        SELECT tax_id, tax_percent, inter_state, 0, taxable_total, -tax_total
        FROM ${dayTotalsOf(caller, CREDIT_NOTE_TAX_DAY_TOTALS, owners)} WHERE ${inRange}
      ) AS tax_lines
      GROUP BY tax_id, tax_percent, inter_state`;
  // The names and components of the taxes the range charged, not of every tax.
  const taxIds = [...new Set(groups.map((group) => Number(group.tax_id)).filter(Boolean))];
  const [book, taxes] = await Promise.all([
    readTaxBook(prisma, taxIds),
    prisma.tax.findMany({ where: { id: { in: taxIds } }, select: { id: true, name: true } }),
  ]);
  const nameOf = new Map(taxes.map((tax) => [tax.id, tax.name]));
  const rows: TTaxReportRow[] = groups.map((group) => {
    const taxId = Number(group.tax_id) || null;
    const billed = decimal(group.billed);
    const credited = decimal(group.credited);
    const tax = decimal(group.tax);
    const parts = splitTax(
      tax,
      money(group.tax_percent),
      taxId ? (book.get(taxId) ?? []) : [],
      Boolean(Number(group.inter_state)),
    );
    return {
      tax_id: taxId,
      // A tax deleted since (its lines kept their rate) is named by its number.
      tax_name: taxId ? (nameOf.get(taxId) ?? `#${taxId}`) : null,
      tax_percent: money(group.tax_percent),
      inter_state: Boolean(Number(group.inter_state)),
      taxable_billed: billed.toFixed(2),
      taxable_credited: credited.toFixed(2),
      taxable_total: billed.sub(credited).toFixed(2),
      tax_total: tax.toFixed(2),
      parts: parts.map((part) => ({
        name: part.name,
        percent: part.percent.toFixed(2),
        amount: part.amount.toFixed(2),
      })),
    };
  });
  // The taxes by name, no tax last; then the rate; within the state before across.
  rows.sort(
    (a, b) =>
      Number(a.tax_name === null) - Number(b.tax_name === null) ||
      (a.tax_name ?? '').localeCompare(b.tax_name ?? '') ||
      Number(a.tax_percent) - Number(b.tax_percent) ||
      Number(a.inter_state) - Number(b.inter_state),
  );
  const components = new Map<string, Prisma.Decimal>();
  for (const part of rows.flatMap((row) => row.parts))
    components.set(part.name, (components.get(part.name) ?? new Prisma.Decimal(0)).add(part.amount));
  const sumOf = (key: 'taxable_billed' | 'taxable_credited' | 'taxable_total' | 'tax_total') =>
    sumMoney(rows.map((row) => row[key]));
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    totals: {
      taxable_billed: sumOf('taxable_billed'),
      taxable_credited: sumOf('taxable_credited'),
      taxable_total: sumOf('taxable_total'),
      tax_total: sumOf('tax_total'),
    },
    components: [...components].map(([name, amount]) => ({ name, amount: amount.toFixed(2) })),
    rows,
  };
}

/** The fixed columns, then one for each component the report names ("CGST"), headed by its name. */
function taxColumns(report: TTaxReport): TReportColumn<TTaxLine>[] {
  return [
    {
      header: 'column.tax',
      value: (r, out) =>
        r.tax_percent === null ? out.t('report.summary.total') : (r.tax_name ?? out.t('report.noTax')),
      width: 110,
    },
    { header: 'column.taxRate', value: (r) => r.tax_percent ?? '', width: 55, numeric: true },
    {
      header: 'column.supply',
      value: (r, out) =>
        r.tax_percent === null ? '' : out.t(r.inter_state ? 'report.supply.across' : 'report.supply.within'),
      width: 100,
    },
    { header: 'column.taxableBilled', value: (r) => r.taxable_billed, width: 90, numeric: true },
    { header: 'column.taxableCredited', value: (r) => r.taxable_credited, width: 90, numeric: true },
    { header: 'column.taxableValue', value: (r) => r.taxable_total, width: 90, numeric: true },
    { header: 'column.taxAmount', value: (r) => r.tax_total, width: 80, numeric: true },
    ...report.components.map(({ name }): TReportColumn<TTaxLine> => ({
      header: { text: name },
      value: (r) => r.parts.find((part) => part.name === name)?.amount ?? '',
      width: 70,
      numeric: true,
    })),
  ];
}

/** The totals above the PDF's table: the taxable value, the tax, and each component's total. */
const summaryLines = ({ totals, components }: TTaxReport, t: TServerTexts): [string, string][] => [
  [t('column.taxableBilled'), totals.taxable_billed],
  [t('column.taxableCredited'), totals.taxable_credited],
  [t('column.taxableValue'), totals.taxable_total],
  [t('column.taxAmount'), totals.tax_total],
  ...components.map(({ name, amount }): [string, string] => [name, amount]),
];

/**
 * POST /api/report/taxReport: the taxes of the range by tax, rate and place of supply, as JSON, or as
 * taxReport.csv / .pdf with a line a group, a column a component and the totals last.
 */
export async function produceTaxReport(
  prisma: TPrisma,
  caller: TCaller,
  options: TReportOptions,
): Promise<TReportResult> {
  const report = await summarizeTaxes(prisma, caller, options.range);
  const any = report.rows.length > 0;
  const total: TTaxLine = {
    ...report.totals,
    tax_id: null,
    tax_name: null,
    tax_percent: null,
    inter_state: false,
    parts: report.components.map((c) => ({ ...c, percent: '' })),
  };
  return summaryReport(
    prisma,
    'tax',
    {
      data: report,
      any,
      lines: [...report.rows, total],
      columns: taxColumns(report),
      summary: (t) => summaryLines(report, t),
    },
    options,
  );
}
