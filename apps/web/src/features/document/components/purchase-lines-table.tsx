import type { TPurchaseItem } from '@amc/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';

/** A purchase's (or a purchase return's) lines: product, quantity, rate and amount, and their total. */
export function PurchaseLinesTable({
  items,
  total,
  testId,
}: {
  items: readonly Omit<TPurchaseItem, 'returned_quantity'>[];
  total: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('purchase.lines.title')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchase.field.product')}</Table.Th>
                <Table.Th ta="end">{t('purchase.field.quantity')}</Table.Th>
                <Table.Th ta="end">{t('purchase.field.rate')}</Table.Th>
                <Table.Th ta="end">{t('purchase.field.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <bdi>{item.product.name}</bdi>{' '}
                    <Text span size="xs" c="dimmed">
                      <bdi>({item.product.code})</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi dir="ltr">{item.quantity}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.rate} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3} ta="end">
                  {t('purchase.field.total')}
                </Table.Th>
                <Table.Th ta="end">
                  <MoneyText amount={total} />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
