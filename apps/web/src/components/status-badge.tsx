import { STATUS_COLORS } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A status in SPEC section 4's colour, with its label in the user's language (keys "status.<value>"). Never cut
 * to "PROGR…": its least width is its whole label, so a table's column widens for it instead. A `scope` names a
 * kind whose statuses mean their own ("creditNote": open credit is not an open complaint): "status.<scope>.<value>".
 */
export function StatusBadge({ status, scope }: { status: string; scope?: string }) {
  const { t } = useTranslation();
  const key = scope ? `${scope}.${status}` : status;
  return (
    <Badge color={STATUS_COLORS[key] ?? 'gray'} variant="light" radius="sm" miw="max-content">
      {t(`status.${key}`, { defaultValue: status })}
    </Badge>
  );
}
