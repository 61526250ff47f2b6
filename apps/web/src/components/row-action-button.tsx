import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One icon of a row's actions, named for screen readers and explained on hover. */
export function RowActionButton({
  label,
  color = 'gray',
  onClick,
  children,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
