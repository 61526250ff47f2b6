import type { TAmc } from '@amc/contracts';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';

/** Accept and Decline are offered only to the contract's own assignee while its answer is pending. */
export function useCanAnswerAmc(amc: Pick<TAmc, 'assign_to' | 'employee_status'>): boolean {
  const { user } = useSession();
  const canApprove = useRight('amc_approve');
  return (
    canApprove &&
    user !== null &&
    amc.employee_status === 'pending' &&
    amc.assign_to !== null &&
    amc.assign_to.id === user.id
  );
}
