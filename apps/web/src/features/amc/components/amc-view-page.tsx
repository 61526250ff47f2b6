import { pagePath, type TAmcDetail, type TAmcTermRef } from '@amc/contracts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBan,
  IconInfoCircle,
  IconMailForward,
  IconPencil,
  IconRefresh,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { useRight } from '../../../lib/use-right';
import { useSession } from '../../../lib/session';
import { useAmcDetail } from '../api/use-amc-detail';
import { AmcAnswerButtons } from './amc-answer-buttons';
import { AmcBillingCard } from './amc-billing-card';
import { AmcPdfButtons } from './amc-pdf-buttons';
import { AmcCancelModal } from './amc-cancel-modal';
import { AmcFormDrawer } from './amc-form-drawer';
import { AmcRenewModal, type TRenewMode } from './amc-renew-modal';
import { AmcRenewalOfferCard } from './amc-renewal-offer-card';
import { AmcRenewalRequestModal } from './amc-renewal-request-modal';
import { AmcScheduleTable } from './amc-schedule-table';
import { AmcTermBadge } from './amc-term-badge';
import { AmcTermsList } from './amc-terms-list';
import { useCanAnswerAmc } from './use-can-answer-amc';
import { DetailField } from '../../../components/detail-field';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';
import { FileLink } from '../../../components/file-link';
import { EquipmentRefText } from '../../../components/equipment-ref-text';

/** Another term of the contract, as a link to its view. */
function TermLink({ term }: { term: TAmcTermRef }) {
  return (
    <Anchor component={Link} to={pagePath('amcView', { id: term.id })} size="sm">
      <bdi>{term.amc_no}</bdi>
    </Anchor>
  );
}

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
          <DetailField label={t('amc.field.price')}>
            <MoneyText amount={amc.price} />
          </DetailField>
          <DetailField label={t('amc.field.term')}>
            <AmcTermBadge status={amc.term_status} />
          </DetailField>
          {amc.cancelled_on && (
            <DetailField label={t('amc.field.cancelledOn')}>
              <DateText value={amc.cancelled_on} />
            </DetailField>
          )}
          {amc.renewal_requested_at && (
            <DetailField label={t('amc.field.renewalRequestedAt')}>
              <DateText value={amc.renewal_requested_at} />
            </DetailField>
          )}
          {amc.renews && (
            <DetailField label={t('amc.field.renews')}>
              <TermLink term={amc.renews} />
            </DetailField>
          )}
          {amc.renewed_by && (
            <DetailField label={t('amc.field.renewedBy')}>
              <TermLink term={amc.renewed_by} />
            </DetailField>
          )}
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
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
            {amc.detail}
          </Text>
        </DetailField>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label={t('amc.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
              {amc.description ?? none}
            </Text>
          </DetailField>
          <DetailField label={t('amc.field.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
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
  const holdsEdit = useRight('amc_edit');
  const canAnswer = useCanAnswerAmc(amc);
  // A cancelled contract is no longer changed, renewed or cancelled again (the server answers 409).
  const cancelled = amc.term_status === 'cancelled';
  const canEdit = holdsEdit && !cancelled;
  // A term is renewed once; the renewal is a new contract, so it takes the right to add one, and it is the office's
  // (a customer asks for it instead: the server answers 403).
  const { user } = useSession();
  const renewed = amc.term_status === 'renewed';
  const canRenew = useRight('amc_add') && user?.role_name !== 'customer' && !renewed && !cancelled;
  // An offer is a quotation, which the administrators handle (the server answers 403 to anyone else).
  const canOffer = canRenew && user?.role_name === 'admin';
  // Cancelling is the office's, as the billing plan is: an assignee or a customer holding amc_edit asks the office.
  const office = user?.role_name !== 'customer' && user?.role_name !== 'employee';
  const canCancel = holdsEdit && office && !renewed && !cancelled;
  // The customer asks once per term (the server answers 409 after, and for a renewed or cancelled one); once it has,
  // the details show when instead of the button. An open offer is answered instead.
  const canAskRenewal =
    user?.role_name === 'customer' &&
    !renewed &&
    !cancelled &&
    amc.renewal_requested_at === null &&
    amc.renewal_offer?.state !== 'open';
  const [editing, setEditing] = useState(false);
  const [renewing, setRenewing] = useState<TRenewMode | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [askingRenewal, setAskingRenewal] = useState(false);

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
        <AmcPdfButtons amc={amc} />
        {canRenew && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setRenewing('renew')}
          >
            {t('amc.action.renew')}
          </Button>
        )}
        {canOffer && (
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} />}
            onClick={() => setRenewing('offer')}
          >
            {t('amc.action.offerRenewal')}
          </Button>
        )}
        {canAskRenewal && (
          <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setAskingRenewal(true)}>
            {t('amc.action.requestRenewal')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} />}
            onClick={() => setCancelling(true)}
          >
            {t('amc.action.cancel')}
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
      <AmcRenewalOfferCard amc={amc} />
      <AmcBillingCard amc={amc} />
      {amc.terms.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('amc.terms.title')}
            </Title>
            <AmcTermsList terms={amc.terms} currentId={amc.id} />
          </Stack>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('amc.schedule.title')}
          </Title>
          <AmcScheduleTable services={amc.services} />
        </Stack>
      </Card>
      <AmcFormDrawer opened={editing} amc={amc} onClose={() => setEditing(false)} />
      {canRenew && (
        <AmcRenewModal
          opened={renewing !== null}
          amc={amc}
          mode={renewing ?? 'renew'}
          onClose={() => setRenewing(null)}
        />
      )}
      {canCancel && <AmcCancelModal opened={cancelling} amc={amc} onClose={() => setCancelling(false)} />}
      {canAskRenewal && (
        <AmcRenewalRequestModal opened={askingRenewal} amc={amc} onClose={() => setAskingRenewal(false)} />
      )}
    </Stack>
  );
}

/**
 * /amc/view/:id: one contract, its attachment, its billing, its generated schedule and its chain of terms; the
 * assignee answers it here, a holder of amc_add renews it, an administrator offers its renewal to the customer, the
 * office cancels it, and the customer asks for its renewal or answers the offer.
 */
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
