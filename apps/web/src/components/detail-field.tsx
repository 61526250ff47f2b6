import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One read-only field of a View screen: a small caption over its value. A long value without spaces (an e-mail
 * address), or a long word of a caption in capitals, breaks inside its own column rather than running into the
 * next field.
 */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
