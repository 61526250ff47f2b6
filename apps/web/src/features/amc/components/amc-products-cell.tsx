import type { TAmc } from '@amc/contracts';
import { Badge, Group, Tooltip } from '@mantine/core';

/** The first product of a contract and "+N" for the rest, all named on hover: a row stays one line high. */
export function AmcProductsCell({ products }: { products: TAmc['products'] }) {
  const [first, ...rest] = products;
  if (!first) return '—';
  return (
    <Group gap={6} wrap="nowrap">
      <bdi
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 220 }}
        title={first.name}
      >
        {first.name}
      </bdi>
      {rest.length > 0 && (
        <Tooltip label={products.map((p) => p.name).join(', ')} multiline maw={320} withinPortal>
          <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
