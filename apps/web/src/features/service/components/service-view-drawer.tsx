import type { TService } from '@amc/contracts';
import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateText, TimeText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { useRight } from '../../../lib/use-right';
import { OverdueBadge } from './overdue-badge';
import { customerOf } from './service-form-values';
import { useAssignmentAnswer } from './use-assignment-answer';
import { DetailField } from '../../../components/detail-field';
import { EquipmentRefText } from '../../../components/equipment-ref-text';
import { VisitReport } from './visit-report';
import { RatingOf } from '../../../components/rating/rating-of';

function ServiceDetails({
  service,
  onEdit,
  onComplete,
  onAnswered,
}: {
  service: TService;
  onEdit: (service: TService) => void;
  onComplete: (service: TService) => void;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const canEdit = useRight('service_edit');
  const answer = useAssignmentAnswer(service, { onAnswered });
  const none = t('service.view.none');
  const customer = customerOf(service);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <StatusBadge status={service.status} />
          {service.is_overdue && <OverdueBadge />}
        </Group>
        <Title order={3}>
          <bdi>{service.service_title}</bdi>
        </Title>
        <Text c="dimmed">
          <bdi>{service.service_no}</bdi>
        </Text>
      </Stack>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <DetailField label={t('service.field.label')}>{service.service_label ?? none}</DetailField>
        <DetailField label={t('service.field.type')}>{service.type ?? none}</DetailField>
        <DetailField label={t('service.field.date')}>
          <Text size="sm" c={service.is_overdue ? 'red' : undefined} component="span">
            <DateText value={service.service_date} />
            {service.service_time && (
              <>
                {' '}
                <TimeText value={service.service_time} />
              </>
            )}
          </Text>
        </DetailField>
        <DetailField label={t('service.field.completedDate')}>
          {service.completed_date ? <DateText value={service.completed_date} /> : none}
        </DetailField>
        <DetailField label={t('service.field.customer')}>
          <bdi>{customer?.full_name ?? none}</bdi>
        </DetailField>
        {service.equipment && (
          <DetailField label={t('service.field.equipment')}>
            <EquipmentRefText item={service.equipment} />
          </DetailField>
        )}
        <DetailField label={t('service.field.amc')}>
          {service.amc ? (
            <>
              <bdi dir="ltr">{service.amc.amc_no}</bdi>
              {service.sequence !== null && ` · ${t('service.view.sequence', { n: service.sequence })}`}
            </>
          ) : (
            t('service.oneOff')
          )}
        </DetailField>
        <DetailField label={t('service.field.assignTo')}>
          <Group gap="xs">
            <bdi>{service.assignTo?.full_name ?? t('service.unassigned')}</bdi>
            {service.employee_status && <StatusBadge status={service.employee_status} />}
          </Group>
        </DetailField>
        <DetailField label={t('service.field.charge')}>
          <MoneyText amount={service.charge} />
        </DetailField>
        <DetailField label={t('service.field.createdAt')}>
          <DateText value={service.created_at} />
        </DetailField>
      </SimpleGrid>
      <DetailField label={t('service.field.detail')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {service.detail ?? none}
        </Text>
      </DetailField>
      <DetailField label={t('service.field.remark')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {service.remark ?? none}
        </Text>
      </DetailField>
      {service.status === 'closed' && (
        <>
          <Divider />
          <VisitReport serviceId={service.id} />
          <RatingOf work={{ service_id: service.id }} />
        </>
      )}
      {(answer.canAnswer || canEdit) && (
        <>
          <Divider />
          <Group gap="md">
            {answer.canAnswer && (
              <>
                <Button
                  color="green"
                  mih={44}
                  leftSection={<IconThumbUp size={18} />}
                  onClick={answer.accept}
                  loading={answer.sending}
                >
                  {t('service.action.accept')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  mih={44}
                  leftSection={<IconThumbDown size={18} />}
                  onClick={answer.decline}
                  disabled={answer.sending}
                >
                  {t('service.action.decline')}
                </Button>
              </>
            )}
            {canEdit && service.status !== 'closed' && (
              <Button
                color="teal"
                variant="light"
                mih={44}
                leftSection={<IconCircleCheck size={18} />}
                onClick={() => onComplete(service)}
              >
                {t('service.action.complete')}
              </Button>
            )}
            {canEdit && (
              <Button
                variant="default"
                leftSection={<IconPencil size={18} />}
                onClick={() => onEdit(service)}
              >
                {t('service.action.edit')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

/** SPEC's service View screen: every field of one service, read-only, with the actions the caller may take. */
export function ServiceViewDrawer({
  opened,
  service,
  onClose,
  onEdit,
  onComplete,
}: {
  opened: boolean;
  service: TService | null;
  onClose: () => void;
  onEdit: (service: TService) => void;
  onComplete: (service: TService) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={560}
      title={t('service.view.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {service && (
        <ServiceDetails service={service} onEdit={onEdit} onComplete={onComplete} onAnswered={onClose} />
      )}
    </Drawer>
  );
}
