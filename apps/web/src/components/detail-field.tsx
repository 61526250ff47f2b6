import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One read-only field of a View screen: a small caption over its value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
