import type { TAmc } from '@amc/contracts';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/row-action-button';
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
  if (!canAnswer) return null;
  const sending = approve.isPending || reject.isPending;

  if (compact) {
    return (
      <>
        <RowActionButton
          label={t('amc.action.accept')}
          color="green"
          onClick={() => sending || approve.mutate(amc.id)}
        >
          <IconCheck size={18} />
        </RowActionButton>
        <RowActionButton
          label={t('amc.action.decline')}
          color="red"
          onClick={() => sending || reject.mutate(amc.id)}
        >
          <IconX size={18} />
        </RowActionButton>
      </>
    );
  }
  return (
    <Group gap="sm">
      <Button
        color="green"
        leftSection={<IconCheck size={18} />}
        loading={approve.isPending}
        disabled={sending}
        onClick={() => approve.mutate(amc.id)}
      >
        {t('amc.action.accept')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={18} />}
        loading={reject.isPending}
        disabled={sending}
        onClick={() => reject.mutate(amc.id)}
      >
        {t('amc.action.decline')}
      </Button>
    </Group>
  );
}
