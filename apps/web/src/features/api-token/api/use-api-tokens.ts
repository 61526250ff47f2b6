import {
  ENDPOINTS,
  ZApiTokenCreated,
  ZApiTokenList,
  ZDataResponse,
  ZMessageResponse,
  endpointPath,
  type TApiTokenStoreInput,
} from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZApiTokenListResponse = ZDataResponse(ZApiTokenList);

/** GET /api-token/list: one's own tokens and the rights one may give them; kept under the lists' key. */
export function useApiTokens() {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.apiToken.list),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.apiToken.list, { schema: ZApiTokenListResponse, signal }).then((a) => a.data),
  });
}

/** POST /api-token/store: its answer holds the token, shown this once. */
export function useCreateApiToken() {
  return useApiMutation({
    mutationFn: (body: TApiTokenStoreInput) =>
      request(ENDPOINTS.apiToken.store, { method: 'POST', body, schema: ZDataResponse(ZApiTokenCreated) }),
    invalidates: [ENDPOINTS.apiToken.list],
  });
}

/** POST /api-token/revoke/:id */
export function useRevokeApiToken() {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(endpointPath(ENDPOINTS.apiToken.revoke, { id }), { method: 'POST', schema: ZMessageResponse }),
    invalidates: [ENDPOINTS.apiToken.list],
  });
}
