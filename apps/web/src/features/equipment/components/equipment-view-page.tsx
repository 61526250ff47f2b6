import { FORM_ROLES, pagePath, type TEquipmentDetail } from '@amc/contracts';
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { PhotoThumbs } from '../../../components/photo-thumbs';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';
import { StatusBadge } from '../../../components/status-badge';
import { useCanOpenPage } from '../../../lib/page-access';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useDeleteEquipment } from '../api/use-delete-equipment';
import { useEquipmentDetail } from '../../../lookups/use-equipment-detail';
import { EquipmentCoverBadge } from '../../../components/equipment-cover-badge';
import { EquipmentFormDrawer } from './equipment-form-drawer';
import { EquipmentHistoryTabs } from './equipment-history-tabs';
import { EquipmentLabelCard } from './equipment-label-card';
import { customerEquipmentPath } from './equipment-paths';

function EquipmentDetails({ equipment, isCustomer }: { equipment: TEquipmentDetail; isCustomer: boolean }) {
  const { t } = useTranslation();
  const none = t('equipment.na');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('equipment.field.serialNo')}>
            <bdi>{equipment.serial_no}</bdi>
          </DetailField>
          <DetailField label={t('equipment.field.product')}>
            <bdi>
              {equipment.product.name} ({equipment.product.code})
            </bdi>
          </DetailField>
          <DetailField label={t('equipment.field.customer')}>
            <bdi>{equipment.customer.full_name}</bdi>
            {/* A customer's items are all its own: the link would lead back to the same list. */}
            {!isCustomer && (
              <div>
                <Anchor component={Link} to={customerEquipmentPath(equipment.customer.id)} size="sm">
                  {t('equipment.view.customerItems')}
                </Anchor>
              </div>
            )}
          </DetailField>
          <DetailField label={t('equipment.field.cover')}>
            <EquipmentCoverBadge cover={equipment.cover} />
          </DetailField>
          <DetailField label={t('equipment.field.site')}>
            {equipment.site ? <bdi>{equipment.site}</bdi> : none}
          </DetailField>
          <DetailField label={t('equipment.field.location')}>
            {equipment.location ? <bdi>{equipment.location}</bdi> : none}
          </DetailField>
          <DetailField label={t('equipment.field.installDate')}>
            {equipment.install_date ? <DateText value={equipment.install_date} /> : none}
          </DetailField>
          <DetailField label={t('equipment.field.warrantyEnd')}>
            {equipment.warranty_end ? <DateText value={equipment.warranty_end} /> : none}
          </DetailField>
          <DetailField label={t('equipment.field.createdAt')}>
            <DateText value={equipment.created_at} />
          </DetailField>
        </SimpleGrid>
        <DetailField label={t('equipment.field.notes')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {equipment.notes ?? none}
          </Text>
        </DetailField>
      </Stack>
    </Card>
  );
}

function EquipmentView({ equipment }: { equipment: TEquipmentDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const role = FORM_ROLES.find((r) => r === user?.role_name) ?? null;
  const canEdit = useRight('equipment_edit') && role !== null;
  const canDelete = useRight('equipment_delete');
  const canPrintLabels = useRight('equipment_edit');
  // A complaint is filed on an item in use, by whoever may file one (as the complaint list offers its form) and
  // open that list.
  const canOpenPage = useCanOpenPage();
  const canReport =
    useRight('complaint_add') &&
    role !== null &&
    canOpenPage('complaintList') &&
    equipment.status === 'in_use';
  const remove = useDeleteEquipment();
  const [editing, setEditing] = useState(false);
  const listPath = pagePath('equipmentList');

  const confirmDelete = () =>
    openConfirm({
      title: CONFIRM_TITLE,
      confirmLabel: 'Yes, Delete it',
      onConfirm: () =>
        remove.mutate(equipment.id, { onSuccess: () => navigate(listPath, { replace: true }) }),
    });

  return (
    <Stack gap="md">
      <RecordPageHeader
        title={equipment.serial_no}
        badge={<StatusBadge status={equipment.status} />}
        subtitle={t('equipment.view.subtitle')}
        listPath={listPath}
      >
        {canReport && (
          <Button
            component={Link}
            to={`${pagePath('complaintList')}?add=1&equipment_id=${equipment.id}`}
            variant="light"
            leftSection={<IconMessageReport size={16} />}
          >
            {t('equipment.action.reportProblem')}
          </Button>
        )}
        {canEdit && (
          <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('equipment.action.edit')}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {t('equipment.action.delete')}
          </Button>
        )}
      </RecordPageHeader>
      <EquipmentDetails equipment={equipment} isCustomer={role === 'customer'} />
      {canPrintLabels && <EquipmentLabelCard equipment={equipment} />}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('equipment.photos.label')}
          </Title>
          {equipment.photos.length > 0 ? (
            <PhotoThumbs photos={equipment.photos} labelOf={(n) => t('equipment.photos.photoN', { n })} />
          ) : (
            <Text c="dimmed">{t('equipment.photos.none')}</Text>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('equipment.history.title')}
          </Title>
          <EquipmentHistoryTabs history={equipment.history} />
        </Stack>
      </Card>
      {role && (
        <EquipmentFormDrawer
          opened={editing}
          equipment={equipment}
          role={role}
          ownName={user?.full_name ?? ''}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

/** /equipment/view/:id: one item, what covers it today, its photos and its history. */
export function EquipmentViewPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useEquipmentDetail(id);
  return (
    <RecordLoader id={id} query={detail} notFoundText={t('equipment.view.notFound')}>
      {(equipment) => <EquipmentView equipment={equipment} />}
    </RecordLoader>
  );
}
