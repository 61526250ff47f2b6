import { ENDPOINTS, ZDataResponse, ZVisitReport } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZVisitReportResponse = ZDataResponse(ZVisitReport);

/** GET /service/report/:id: what was done on a completed visit (its time, work, parts, photos, signature). */
export function getVisitReport(id: number, signal?: AbortSignal) {
  return request(ENDPOINTS.service.report.replace(':id', String(id)), {
    schema: ZVisitReportResponse,
    signal,
  }).then((answer) => answer.data);
}

export function useVisitReport(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['service', 'report', id],
    queryFn: ({ signal }) => getVisitReport(id, signal),
    enabled,
  });
}

/** The stored report PDF of a completed visit, for openPdfInNewTab. */
export const visitReportPdfPath = (id: number) => ENDPOINTS.service.pdf.replace(':id', String(id));
