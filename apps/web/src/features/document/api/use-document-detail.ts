import { endpointPath, ZDataResponse } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { documentDetailKey, type TDocumentKind } from '../document-kinds';

/** GET <kind>/view/:id: one document with its lines and totals; another party's answers 404. */
export function documentDetailQueryOptions<TRow extends { id: number }>(
  kind: TDocumentKind<TRow>,
  id: number,
) {
  const schema = ZDataResponse(kind.rowSchema);
  return queryOptions({
    queryKey: documentDetailKey(kind, id),
    queryFn: ({ signal }) =>
      request(endpointPath(kind.api.view, { id }), { schema, signal }).then((answer) => answer.data as TRow),
  });
}

export function useDocumentDetail<TRow extends { id: number }>(kind: TDocumentKind<TRow>, id: number | null) {
  return useQuery({ ...documentDetailQueryOptions(kind, id ?? 0), enabled: id !== null });
}
