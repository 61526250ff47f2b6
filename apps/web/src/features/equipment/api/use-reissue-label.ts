import { ENDPOINTS, ZDataResponse, ZEquipmentDetail } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { equipmentDetailKey } from '../../../lookups/use-equipment-detail';

const ZEquipmentDetailResponse = ZDataResponse(ZEquipmentDetail);

/** POST /equipment/reissueLabel: a new token for the item's label; the old label's code stops working. */
export function postReissueLabel(id: number) {
  return request(ENDPOINTS.equipment.reissueLabel, {
    method: 'POST',
    body: { id },
    schema: ZEquipmentDetailResponse,
  });
}

/** The answer is the item with its new label address: the view shows it without a second call. */
export function useReissueLabel() {
  return useApiMutation({
    mutationFn: postReissueLabel,
    onSuccess: (answer, _id, queryClient) =>
      void queryClient.setQueryData(equipmentDetailKey(answer.data.id), answer.data),
  });
}
