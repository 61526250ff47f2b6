import type { TTask } from '@amc/contracts';
import { Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { DetailField } from '../../../components/detail-field';
import { useUpdateTask } from '../api/use-update-task';
import { TaskHoursList } from './task-hours-list';

/** SPEC's task View screen: every field of one task; who may set the status marks an open one done here. */
export function TaskViewDrawer({
  opened,
  task,
  canSetStatus = false,
  onClose,
}: {
  opened: boolean;
  task: TTask | null;
  canSetStatus?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const markDone = useUpdateTask();
  const none = t('task.view.none');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={560}
      title={t('task.view.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {task && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={3} dir="auto">
              {task.name}
            </Title>
            <StatusBadge status={task.status} />
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <DetailField label={t('task.field.client')}>
              <bdi>{task.client?.full_name ?? none}</bdi>
            </DetailField>
            <DetailField label={t('task.field.type')}>
              <bdi>{task.type?.name ?? none}</bdi>
            </DetailField>
            <DetailField label={t('task.field.assignTo')}>
              <bdi>{task.assign_to?.full_name ?? t('task.unassigned')}</bdi>
            </DetailField>
            <DetailField label={t('task.field.dueDate')}>
              <DateText value={task.due_date} />
            </DetailField>
            <DetailField label={t('task.field.createdAt')}>
              <DateText value={task.created_at} />
            </DetailField>
            {task.completed_at && (
              <DetailField label={t('task.field.completedAt')}>
                <DateText value={task.completed_at} />
              </DetailField>
            )}
          </SimpleGrid>
          <DetailField label={t('task.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {task.description}
            </Text>
          </DetailField>
          <TaskHoursList taskId={task.id} />
          {canSetStatus && task.status !== 'closed' && (
            <Button
              color="green"
              size="md"
              leftSection={<IconCircleCheck size={18} />}
              loading={markDone.isPending}
              onClick={() => markDone.mutate({ id: task.id, status: 'closed' }, { onSuccess: onClose })}
            >
              {t('task.action.markDone')}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
