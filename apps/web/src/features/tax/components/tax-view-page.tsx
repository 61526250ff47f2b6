import { pagePath, type TTaxDetail } from '@amc/contracts';
import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';
import { useRight } from '../../../lib/use-right';
import { useDeleteTax } from '../api/use-delete-tax';
import { useTaxDetail } from '../api/use-tax-detail';
import { TaxFormModal } from './tax-form-modal';

/** A rate reads left to right with its sign, also in Arabic. */
const Rate = ({ tax }: { tax: TTaxDetail }) => <bdi dir="ltr">{tax.percentage}%</bdi>;

function TaxDetails({ tax }: { tax: TTaxDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" verticalSpacing="md">
        <DetailField label={t('tax.field.name')}>
          <bdi>{tax.name}</bdi>
        </DetailField>
        <DetailField label={t('tax.field.percentage')}>
          <Rate tax={tax} />
        </DetailField>
        <DetailField label={t('tax.field.components')}>
          {tax.components.length ? (
            tax.components.map((c, index) => (
              <Text key={index} size="sm">
                <bdi>{c.name}</bdi> <bdi dir="ltr">{c.percentage}%</bdi>{' '}
                <Text span size="xs" c="dimmed">
                  ({t(`tax.applies.${c.applies}`)})
                </Text>
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('tax.components.none')}
            </Text>
          )}
        </DetailField>
        <DetailField label={t('tax.field.createdAt')}>
          <DateText value={tax.created_at} />
        </DetailField>
        <DetailField label={t('tax.field.updatedAt')}>
          <DateText value={tax.updated_at} />
        </DetailField>
      </SimpleGrid>
    </Card>
  );
}

/** Quotations and sales are the only records that name a tax (their lines); products and purchases do not. */
function TaxUsage({ tax }: { tax: TTaxDetail }) {
  const { t } = useTranslation();
  const inUse = tax.usage.quotations + tax.usage.sales > 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('tax.usage.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <DetailField label={t('tax.usage.quotations')}>
            <span data-testid="tax-usage-quotations">{tax.usage.quotations}</span>
          </DetailField>
          <DetailField label={t('tax.usage.sales')}>
            <span data-testid="tax-usage-sales">{tax.usage.sales}</span>
          </DetailField>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {inUse ? t('tax.usage.inUse') : t('tax.usage.unused')} {t('tax.usage.note')}
        </Text>
      </Stack>
    </Card>
  );
}

function TaxView({ tax }: { tax: TTaxDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight('tax_edit');
  const canDelete = useRight('tax_delete');
  const remove = useDeleteTax();
  const [editing, setEditing] = useState(false);
  const listPath = pagePath('taxList');
  // The server refuses (409) while quotations or sales carry the tax; the button says so before it is tried.
  const inUse = tax.usage.quotations + tax.usage.sales > 0;

  const confirmDelete = () =>
    openConfirm({
      title: CONFIRM_TITLE,
      confirmLabel: 'Yes, Delete it',
      onConfirm: () => remove.mutate(tax.id, { onSuccess: () => navigate(listPath, { replace: true }) }),
    });

  return (
    <Stack gap="md">
      <RecordPageHeader
        title={tax.name}
        badge={
          <Badge variant="light" size="lg">
            <Rate tax={tax} />
          </Badge>
        }
        subtitle={t('tax.view.subtitle')}
        listPath={listPath}
      >
        {canEdit && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('tax.action.edit')}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={inUse}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {t('tax.action.delete')}
          </Button>
        )}
      </RecordPageHeader>
      <TaxDetails tax={tax} />
      <TaxUsage tax={tax} />
      <TaxFormModal opened={editing} tax={tax} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** /tax/view/:id: one tax, its rate, when it changed and how many quotations and sales carry it. */
export function TaxViewPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useTaxDetail(id);
  return (
    <RecordLoader id={id} query={detail} notFoundText={t('tax.view.notFound')}>
      {(tax) => <TaxView tax={tax} />}
    </RecordLoader>
  );
}
