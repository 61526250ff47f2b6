import { ENDPOINTS, endpointPath, ZDataResponse, ZEquipmentDetail } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http-client';

const ZEquipmentDetailResponse = ZDataResponse(ZEquipmentDetail);

/** GET /equipment/view/:id: one item with its cover, photos and history; another's item answers 404. */
export function getEquipmentDetail(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.equipment.view, { id }), {
    schema: ZEquipmentDetailResponse,
    signal,
  }).then((answer) => answer.data);
}

export const equipmentDetailKey = (id: number) => [ENDPOINTS.equipment.view, id] as const;

export const equipmentDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: equipmentDetailKey(id), queryFn: ({ signal }) => getEquipmentDetail(id, signal) });

/** The item page's item, the edit form's stored photos (a list row carries none), and the item a complaint is opened on. */
export function useEquipmentDetail(id: number | null | undefined, enabled = true) {
  return useQuery({ ...equipmentDetailQueryOptions(id ?? 0), enabled: enabled && typeof id === 'number' });
}
