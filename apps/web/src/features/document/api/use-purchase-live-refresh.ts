import { ENDPOINTS, LIVE_EVENTS } from '@amc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { useLiveEvent } from '../../../lib/live-events-context';
import { PURCHASE } from '../document-kinds';

/**
 * The office's purchase pages read their purchases again when a supplier answers its order or sends its invoice
 * (the admins' live notice, sent once the supplier's write is committed).
 */
export function usePurchaseLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void invalidateList(queryClient, ENDPOINTS.purchase.list);
    void queryClient.invalidateQueries({ queryKey: [PURCHASE.name, 'view'] });
  };
  useLiveEvent(LIVE_EVENTS.purchaseAnswered, refresh);
  useLiveEvent(LIVE_EVENTS.purchaseInvoice, refresh);
}
