import { STATUS_COLORS } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A status in SPEC section 4's colour, with its label in the user's language (keys "status.<value>"). Never cut
 * to "PROGR…": its least width is its whole label, so a table's column widens for it instead.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm" miw="max-content">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
