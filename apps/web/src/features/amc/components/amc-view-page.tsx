import { pagePath, type TAmcDetail } from '@amc/contracts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { useRight } from '../../../lib/use-right';
import { useAmcDetail } from '../api/use-amc-detail';
import { AmcAnswerButtons } from './amc-answer-buttons';
import { AmcFormDrawer } from './amc-form-drawer';
import { AmcScheduleTable } from './amc-schedule-table';
import { useCanAnswerAmc } from './use-can-answer-amc';
import { DetailField } from '../../../components/detail-field';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';
import { FileLink } from '../../../components/file-link';
import { EquipmentRefText } from '../../../components/equipment-ref-text';

function AmcDetails({ amc }: { amc: TAmcDetail }) {
  const { t } = useTranslation();
  const none = t('amc.na');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('amc.field.customer')}>
            <bdi>{amc.customer.full_name}</bdi>
          </DetailField>
          <DetailField label={t('amc.field.assignTo')}>
            <Group gap="xs">
              <bdi>{amc.assign_to?.full_name ?? none}</bdi>
              {amc.employee_status && <StatusBadge status={amc.employee_status} />}
            </Group>
          </DetailField>
          <DetailField label={t('amc.field.startDate')}>
            <DateText value={amc.start_date} />
          </DetailField>
          <DetailField label={t('amc.field.endDate')}>
            {amc.end_date ? <DateText value={amc.end_date} /> : none}
          </DetailField>
          <DetailField label={t('amc.field.interval')}>
            {t('amc.interval.value', { count: amc.interval_months })}
          </DetailField>
          <DetailField label={t('amc.field.serviceCount')}>{amc.service_count}</DetailField>
          <DetailField label={t('amc.field.nextService')}>
            {amc.next_service_date ? <DateText value={amc.next_service_date} /> : none}
          </DetailField>
          <DetailField label={t('amc.field.createdAt')}>
            <DateText value={amc.created_at} />
          </DetailField>
        </SimpleGrid>
        <DetailField label={t('amc.field.products')}>
          {amc.products.map((p) => (
            <div key={p.id}>
              <bdi>
                {p.name} ({p.code})
              </bdi>
            </div>
          ))}
        </DetailField>
        <DetailField label={t('amc.view.equipment')}>
          {amc.equipment.length > 0
            ? amc.equipment.map((item) => (
                <div key={item.id}>
                  <EquipmentRefText item={item} />
                </div>
              ))
            : none}
        </DetailField>
        <DetailField label={t('amc.field.detail')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {amc.detail}
          </Text>
        </DetailField>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label={t('amc.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {amc.description ?? none}
            </Text>
          </DetailField>
          <DetailField label={t('amc.field.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {amc.note ?? none}
            </Text>
          </DetailField>
        </SimpleGrid>
        <DetailField label={t('amc.field.attachment')}>
          {amc.attachment ? <FileLink url={amc.attachment}>{t('amc.attachment.open')}</FileLink> : none}
        </DetailField>
      </Stack>
    </Card>
  );
}

function AmcView({ amc }: { amc: TAmcDetail }) {
  const { t } = useTranslation();
  const canEdit = useRight('amc_edit');
  const canAnswer = useCanAnswerAmc(amc);
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="md">
      <RecordPageHeader
        title={amc.amc_no}
        badge={<StatusBadge status={amc.status} />}
        subtitle={t('amc.view.subtitle')}
        listPath={pagePath('amcList')}
      >
        {canEdit && (
          <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('amc.action.edit')}
          </Button>
        )}
      </RecordPageHeader>
      {canAnswer && (
        <Alert color="yellow" icon={<IconInfoCircle />} title={t('amc.answer.title')}>
          <Stack gap="sm">
            <Text size="sm">{t('amc.answer.text')}</Text>
            <AmcAnswerButtons amc={amc} />
          </Stack>
        </Alert>
      )}
      <AmcDetails amc={amc} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('amc.schedule.title')}
          </Title>
          <AmcScheduleTable services={amc.services} />
        </Stack>
      </Card>
      <AmcFormDrawer opened={editing} amc={amc} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** /amc/view/:id: one contract, its attachment and its generated schedule; the assignee answers it here. */
export function AmcViewPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useAmcDetail(id);
  return (
    <RecordLoader id={id} query={detail} notFoundText={t('amc.view.notFound')}>
      {(amc) => <AmcView amc={amc} />}
    </RecordLoader>
  );
}
