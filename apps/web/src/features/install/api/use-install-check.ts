import { ENDPOINTS, ZDataResponse, ZInstallCheck } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeInstallStatus } from '../../../lib/browser-storage';
import { request } from '../../../lib/http-client';

const ZInstallCheckResponse = ZDataResponse(ZInstallCheck);

export async function getInstallCheck() {
  const answer = await request(ENDPOINTS.install.check, { schema: ZInstallCheckResponse });
  storeInstallStatus(answer.data.install_status);
  return answer.data;
}

export const installCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['install', 'check'],
    queryFn: getInstallCheck,
    retry: false,
    staleTime: Infinity,
  });

export function useInstallCheck({ enabled }: { enabled: boolean }) {
  return useQuery({ ...installCheckQueryOptions(), enabled });
}
