import type { TTask } from '@amc/contracts';
import { Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** SPEC's task View screen: every field of one task, read-only. */
export function TaskViewDrawer({
  opened,
  task,
  onClose,
}: {
  opened: boolean;
  task: TTask | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
            <Detail label={t('task.field.client')}>
              <bdi>{task.client?.full_name ?? none}</bdi>
            </Detail>
            <Detail label={t('task.field.type')}>
              <bdi>{task.type?.name ?? none}</bdi>
            </Detail>
            <Detail label={t('task.field.assignTo')}>
              <bdi>{task.assign_to?.full_name ?? t('task.unassigned')}</bdi>
            </Detail>
            <Detail label={t('task.field.dueDate')}>
              <DateText value={task.due_date} />
            </Detail>
            <Detail label={t('task.field.createdAt')}>
              <DateText value={task.created_at} />
            </Detail>
            {task.completed_at && (
              <Detail label={t('task.field.completedAt')}>
                <DateText value={task.completed_at} />
              </Detail>
            )}
          </SimpleGrid>
          <Detail label={t('task.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {task.description}
            </Text>
          </Detail>
        </Stack>
      )}
    </Drawer>
  );
}
