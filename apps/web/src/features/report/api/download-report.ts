import { REPORT_FILE_NAMES, REPORT_PATHS, type TReportBody, type TReportKind } from '@amc/contracts';
import { saveBlob } from '../../../components/data-table/download-csv';
import { requestBlob } from '../../../lib/http-client';

/** The whole report of the range as the server writes it (sellReport.csv, serviceReport.pdf ...). */
export async function downloadReport(
  kind: TReportKind,
  range: TReportBody,
  format: 'csv' | 'pdf',
): Promise<void> {
  const blob = await requestBlob(REPORT_PATHS[kind], { query: { format }, body: range });
  saveBlob(blob, `${REPORT_FILE_NAMES[kind]}.${format}`);
}
