import { ENDPOINTS, ZDataResponse, ZReceivables, type TReceivablesQuery } from '@amc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../../components/data-table/download-csv';
import { request, requestBlob } from '../../../lib/http-client';

const ZReceivablesResponse = ZDataResponse(ZReceivables);
type TView = Pick<TReceivablesQuery, 'page' | 'sort'>;

/** GET /report/receivables: a page of customers by what they owe, in the order asked, and the totals of all. */
export function useReceivables({ page, sort }: TView) {
  return useQuery({
    queryKey: ['report', 'receivables', page, sort],
    queryFn: ({ signal }) =>
      request(ENDPOINTS.report.receivables, {
        query: { page, pageSize: 25, sort, order: 'desc' },
        schema: ZReceivablesResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every customer who owes, as the server writes it (receivables.csv or .pdf). */
export async function downloadReceivables(sort: TView['sort'], format: 'csv' | 'pdf') {
  const blob = await requestBlob(ENDPOINTS.report.receivables, { query: { sort, order: 'desc', format } });
  saveBlob(blob, `receivables.${format}`);
}
