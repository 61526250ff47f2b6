import { ENDPOINTS, ZDataResponse, ZSaleBalance } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZSaleBalanceResponse = ZDataResponse(ZSaleBalance);

/** GET /sale/balance: what the signed-in customer owes on its open bills and the credit it holds. */
export function useSaleBalance() {
  return useQuery({
    queryKey: [ENDPOINTS.sale.balance],
    queryFn: ({ signal }) =>
      request(ENDPOINTS.sale.balance, { schema: ZSaleBalanceResponse, signal }).then((answer) => answer.data),
  });
}
