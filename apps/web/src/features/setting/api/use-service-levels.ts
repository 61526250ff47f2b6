import {
  ENDPOINTS,
  ZDataResponse,
  ZMessageResponse,
  ZServiceLevel,
  type TStoreServiceLevelBody,
  type TUpdateServiceLevelBody,
} from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useServiceLevelOptions } from '../../../lookups/use-service-level-options';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZServiceLevelResponse = ZDataResponse(ZServiceLevel);

/** The levels, as the contracts' picker reads them (lookups): one query for both. */
export const useServiceLevels = () => useServiceLevelOptions();

/** POST /setting/service-level/store; the list is read again (a new default takes the mark from the old one). */
export function useStoreServiceLevel() {
  return useApiMutation({
    mutationFn: (body: TStoreServiceLevelBody) =>
      request(ENDPOINTS.setting.storeServiceLevel, { method: 'POST', body, schema: ZServiceLevelResponse }),
    invalidates: [ENDPOINTS.setting.serviceLevels],
  });
}

/** POST /setting/service-level/update; the list is read again. */
export function useUpdateServiceLevel() {
  return useApiMutation({
    mutationFn: (body: TUpdateServiceLevelBody) =>
      request(ENDPOINTS.setting.updateServiceLevel, { method: 'POST', body, schema: ZServiceLevelResponse }),
    invalidates: [ENDPOINTS.setting.serviceLevels],
  });
}

/** POST /setting/service-level/delete; the default and a level in use answer 409 with the reason. */
export function useDeleteServiceLevel() {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(ENDPOINTS.setting.deleteServiceLevel, {
        method: 'POST',
        body: { id },
        schema: ZMessageResponse,
      }),
    invalidates: [ENDPOINTS.setting.serviceLevels],
  });
}
