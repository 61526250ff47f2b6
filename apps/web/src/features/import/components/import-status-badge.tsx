import type { TImportStatus } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TImportStatus, string> = {
  uploaded: 'gray',
  checking: 'blue',
  checked: 'teal',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** An import's status with its label: never cut short, its least width is its whole label. */
export function ImportStatusBadge({ status }: { status: TImportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`import.status.${status}`)}
    </Badge>
  );
}
