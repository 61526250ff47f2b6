import type { TService } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDecline } from '../../../components/confirm-decline';
import { useRight } from '../../../lib/use-right';
import { useSession } from '../../../lib/session';
import { useApproveService } from '../api/use-approve-service';
import { useRejectService } from '../api/use-reject-service';

/**
 * Accept and decline of an assignment: offered only to the signed-in assignee while its answer is pending
 * (the server refuses anyone else). Declining asks first, because it gives the service back to the admin.
 */
export function useAssignmentAnswer(
  service: TService | null,
  { onAnswered }: { onAnswered?: () => void } = {},
) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canApprove = useRight('service_approve');
  const approve = useApproveService();
  const reject = useRejectService();
  const canAnswer =
    canApprove &&
    service !== null &&
    user !== null &&
    service.assignTo?.id === user.id &&
    service.employee_status === 'pending';

  const accept = () => {
    if (service) approve.mutate(service.id, { onSuccess: onAnswered });
  };

  const decline = () => {
    if (!service) return;
    confirmDecline({
      message: t('service.decline.message'),
      confirmLabel: t('service.decline.confirm'),
      onConfirm: () => reject.mutate(service.id, { onSuccess: onAnswered }),
    });
  };

  return { canAnswer, accept, decline, sending: approve.isPending || reject.isPending };
}
