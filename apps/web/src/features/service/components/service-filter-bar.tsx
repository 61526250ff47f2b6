import { Button, Group } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import type { TServiceFilters, TServiceView } from './use-service-filters';

/**
 * Which services (the due ones by default, all, overdue or not), and the range of service dates; status and
 * assignee are the table's column filters.
 */
export function ServiceFilterBar({
  values,
  active,
  onChange,
  onClear,
}: {
  values: TServiceFilters;
  active: boolean;
  onChange: (change: Partial<TServiceFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="service-filters">
      <SegmentedChoice
        aria-label={t('service.filter.overdue')}
        value={values.overdue}
        onChange={(value) => onChange({ overdue: value as TServiceView })}
        data={[
          { value: 'due', label: t('service.filter.due') },
          { value: 'all', label: t('service.filter.all') },
          { value: 'true', label: t('service.filter.overdueOnly') },
          { value: 'false', label: t('service.filter.notOverdue') },
        ]}
      />
      <CalendarDateInput
        label={t('service.filter.from')}
        value={values.from}
        onChange={(from) => onChange({ from })}
        maxDate={values.to || undefined}
        clearable
        w={160}
      />
      <CalendarDateInput
        label={t('service.filter.to')}
        value={values.to}
        onChange={(to) => onChange({ to })}
        minDate={values.from || undefined}
        clearable
        w={160}
      />
      {active && (
        <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t('service.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
