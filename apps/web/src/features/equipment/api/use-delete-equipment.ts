import { ENDPOINTS, ZDataResponse, ZDeletedEquipment } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { equipmentDetailKey } from '../../../lookups/use-equipment-detail';

const ZDeletedEquipmentResponse = ZDataResponse(ZDeletedEquipment);

/** Refused (409, naming what uses it) while a contract, visit or complaint names the item: retire it instead. */
export function postDeleteEquipment(id: number) {
  return request(ENDPOINTS.equipment.delete, {
    method: 'POST',
    body: { id },
    schema: ZDeletedEquipmentResponse,
  });
}

/** A deleted item's view is dropped from the cache, not refetched: it would only answer 404. */
export function useDeleteEquipment() {
  return useApiMutation({
    mutationFn: postDeleteEquipment,
    invalidates: [ENDPOINTS.equipment.list],
    onSuccess: (_answer, id, queryClient) => queryClient.removeQueries({ queryKey: equipmentDetailKey(id) }),
  });
}
