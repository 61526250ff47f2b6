import type { TAmc } from '@amc/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AcceptDeclineButtons } from '../../../components/accept-decline-buttons';
import { confirmDecline } from '../../../components/confirm-decline';
import { RowActionButton } from '../../../components/row-action-button';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useApproveAmc } from '../api/use-approve-amc';
import { useRejectAmc } from '../api/use-reject-amc';
import { useCanAnswerAmc } from './use-can-answer-amc';

/**
 * The assignee's Accept and Decline of a contract: icons in a table row (compact) or buttons on its view.
 * Nothing for anyone else, or once answered.
 */
export function AmcAnswerButtons({ amc, compact = false }: { amc: TAmc; compact?: boolean }) {
  const { t } = useTranslation();
  const canAnswer = useCanAnswerAmc(amc);
  const approve = useApproveAmc();
  const reject = useRejectAmc();
  const isPhone = useIsPhone();
  if (!canAnswer) return null;
  const sending = approve.isPending || reject.isPending;
  // Declining gives the contract back to the admin: asked first, never one slip of the thumb.
  const decline = () =>
    sending ||
    confirmDecline({
      message: t('amc.decline.message'),
      confirmLabel: t('amc.decline.confirm'),
      onConfirm: () => reject.mutate(amc.id),
    });
  const touchSize = isPhone ? 44 : undefined;

  if (compact) {
    return (
      <>
        <RowActionButton
          label={t('amc.action.accept')}
          color="green"
          size={touchSize}
          onClick={() => sending || approve.mutate(amc.id)}
        >
          <IconCheck size={18} />
        </RowActionButton>
        <RowActionButton label={t('amc.action.decline')} color="red" size={touchSize} onClick={decline}>
          <IconX size={18} />
        </RowActionButton>
      </>
    );
  }
  return (
    <AcceptDeclineButtons
      acceptLabel={t('amc.action.accept')}
      declineLabel={t('amc.action.decline')}
      onAccept={() => approve.mutate(amc.id)}
      onDecline={decline}
      sending={approve.isPending ? 'accept' : reject.isPending ? 'decline' : null}
    />
  );
}
