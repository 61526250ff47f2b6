import type { TSale } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A bill not fully paid whose due date is before the business's today: the server's `overdue_on` filter, judged
 * on the row. A bill without a due date is never overdue.
 */
export function isSaleOverdue(sale: Pick<TSale, 'due_date' | 'payment_status'>, today: string): boolean {
  return sale.due_date !== null && sale.due_date < today && sale.payment_status !== 'paid';
}

/** Marks an overdue bill beside its payment status. */
export function SaleOverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="red"
      variant="filled"
      radius="sm"
      size="sm"
      miw="max-content"
      leftSection={<IconAlertTriangle size={12} />}
    >
      {t('sale.overdue')}
    </Badge>
  );
}
