import { createPdf } from '../../lib/pdf-document';
import type { PdfText } from '../../lib/pdf-text';
import type { TReportColumn } from './report-source';

export type TReportPdf<TRow> = {
  title: string;
  businessName: string;
  /** The period as the screens show it ("01-11-2026 to 30-11-2026"). */
  period: string;
  currency: string;
  summary: [string, string][];
  columns: TReportColumn<TRow>[];
  rows: TRow[];
  dateFormat: string;
  /** Every row of the range; more than `rows.length` when the PDF was capped. */
  rowCount: number;
  emptyText: string;
};

const MARGIN = 40;
const ROW_HEIGHT = 18;
const FONT_SIZE = 9;
const LINE = '#d0d5dd';
const MUTED = '#667085';

/**
 * The report as a small A4 landscape document: a heading, the totals, then the rows as a table. Its labels are
 * English for now (the report definitions name their columns in English), so it is laid out left to right;
 * the rows' own text (names in any script) prints in its script.
 */
export function renderReportPdf<TRow>(report: TReportPdf<TRow>): Promise<Buffer> {
  const { pdf, done, text } = createPdf(
    { size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false },
    'en',
  );
  pdf.info.Title = `${report.title} ${report.period}`;
  const width = text.width;
  const line = (y: number, value: string, size: number, bold = false, color?: string) =>
    text.write(value, { x: text.x(0, width), y, width }, { size, bold, color });

  let y = line(MARGIN, report.title, 16, true);
  y = line(y, report.businessName, 10, false, MUTED);
  y = line(y, `Period: ${report.period}`, 10, false, MUTED);
  y = line(y, `Amounts in ${report.currency}`, 10, false, MUTED) + 10;
  y = writeSummary(text, y, report.summary) + 10;

  if (!report.rows.length) {
    line(y, report.emptyText, 11);
  } else {
    y = writeTable(text, y, report);
    if (report.rowCount > report.rows.length) {
      line(
        y + 6,
        `Showing the first ${report.rows.length} of ${report.rowCount} rows; the CSV download has every row.`,
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
function writeTable<TRow>(text: PdfText, top: number, report: TReportPdf<TRow>): number {
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
      if (!bold)
        writeRow(
          report.columns.map((c) => c.header),
          true,
        );
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

  writeRow(
    report.columns.map((c) => c.header),
    true,
  );
  for (const row of report.rows)
    writeRow(
      report.columns.map((c) => c.value(row, report.dateFormat)),
      false,
    );
  return y;
}
