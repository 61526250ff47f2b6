import { useTranslation } from 'react-i18next';
import { AcceptDeclineButtons } from '../../../components/accept-decline-buttons';
import { confirmDecline } from '../../../components/confirm-decline';
import { type TAssignment, useAnswerAssignment } from '../api/use-answer-assignment';

/** Accept, or Decline after a confirmation: two full-width 44 px buttons with a thumb's gap between. */
export function AnswerButtons({ assignment }: { assignment: TAssignment }) {
  const { t } = useTranslation();
  const answer = useAnswerAssignment();
  const decline = () =>
    confirmDecline({
      message: t(assignment.kind === 'contract' ? 'myWork.decline.contract' : 'myWork.decline.visit'),
      confirmLabel: t('myWork.decline.confirm'),
      onConfirm: () => answer.mutate({ assignment, answer: 'decline' }),
    });
  return (
    <AcceptDeclineButtons
      acceptLabel={t('myWork.action.accept')}
      declineLabel={t('myWork.action.decline')}
      onAccept={() => answer.mutate({ assignment, answer: 'accept' })}
      onDecline={decline}
      sending={answer.isPending ? (answer.variables?.answer ?? null) : null}
      grow
    />
  );
}
