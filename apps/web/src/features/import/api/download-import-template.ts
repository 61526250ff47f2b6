import { ENDPOINTS, endpointPath, type TImportKind } from '@amc/contracts';
import { saveBlob } from '../../../components/data-table/download-csv';
import { requestBlob } from '../../../lib/http-client';

/** GET /import/template/:kind: a CSV headed in the reader's language, fetched with the session's token and saved. */
export async function downloadImportTemplate(kind: TImportKind): Promise<void> {
  const blob = await requestBlob(endpointPath(ENDPOINTS.import.template, { kind }));
  saveBlob(blob, `import-${kind}.csv`);
}
