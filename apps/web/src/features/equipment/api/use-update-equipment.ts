import { ENDPOINTS, ZDataResponse, ZEquipmentDetail, type TUpdateEquipmentBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toEquipmentRequestBody } from './equipment-form-data';
import { equipmentDetailKey } from '../../../lookups/use-equipment-detail';

const ZEquipmentDetailResponse = ZDataResponse(ZEquipmentDetail);

export type TUpdateEquipmentVariables = {
  body: Partial<TUpdateEquipmentBody> & { id: number };
  /** Photos to add to those already on the item (EQUIPMENT_PHOTO_LIMIT in all). */
  photos?: Blob[];
};

/** A field left out keeps its stored value, so the body holds only what the caller's role may change. */
export function postUpdateEquipment({ body, photos = [] }: TUpdateEquipmentVariables) {
  return request(ENDPOINTS.equipment.update, {
    method: 'POST',
    body: toEquipmentRequestBody(body, photos),
    schema: ZEquipmentDetailResponse,
  });
}

export function useUpdateEquipment() {
  return useApiMutation({
    mutationFn: postUpdateEquipment,
    invalidates: [ENDPOINTS.equipment.list],
    // The answer is the item as the view shows it, photos, cover and history included.
    onSuccess: (answer, _variables, queryClient) =>
      void queryClient.setQueryData(equipmentDetailKey(answer.data.id), answer.data),
  });
}
