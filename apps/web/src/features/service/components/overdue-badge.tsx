import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Marks a service dated before today that is not done yet (the server's is_overdue). */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled" radius="sm" size="sm" leftSection={<IconAlertTriangle size={12} />}>
      {t('service.overdue')}
    </Badge>
  );
}
