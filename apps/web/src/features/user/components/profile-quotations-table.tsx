import { pagePath, type TProfileQuotation } from '@amc/contracts';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { ProfileRecordLink } from './profile-record-link';

/** The first product, and the others with their amounts in a tooltip (SPEC section 2). */
function ProductNames({ products }: { products: TProfileQuotation['products'] }) {
  const { t } = useTranslation();
  const [first, ...others] = products;
  if (!first) return <Text size="sm">{t('user.na')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" dir="auto">
        {first.product_name}
      </Text>
      {others.length > 0 && (
        <Tooltip
          withArrow
          label={
            <Stack gap={2}>
              {products.map((p, index) => (
                <Group key={index} gap="md" justify="space-between" wrap="nowrap">
                  <span dir="auto">{p.product_name}</span>
                  <MoneyText amount={p.amount} />
                </Group>
              ))}
            </Stack>
          }
        >
          <Badge variant="light" color="gray" size="sm" style={{ cursor: 'help' }}>
            +{others.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/** A customer's Quotations tab. */
export function ProfileQuotationsTable({ rows }: { rows: TProfileQuotation[] }) {
  const { t } = useTranslation();
  return (
    <ProfileTable
      testId="profile-quotations"
      rows={rows}
      columns={[
        {
          key: 'customer',
          header: t('user.customerName'),
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.customer.full_name}</Text>
              <Text size="xs" c="dimmed">
                <ProfileRecordLink to={pagePath('quotationView', { id: r.id })} text={r.quotation_no} />
              </Text>
            </Stack>
          ),
        },
        {
          key: 'products',
          header: t('user.quotation.products'),
          render: (r) => <ProductNames products={r.products} />,
        },
        {
          key: 'gross_total',
          header: t('user.quotation.grossTotal'),
          render: (r) => <MoneyText amount={r.gross_total} />,
        },
        { key: 'date', header: t('user.date'), render: (r) => <DateText value={r.date} /> },
        { key: 'email', header: t('user.field.email'), render: (r) => <bdi>{r.customer.email}</bdi> },
        { key: 'status', header: t('user.status'), render: (r) => <StatusBadge status={r.status} /> },
      ]}
    />
  );
}
