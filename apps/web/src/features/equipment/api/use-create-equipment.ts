import { ENDPOINTS, ZDataResponse, ZEquipmentDetail, type TCreateEquipmentBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toEquipmentRequestBody } from './equipment-form-data';
import { equipmentDetailKey } from '../../../lookups/use-equipment-detail';

const ZEquipmentDetailResponse = ZDataResponse(ZEquipmentDetail);

export type TCreateEquipmentVariables = { body: Partial<TCreateEquipmentBody>; photos?: Blob[] };

/**
 * Only the fields the caller's role may set are in the body (EQUIPMENT_FIELD_RULES); the server fills the rest
 * (a customer's item is its own). Photos (resized in the browser) make it a multipart form.
 */
export function postCreateEquipment({ body, photos = [] }: TCreateEquipmentVariables) {
  return request(ENDPOINTS.equipment.store, {
    method: 'POST',
    body: toEquipmentRequestBody(body, photos),
    schema: ZEquipmentDetailResponse,
  });
}

export function useCreateEquipment() {
  return useApiMutation({
    mutationFn: postCreateEquipment,
    invalidates: [ENDPOINTS.equipment.list],
    // The answer is the item as its view shows it: opening it next needs no second call.
    onSuccess: (answer, _variables, queryClient) =>
      void queryClient.setQueryData(equipmentDetailKey(answer.data.id), answer.data),
  });
}
