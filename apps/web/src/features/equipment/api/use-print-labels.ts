import { ENDPOINTS, type TEquipmentLabelsBody } from '@amc/contracts';
import { downloadPdf } from '../../../components/document-lines/document-pdf';
import { useApiMutation } from '../../../lib/use-api-mutation';

export const EQUIPMENT_LABELS_FILE_NAME = 'equipment-labels.pdf';

/**
 * POST /equipment/labels: the items' QR labels as one PDF, saved as equipment-labels.pdf. Refused with 503 while
 * the installation has no public address (the codes would point nowhere), 403 without equipment_edit.
 */
export function postPrintLabels(body: TEquipmentLabelsBody) {
  return downloadPdf(ENDPOINTS.equipment.labels, EQUIPMENT_LABELS_FILE_NAME, body);
}

/** The answer is a file, not a message: the download is the success; the caller reports a failure (notifyError). */
export function usePrintLabels() {
  return useApiMutation({ mutationFn: postPrintLabels, toasts: false });
}
