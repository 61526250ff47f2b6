import type { TComplaint } from '@amc/contracts';
import { Alert, Anchor, Drawer, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText, WhenText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { DetailField } from '../../../components/detail-field';
import { RatingOf } from '../../../components/rating/rating-of';
import { PhotoThumbs } from '../../../components/photo-thumbs';
import { EquipmentRefText } from '../../../components/equipment-ref-text';
import { useComplaint } from '../api/use-complaint';
import { PromiseText } from '../../../components/promise-text';

/** The complaint's photos, from its view (a list row leaves them out). */
function ComplaintPhotos({ id }: { id: number }) {
  const { t } = useTranslation();
  const view = useComplaint(id);
  if (view.isPending) return <Loader size="sm" aria-label={t('complaint.photos.loading')} />;
  if (view.isError)
    return (
      <Alert color="red" variant="light" title={t('complaint.photos.error')}>
        {view.error.message}
      </Alert>
    );
  const photos = view.data.photos ?? [];
  if (photos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('complaint.photos.none')}
      </Text>
    );
  return <PhotoThumbs photos={photos} labelOf={(n) => t('complaint.photos.photoN', { n })} />;
}

/** SPEC's complaint View screen: every field of one complaint, read-only. */
export function ComplaintViewDrawer({
  opened,
  complaint,
  onClose,
}: {
  opened: boolean;
  complaint: TComplaint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const none = t('complaint.view.none');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={560}
      title={t('complaint.view.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {complaint && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {/* Shrinks, its e-mail address breaking as in DetailField: on a phone it pushed the status off. */}
            <Stack gap={2} miw={0}>
              <Title order={3}>
                <bdi>{complaint.complaint_no}</bdi>
              </Title>
              <Text c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {complaint.customer.full_name} · <bdi>{complaint.customer.email}</bdi>
              </Text>
            </Stack>
            <StatusBadge status={complaint.status} />
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <DetailField label={t('complaint.field.product')}>
              <bdi>{complaint.product?.name ?? none}</bdi>
            </DetailField>
            <DetailField label={t('complaint.field.equipment')}>
              {complaint.equipment ? <EquipmentRefText item={complaint.equipment} /> : none}
            </DetailField>
            {complaint.reported_by_scan && (
              // Whoever scanned the item's label: as typed, and one tap to call back.
              <DetailField label={t('complaint.field.reportedByScan')}>
                <bdi>{complaint.reported_by_scan.name}</bdi> ·{' '}
                <Anchor href={`tel:${complaint.reported_by_scan.phone}`} inherit>
                  <bdi dir="ltr">{complaint.reported_by_scan.phone}</bdi>
                </Anchor>
              </DetailField>
            )}
            <DetailField label={t('complaint.field.date')}>
              <DateText value={complaint.date} />
            </DetailField>
            <DetailField label={t('complaint.field.type')}>
              <bdi>{complaint.complaint_type?.name ?? none}</bdi>
            </DetailField>
            <DetailField label={t('complaint.field.charge')}>
              <MoneyText amount={complaint.charge} />
            </DetailField>
            <DetailField label={t('complaint.field.chargeable')}>
              {t(complaint.chargeable ? 'complaint.chargeable.yes' : 'complaint.chargeable.no')}
            </DetailField>
            <DetailField label={t('complaint.field.assignedTo')}>
              <bdi>{complaint.assign_to?.full_name ?? t('complaint.unassigned')}</bdi>
            </DetailField>
            <DetailField label={t('complaint.field.assignDate')}>
              <DateText value={complaint.assign_date} />
            </DetailField>
            <DetailField label={t('complaint.field.createdAt')}>
              <DateText value={complaint.created_at} />
            </DetailField>
            {complaint.resolved_at && (
              <DetailField label={t('complaint.field.resolvedAt')}>
                <DateText value={complaint.resolved_at} />
              </DetailField>
            )}
            <DetailField label={t('complaint.field.priority')}>
              {t(`complaint.priority.${complaint.priority}`)}
              {complaint.service_level && (
                <Text size="xs" c="dimmed" span>
                  {' · '}
                  <bdi>{complaint.service_level.name}</bdi>
                </Text>
              )}
            </DetailField>
            <DetailField label={t('complaint.field.due')}>
              <PromiseText complaint={complaint} />
            </DetailField>
            {/* The promised times: what the customer was promised, also once kept. */}
            <DetailField label={t('complaint.field.responseDue')}>
              {complaint.response_due_at ? <WhenText value={complaint.response_due_at} /> : none}
            </DetailField>
            <DetailField label={t('complaint.field.respondedAt')}>
              {complaint.responded_at ? <WhenText value={complaint.responded_at} /> : none}
            </DetailField>
            <DetailField label={t('complaint.field.resolutionDue')}>
              {complaint.resolution_due_at ? <WhenText value={complaint.resolution_due_at} /> : none}
            </DetailField>
          </SimpleGrid>
          <DetailField label={t('complaint.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {complaint.description}
            </Text>
          </DetailField>
          <DetailField label={t('complaint.photos.label')}>
            <ComplaintPhotos id={complaint.id} />
          </DetailField>
          {complaint.resolution_note && (
            <DetailField label={t('complaint.field.resolutionNote')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                {complaint.resolution_note}
              </Text>
            </DetailField>
          )}
          {complaint.status === 'closed' && <RatingOf work={{ complaint_id: complaint.id }} />}
        </Stack>
      )}
    </Drawer>
  );
}
