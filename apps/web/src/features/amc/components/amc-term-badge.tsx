import type { TAmcTermStatus } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Each term status in its colour: waiting blue, running green, ending soon orange, ended red, continued violet,
 * stopped by the office gray.
 */
export const AMC_TERM_COLORS: Record<TAmcTermStatus, string> = {
  upcoming: 'blue',
  active: 'green',
  expiring: 'orange',
  expired: 'red',
  renewed: 'violet',
  cancelled: 'gray',
};

/** Where a contract's term stands (computed by the server on the business's day), like StatusBadge. */
export function AmcTermBadge({ status }: { status: TAmcTermStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={AMC_TERM_COLORS[status]} variant="light" radius="sm" miw="max-content">
      {t(`amc.term.${status}`)}
    </Badge>
  );
}
