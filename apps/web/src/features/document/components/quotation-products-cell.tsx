import type { TDocumentLine } from '@amc/contracts';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { lineName } from '../../../components/document-lines/line-name';
import { MoneyText } from '../../../components/money-text';

/** SPEC section 2: the first product's name, and every product with its amount in a tooltip when there are more. */
export function QuotationProductsCell({ items }: { items: readonly TDocumentLine[] }) {
  const [first, ...others] = items;
  if (!first) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" dir="auto" lineClamp={1} title={lineName(first)}>
        {lineName(first)}
      </Text>
      {others.length > 0 && (
        <Tooltip
          withArrow
          withinPortal
          label={
            <Stack gap={2}>
              {items.map((item) => (
                <Group key={item.id} gap="md" justify="space-between" wrap="nowrap">
                  <span dir="auto">{lineName(item)}</span>
                  <MoneyText amount={item.amount} />
                </Group>
              ))}
            </Stack>
          }
        >
          <Badge variant="light" color="gray" size="sm" style={{ cursor: 'help', flexShrink: 0 }}>
            +{others.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
