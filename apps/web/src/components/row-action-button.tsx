import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One icon of a row's actions, named for screen readers and explained on hover. */
export function RowActionButton({
  label,
  color = 'gray',
  onClick,
  size,
  children,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  /** A touch-sized icon (44) where a wrong tap costs something, e.g. Accept beside Decline on a phone. */
  size?: number;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} size={size}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
