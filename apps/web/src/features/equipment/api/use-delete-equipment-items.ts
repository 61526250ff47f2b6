import { ENDPOINTS, ZDataResponse, ZDeletedEquipment } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedEquipmentResponse = ZDataResponse(ZDeletedEquipment);

/** All or nothing, like the server: one id out of the caller's reach, or one item in use, keeps every row. */
export function postDeleteEquipmentItems(ids: number[]) {
  return request(ENDPOINTS.equipment.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedEquipmentResponse,
  });
}

/** "Delete selected" of the equipment table. */
export function useDeleteEquipmentItems() {
  return useApiMutation({ mutationFn: postDeleteEquipmentItems, invalidates: [ENDPOINTS.equipment.list] });
}
