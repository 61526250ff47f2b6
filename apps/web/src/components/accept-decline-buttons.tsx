import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

type TAnswer = 'accept' | 'decline';

/**
 * Accept and Decline side by side: 44 px buttons with a thumb's gap between them, the one being sent spinning and
 * both waiting while it goes. What each does (and whether it asks first) is the caller's.
 */
export function AcceptDeclineButtons({
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
  sending,
  grow = false,
  wrap = false,
}: {
  acceptLabel: string;
  declineLabel: string;
  onAccept: () => void;
  onDecline: () => void;
  /** The answer on its way, if one is. */
  sending: TAnswer | null;
  /** Share the row's whole width (a card's foot). */
  grow?: boolean;
  /** Let long labels fall on two rows on a phone rather than be cut. */
  wrap?: boolean;
}) {
  return (
    <Group gap="md" grow={grow} wrap={wrap ? 'wrap' : 'nowrap'}>
      <Button
        color="green"
        mih={44}
        leftSection={<IconCheck size={18} />}
        loading={sending === 'accept'}
        disabled={sending !== null}
        onClick={onAccept}
      >
        {acceptLabel}
      </Button>
      <Button
        color="red"
        variant="light"
        mih={44}
        leftSection={<IconX size={18} />}
        loading={sending === 'decline'}
        disabled={sending !== null}
        onClick={onDecline}
      >
        {declineLabel}
      </Button>
    </Group>
  );
}
