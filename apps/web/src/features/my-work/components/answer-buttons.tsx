import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDecline } from '../../../components/confirm-decline';
import { type TAssignment, useAnswerAssignment } from '../api/use-answer-assignment';

/** Accept, or Decline after a confirmation: two full-width 44 px buttons with a thumb's gap between. */
export function AnswerButtons({ assignment }: { assignment: TAssignment }) {
  const { t } = useTranslation();
  const answer = useAnswerAssignment();
  const sending = answer.isPending;
  const pending = answer.variables?.answer;
  const decline = () =>
    confirmDecline({
      message: t(assignment.kind === 'contract' ? 'myWork.decline.contract' : 'myWork.decline.visit'),
      confirmLabel: t('myWork.decline.confirm'),
      onConfirm: () => answer.mutate({ assignment, answer: 'decline' }),
    });
  return (
    <Group gap="md" grow>
      <Button
        color="green"
        mih={44}
        leftSection={<IconCheck size={18} />}
        loading={sending && pending === 'accept'}
        disabled={sending}
        onClick={() => answer.mutate({ assignment, answer: 'accept' })}
      >
        {t('myWork.action.accept')}
      </Button>
      <Button
        color="red"
        variant="light"
        mih={44}
        leftSection={<IconX size={18} />}
        loading={sending && pending === 'decline'}
        disabled={sending}
        onClick={decline}
      >
        {t('myWork.action.decline')}
      </Button>
    </Group>
  );
}
