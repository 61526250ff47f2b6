import type { TLanguageCode } from '@amc/contracts';
import type { TServerTextKey, TServerTexts } from '../../lib/kernel/i18n/server-texts';
import { headerText } from '../../lib/documents/csv';
import { createPdf } from '../../lib/documents/pdf-document';
import type { PdfText } from '../../lib/documents/pdf-text';
import type { TReportColumn, TReportOutput } from './report-source';

export type TReportPdf<TRow> = {
  title: TServerTextKey;
  businessName: string;
  /** The period's first and last days as the screens show them ("01-11-2026"). */
  start: string;
  end: string;
  currency: string;
  /** The totals as label / value pairs, labelled in the PDF's language. */
  summary: (t: TServerTexts) => [string, string][];
  columns: TReportColumn<TRow>[];
  rows: TRow[];
  dateFormat: string;
  /** Every row of the range; more than `rows.length` when the PDF was capped. */
  rowCount: number;
  emptyText: TServerTextKey;
};

const MARGIN = 40;
const ROW_HEIGHT = 18;
const FONT_SIZE = 9;
const LINE = '#d0d5dd';
const MUTED = '#667085';

/**
 * The report as a small A4 landscape document in its reader's language: a heading, the totals, then the rows
 * as a table, mirrored for a right-to-left language like the other documents (lib/documents/pdf-text.ts).
 */
export function renderReportPdf<TRow>(report: TReportPdf<TRow>, language: TLanguageCode): Promise<Buffer> {
  const { pdf, done, text, t } = createPdf(
    { size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false },
    language,
  );
  const period = t('report.period', { start: report.start, end: report.end });
  pdf.info.Title = `${t(report.title)} ${period}`;
  const width = text.width;
  const line = (y: number, value: string, size: number, bold = false, color?: string) =>
    text.write(value, { x: text.x(0, width), y, width }, { size, bold, color });

  let y = line(MARGIN, t(report.title), 16, true);
  y = line(y, report.businessName, 10, false, MUTED);
  y = line(y, period, 10, false, MUTED);
  y = line(y, t('report.currency', { currency: report.currency }), 10, false, MUTED) + 10;
  y = writeSummary(text, y, report.summary(t)) + 10;

  if (!report.rows.length) {
    line(y, t(report.emptyText), 11);
  } else {
    y = writeTable(text, y, report, { dateFormat: report.dateFormat, t });
    if (report.rowCount > report.rows.length) {
      line(
        y + 6,
        t('report.capped', { shown: report.rows.length, total: report.rowCount }),
        FONT_SIZE,
        false,
        MUTED,
      );
    }
  }
  pdf.end();
  return done;
}

/** The totals as label: value pairs, four to a line; answers the y under them. */
function writeSummary(text: PdfText, top: number, summary: [string, string][]): number {
  const perLine = 4;
  const width = text.width / perLine;
  let y = top;
  for (let start = 0; start < summary.length; start += perLine) {
    summary.slice(start, start + perLine).forEach(([label, value], index) => {
      const box = { x: text.x(index * width, width - 8), width: width - 8 };
      text.write(label, { ...box, y }, { size: 8, color: MUTED });
      text.write(value, { ...box, y: y + 11 }, { size: 11, bold: true });
    });
    y += 30;
  }
  return y;
}

/** The rows as a table of one line per row, the heading again on each new page; answers the y under it. */
function writeTable<TRow>(text: PdfText, top: number, report: TReportPdf<TRow>, out: TReportOutput): number {
  const headers = report.columns.map((c) => headerText(c.header, out.t));
  const { pdf } = text;
  const total = report.columns.reduce((sum, c) => sum + c.width, 0);
  // Columns keep their proportions across the printable width.
  const scale = text.width / total;
  const widths = report.columns.map((c) => c.width * scale);
  const bottom = pdf.page.height - MARGIN;
  let y = top;

  const writeRow = (cells: string[], bold: boolean) => {
    if (y + ROW_HEIGHT > bottom) {
      pdf.addPage();
      y = MARGIN;
      if (!bold) writeRow(headers, true);
    }
    const style = { size: FONT_SIZE, bold };
    let offset = 0;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      const box = {
        x: text.x(offset + 3, width - 6),
        y: y + 4,
        width: width - 6,
        align: report.columns[index]?.numeric ? ('end' as const) : ('start' as const),
      };
      text.write(text.clip(cell, width - 6, style), box, style);
      offset += width;
    });
    pdf
      .moveTo(text.x(0, text.width), y + ROW_HEIGHT)
      .lineTo(text.x(0, text.width) + text.width, y + ROW_HEIGHT)
      .lineWidth(bold ? 1 : 0.5)
      .strokeColor(bold ? MUTED : LINE)
      .stroke();
    y += ROW_HEIGHT;
  };

  writeRow(headers, true);
  for (const row of report.rows)
    writeRow(
      report.columns.map((c) => c.value(row, out)),
      false,
    );
  return y;
}
