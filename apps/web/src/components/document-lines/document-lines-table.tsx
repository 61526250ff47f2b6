import { taxSummaryOf, type TDocumentLine, type TDocumentTotals } from '@amc/contracts';
import type { ReactNode } from 'react';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../money-text';
import { lineName } from './line-name';

const percent = (value: string) => <bdi dir="ltr">{Number(value)}%</bdi>;

/**
 * The stored lines of a quotation or a sale with the figures the server computed (never recomputed here), and the
 * document's four sums beneath. A line with no product (a contract bill's period) shows `periodLabel` when the
 * document gives one (its contract and period in the reader's date format), else its stored description. A line's
 * item code for tax (HSN/SAC) shows under its name; a tax made of components shows each part (CGST 9%, SGST 9%),
 * and the sums show the document's tax by component under its tax total, as its PDF prints them.
 */
export function DocumentLinesTable({
  items,
  totals,
  testId,
  periodLabel,
}: {
  items: readonly TDocumentLine[];
  totals: TDocumentTotals;
  testId: string;
  periodLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  const sums = [
    ['documentLines.grossTotal', totals.gross_total],
    ['documentLines.discountTotal', totals.discount_total],
    ['documentLines.taxTotal', totals.tax_total],
    ['documentLines.total', totals.total],
  ] as const;
  const taxParts = taxSummaryOf(items).parts;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('documentLines.title')}
        </Title>
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documentLines.product')}</Table.Th>
                <Table.Th ta="end">{t('documentLines.quantity')}</Table.Th>
                <Table.Th ta="end">{t('documentLines.price')}</Table.Th>
                <Table.Th ta="end">{t('documentLines.amount')}</Table.Th>
                <Table.Th ta="end">{t('documentLines.discount')}</Table.Th>
                <Table.Th>{t('documentLines.tax')}</Table.Th>
                <Table.Th ta="end">{t('documentLines.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {item.product ? (
                      <>
                        <bdi>{item.product.name}</bdi>{' '}
                        <Text span size="xs" c="dimmed">
                          <bdi>({item.product.code})</bdi>
                        </Text>
                        {item.product.hsn_code && (
                          <Text size="xs" c="dimmed">
                            {t('documentLines.hsn')} <bdi dir="ltr">{item.product.hsn_code}</bdi>
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text span size="sm" dir="auto">
                        {periodLabel ?? lineName(item)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi dir="ltr">{item.quantity}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.price} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.amount} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.discount} />
                    {/* The line's own rate; a sale's whole-bill share is in the amount, not in this rate. */}
                    {Number(item.discount_percent) > 0 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({percent(item.discount_percent)})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {item.tax ? (
                      <>
                        <MoneyText amount={item.tax_amount} />{' '}
                        <Text span size="xs" c="dimmed">
                          (<bdi>{item.tax.name}</bdi>
                          {/* The rate the line was written with, unless the tax's name already says it. */}
                          {!item.tax.name.includes(`${Number(item.tax_percent)}%`) && (
                            <>, {percent(item.tax_percent)}</>
                          )}
                          )
                        </Text>
                        {item.tax_parts.map((part) => (
                          <Text key={part.name} size="xs" c="dimmed">
                            <bdi>{part.name}</bdi> {percent(part.percent)}: <MoneyText amount={part.amount} />
                          </Text>
                        ))}
                      </>
                    ) : (
                      <Text span size="sm" c="dimmed">
                        {t('documentLines.noTax')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.total} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {sums.map(([label, amount]) => [
                <Table.Tr key={label}>
                  <Table.Th colSpan={6} ta="end">
                    {t(label)}
                  </Table.Th>
                  <Table.Th ta="end" data-testid={`${testId}-${label.split('.')[1]}`}>
                    <MoneyText amount={amount} />
                  </Table.Th>
                </Table.Tr>,
                ...(label === 'documentLines.taxTotal'
                  ? taxParts.map((part) => (
                      <Table.Tr key={`${part.name}-${part.percent}`} data-testid={`${testId}-taxPart`}>
                        <Table.Td colSpan={6} ta="end" c="dimmed">
                          <bdi>{part.name}</bdi> {percent(part.percent)}
                        </Table.Td>
                        <Table.Td ta="end" c="dimmed">
                          <MoneyText amount={part.amount} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : []),
              ])}
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
