import { ZDataResponse, ZDeletedIds, ZMailedDocument } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { changePath, type TAnyDocumentKind, type TDocumentKind } from '../document-kinds';

const ZDeletedResponse = ZDataResponse(ZDeletedIds);
const ZMailedResponse = ZDataResponse(ZMailedDocument);

/** A write changes its kind's list and views, and what else the kind names (the stock, the other kinds' views). */
export function invalidateDocuments(queryClient: QueryClient, kind: TAnyDocumentKind): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, kind.api.list),
    ...kind.relatedLists.map((endpoint) => invalidateList(queryClient, endpoint)),
    ...[kind.name, ...kind.relatedViews].map((name) =>
      queryClient.invalidateQueries({ queryKey: [name, 'view'] }),
    ),
  ]);
}

/**
 * A POST of the kind answering the document (store, update, and the kind's own: convert, deliver, a payment); its
 * list and views refetch after.
 */
export function useDocumentPost<TRow extends { id: number }, TBody>(kind: TDocumentKind<TRow>, path: string) {
  const schema = ZDataResponse(kind.rowSchema);
  return useApiMutation({
    mutationFn: (body: TBody) => request(path, { method: 'POST', body, schema }),
    onSuccess: (_answer, _variables, queryClient) => void invalidateDocuments(queryClient, kind),
  });
}

/** POST <kind>/delete: one document; what it moved in the stock moves back. */
export function useDeleteDocument(kind: TAnyDocumentKind) {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(changePath(kind, 'delete'), { method: 'POST', body: { id }, schema: ZDeletedResponse }),
    onSuccess: (_answer, _variables, queryClient) => void invalidateDocuments(queryClient, kind),
  });
}

/** POST <kind>/deleteMulti: the table's "delete selected", all or nothing like the server. */
export function useDeleteDocuments(kind: TAnyDocumentKind) {
  return useApiMutation({
    mutationFn: (ids: number[]) =>
      request(changePath(kind, 'deleteMulti'), { method: 'POST', body: { ids }, schema: ZDeletedResponse }),
    onSuccess: (_answer, _variables, queryClient) => void invalidateDocuments(queryClient, kind),
  });
}

/** POST <kind>/email: queues the document's mail, its PDF attached, for its party's address. */
export function useEmailDocument(kind: TAnyDocumentKind) {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(kind.api.email ?? '', { method: 'POST', body: { id }, schema: ZMailedResponse }),
  });
}
