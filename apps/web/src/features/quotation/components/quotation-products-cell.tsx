import type { TDocumentLine } from '@amc/contracts';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { MoneyText } from '../../../components/money-text';

/** SPEC section 2: the first product's name, and every product with its amount in a tooltip when there are more. */
export function QuotationProductsCell({ items }: { items: readonly TDocumentLine[] }) {
  const [first, ...others] = items;
  if (!first) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" dir="auto" lineClamp={1} title={first.product.name}>
        {first.product.name}
      </Text>
      {others.length > 0 && (
        <Tooltip
          withArrow
          withinPortal
          label={
            <Stack gap={2}>
              {items.map((item) => (
                <Group key={item.id} gap="md" justify="space-between" wrap="nowrap">
                  <span dir="auto">{item.product.name}</span>
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
