import { createPdf } from '../../lib/pdf-document';
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

/** The report as a small A4 landscape document: a heading, the totals, then the rows as a table. */
export function renderReportPdf<TRow>(report: TReportPdf<TRow>): Promise<Buffer> {
  const { pdf: doc, done } = createPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: false,
  });
  doc.info.Title = `${report.title} ${report.period}`;

  doc.font('bold').fontSize(16).text(report.title);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(report.businessName);
  doc.text(`Period: ${report.period}`).text(`Amounts in ${report.currency}`).fillColor('black');
  doc.moveDown(0.8);
  writeSummary(doc, report.summary);
  doc.moveDown(0.8);

  if (!report.rows.length) {
    doc.font('regular').fontSize(11).text(report.emptyText);
  } else {
    writeTable(doc, report);
    if (report.rowCount > report.rows.length) {
      doc.moveDown(0.5).font('regular').fontSize(FONT_SIZE).fillColor(MUTED);
      doc.text(
        `Showing the first ${report.rows.length} of ${report.rowCount} rows; the CSV download has every row.`,
        MARGIN,
      );
    }
  }
  doc.end();
  return done;
}

/** The totals as label: value pairs, four to a line. */
function writeSummary(doc: PDFKit.PDFDocument, summary: [string, string][]) {
  const perLine = 4;
  const width = (doc.page.width - 2 * MARGIN) / perLine;
  for (let start = 0; start < summary.length; start += perLine) {
    const y = doc.y;
    summary.slice(start, start + perLine).forEach(([label, value], index) => {
      const x = MARGIN + index * width;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(label, x, y, { width: width - 8 });
      doc
        .font('bold')
        .fontSize(11)
        .fillColor('black')
        .text(value, x, y + 11, { width: width - 8 });
    });
    doc.x = MARGIN;
    doc.y = y + 30;
  }
}

function writeTable<TRow>(doc: PDFKit.PDFDocument, report: TReportPdf<TRow>) {
  const total = report.columns.reduce((sum, c) => sum + c.width, 0);
  // Columns keep their proportions across the printable width.
  const scale = (doc.page.width - 2 * MARGIN) / total;
  const widths = report.columns.map((c) => c.width * scale);
  const bottom = doc.page.height - MARGIN;

  const writeRow = (cells: string[], bold: boolean) => {
    if (doc.y + ROW_HEIGHT > bottom) {
      doc.addPage();
      if (!bold)
        writeRow(
          report.columns.map((c) => c.header),
          true,
        );
    }
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(FONT_SIZE)
      .fillColor('black');
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      doc.text(cell, x + 3, y + 5, {
        width: width - 6,
        height: ROW_HEIGHT - 5,
        ellipsis: true,
        lineBreak: false,
        align: report.columns[index]?.numeric ? 'right' : 'left',
      });
      x += width;
    });
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(doc.page.width - MARGIN, y + ROW_HEIGHT)
      .lineWidth(bold ? 1 : 0.5)
      .strokeColor(bold ? MUTED : LINE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
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
}
