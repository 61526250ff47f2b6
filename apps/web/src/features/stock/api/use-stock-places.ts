import {
  ENDPOINTS,
  ZDataResponse,
  ZPlaceStock,
  ZStockPlace,
  ZStockTransfer,
  type TAddVanBody,
  type TStockTransferBody,
} from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZPlacesResponse = ZDataResponse(z.array(ZStockPlace));
const ZPlaceStockResponse = ZDataResponse(ZPlaceStock);

/**
 * The stock places (issue 28): GET /stock/places, the warehouse and the vans; keyed like a list, so a van added or
 * parts moved read them again.
 */
export function useStockPlaces(enabled = true) {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.stock.places),
    queryFn: async ({ signal }) =>
      (await request(ENDPOINTS.stock.places, { schema: ZPlacesResponse, signal })).data,
    enabled,
  });
}

/** GET /stock/place?place_id=: what one place holds. */
export function usePlaceStock(placeId: number | null) {
  return useQuery({
    queryKey: [...listQueryKey(ENDPOINTS.stock.place), placeId],
    queryFn: async ({ signal }) =>
      (
        await request(ENDPOINTS.stock.place, {
          query: { place_id: placeId! },
          schema: ZPlaceStockResponse,
          signal,
        })
      ).data,
    enabled: placeId !== null,
  });
}

/** What moving stock changes: the list's warehouse column, the ledgers, and what each place holds. */
const MOVED = [
  ENDPOINTS.stock.list,
  ENDPOINTS.stock.movements,
  ENDPOINTS.stock.places,
  ENDPOINTS.stock.place,
];

/** POST /stock/places: a van for an employee. */
export function useAddVan() {
  return useApiMutation({
    mutationFn: (body: TAddVanBody) =>
      request(ENDPOINTS.stock.places, { method: 'POST', body, schema: ZDataResponse(ZStockPlace) }),
    invalidates: [ENDPOINTS.stock.places],
  });
}

/** POST /stock/transfer: parts moved between two places. */
export function useTransferStock() {
  return useApiMutation({
    mutationFn: (body: TStockTransferBody) =>
      request(ENDPOINTS.stock.transfer, { method: 'POST', body, schema: ZDataResponse(ZStockTransfer) }),
    invalidates: MOVED,
  });
}
