import { pagePath, type TAmcDetail, type TBillingPeriod, type TBillingPeriodState } from '@amc/contracts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { MoneyText } from '../../../components/money-text';
import { useCanOpenPage } from '../../../lib/page-access';

/**
 * Each period's state in its colour: not billed yet gray, billed blue, paid green, overdue red, removed and credited
 * (its bill taken back) gray.
 */
const PERIOD_COLORS: Record<TBillingPeriodState, string> = {
  upcoming: 'gray',
  billed: 'blue',
  paid: 'green',
  overdue: 'red',
  removed: 'gray',
  credited: 'gray',
};

/** A period's bill: its number (a link to it for whoever may open sales) and when it is due. */
function PeriodBill({ sale }: { sale: NonNullable<TBillingPeriod['sale']> }) {
  const { t } = useTranslation();
  const canOpenPage = useCanOpenPage();
  return (
    <Text size="xs" c="dimmed" component="span">
      {canOpenPage('saleView') ? (
        <Anchor component={Link} to={pagePath('saleView', { id: sale.id })} size="xs">
          <bdi>{sale.sale_no}</bdi>
        </Anchor>
      ) : (
        <bdi>{sale.sale_no}</bdi>
      )}
      {sale.due_date && (
        <>
          {' · '}
          {t('amc.billing.due')} <DateText value={sale.due_date} />
        </>
      )}
    </Text>
  );
}

/**
 * The term's billing periods in order: dates, amount before tax, where each stands and its bill. One line a
 * period that wraps on a narrow screen, like the chain of terms; a removed period (its bill deleted, never billed
 * again) is struck through.
 */
function BillingPeriodsList({ periods }: { periods: TBillingPeriod[] }) {
  const { t } = useTranslation();
  return (
    <ol data-testid="amc-billing-periods" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {periods.map((period, index) => {
        const removed = period.state === 'removed';
        return (
          <li
            key={period.period_start}
            style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
          >
            <Group justify="space-between" gap="xs" py="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text
                  size="sm"
                  fw={600}
                  component="span"
                  c={removed ? 'dimmed' : undefined}
                  td={removed ? 'line-through' : undefined}
                >
                  <DateText value={period.period_start} /> – <DateText value={period.period_end} />
                </Text>
                {period.sale && <PeriodBill sale={period.sale} />}
              </Stack>
              <Group gap="sm" wrap="wrap">
                <Text
                  size="sm"
                  component="span"
                  c={removed ? 'dimmed' : undefined}
                  td={removed ? 'line-through' : undefined}
                >
                  <MoneyText amount={period.amount} />
                </Text>
                <Badge color={PERIOD_COLORS[period.state]} variant="light" radius="sm" miw="max-content">
                  {t(`amc.billingState.${period.state}`)}
                </Badge>
              </Group>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * How the contract is billed: its plan (cycle, tax, payment terms) and the periods the scheduler bills. A contract
 * billed by hand (plan none, nothing billed) says only that.
 */
export function AmcBillingCard({ amc }: { amc: TAmcDetail }) {
  const { t } = useTranslation();
  const periods = amc.billing_periods;
  const byHand = amc.billing_cycle === 'none' && periods.length === 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('amc.billing.title')}
        </Title>
        {byHand ? (
          <Text size="sm" c="dimmed">
            {t('amc.billing.byHand')}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <DetailField label={t('amc.field.billingCycle')}>
                {t(`amc.billingCycle.${amc.billing_cycle}`)}
              </DetailField>
              <DetailField label={t('amc.field.billingTax')}>
                {amc.billing_tax ? <bdi>{amc.billing_tax.name}</bdi> : t('amc.billing.noTax')}
              </DetailField>
              <DetailField label={t('amc.field.paymentDays')}>
                <bdi dir="ltr">{amc.payment_days}</bdi>
              </DetailField>
            </SimpleGrid>
            {periods.length > 0 && (
              <>
                {amc.billing_tax && (
                  <Text size="xs" c="dimmed">
                    {t('amc.billing.beforeTax')}
                  </Text>
                )}
                <BillingPeriodsList periods={periods} />
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
