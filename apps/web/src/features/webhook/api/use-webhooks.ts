import {
  ENDPOINTS,
  ZDataResponse,
  ZMessageResponse,
  ZWebhook,
  ZWebhookDelivery,
  endpointPath,
  type TWebhookBody,
} from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZWebhooksResponse = ZDataResponse(z.array(ZWebhook));
const ZDeliveriesResponse = ZDataResponse(z.array(ZWebhookDelivery));

/** GET /webhook/list, kept under the lists' key so every change below refreshes it. */
export function useWebhooks() {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.webhook.list),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.webhook.list, { schema: ZWebhooksResponse, signal }).then((a) => a.data),
  });
}

/**
 * GET /webhook/deliveries/:id while its log is open: read again every 3 s while a delivery waits to be sent, so a
 * test shows its answer without a reload.
 */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.webhook.deliveries, { id }),
    queryFn: ({ signal }) =>
      request(endpointPath(ENDPOINTS.webhook.deliveries, { id }), {
        schema: ZDeliveriesResponse,
        signal,
      }).then((a) => a.data),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'queued' || delivery.status === 'sending')
        ? 3000
        : false,
  });
}

/** POST /webhook/store, or /webhook/update with its id. */
export function useSaveWebhook() {
  return useApiMutation({
    mutationFn: ({ id, ...body }: TWebhookBody & { id?: number }) =>
      request(id ? ENDPOINTS.webhook.update : ENDPOINTS.webhook.store, {
        method: 'POST',
        body: id ? { id, ...body } : body,
        schema: ZDataResponse(ZWebhook),
      }),
    invalidates: [ENDPOINTS.webhook.list],
  });
}

/** The actions on one endpoint: delete, send a test, pause, resume. */
export function useWebhookAction(action: 'delete' | 'test' | 'pause' | 'resume') {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(endpointPath(ENDPOINTS.webhook[action], { id }), { method: 'POST', schema: ZMessageResponse }),
    invalidates: [ENDPOINTS.webhook.list, ENDPOINTS.webhook.deliveries],
  });
}
