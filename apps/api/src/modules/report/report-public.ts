/** What the rest of the API may use of the report module (docs/ARCHITECTURE.md, "Walls"): its table PDF. */
export { renderReportPdf, type TReportPdf } from './report-pdf';
export { tableCsv } from './report-files';
export type { TReportColumn } from './report-source';
