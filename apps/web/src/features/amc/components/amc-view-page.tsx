import type { TAmcDetail } from '@amc/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../i18n/translate-message';
import { useRight } from '../../../lib/use-right';
import { useAmcDetail } from '../api/use-amc-detail';
import { AmcAnswerButtons } from './amc-answer-buttons';
import { AmcFormDrawer } from './amc-form-drawer';
import { AMC_LIST_PATH } from './amc-paths';
import { AmcScheduleTable } from './amc-schedule-table';
import { useCanAnswerAmc } from './use-can-answer-amc';
import { DetailField } from '../../../components/detail-field';

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
            {t('amc.interval.value', { n: amc.interval_months })}
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
          {amc.attachment ? (
            <Anchor href={amc.attachment} target="_blank" rel="noopener noreferrer">
              {t('amc.attachment.open')}
            </Anchor>
          ) : (
            none
          )}
        </DetailField>
      </Stack>
    </Card>
  );
}

function AmcView({ amc }: { amc: TAmcDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const canEdit = useRight('amc_edit');
  const canAnswer = useCanAnswerAmc(amc);
  const [editing, setEditing] = useState(false);
  // Back where the view was opened from, or to the list after a reload or from a shared link.
  const goBack = () => (location.key === 'default' ? navigate(AMC_LIST_PATH) : navigate(-1));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={2}>
              <bdi>{amc.amc_no}</bdi>
            </Title>
            <StatusBadge status={amc.status} />
          </Group>
          <Text c="dimmed">{t('amc.view.subtitle')}</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
            {t('action.back')}
          </Button>
          {canEdit && (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('amc.action.edit')}
            </Button>
          )}
        </Group>
      </Group>
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
  const { id: rawId } = useParams();
  const id = rawId && /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
  const detail = useAmcDetail(id);

  if (id === null || detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
        {detail.isError ? translateMessage(t, detail.error.message) : t('amc.view.notFound')}
      </Alert>
    );
  }
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <AmcView amc={detail.data} />;
}
