import { ENDPOINTS, ZActivityLog } from '@amc/contracts';
import { Stack } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { useUserOptions } from '../../../lookups/use-user-options';
import { useActivitySlugs } from '../api/use-activity-slugs';
import { activityLogColumns } from './activitylog-columns';

/**
 * /activity/list (admin menu) and /activity-logs/list (member menu): who did what, when and from where. The
 * server shows the admin every line and anyone else only its own, so the user filter is the admin's alone.
 */
export function ActivityLogListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role_name === 'admin';
  const slugs = useActivitySlugs();
  const employees = useUserOptions('employee', { enabled: isAdmin });
  const customers = useUserOptions('customer', { enabled: isAdmin });
  const suppliers = useUserOptions('supplier', { enabled: isAdmin });
  const [range, setRange] = useState<TCalendarRange>(['', '']);

  const filterOptions = useMemo(() => {
    const people = [...(employees.data ?? []), ...(customers.data ?? []), ...(suppliers.data ?? [])];
    const users =
      isAdmin && user
        ? [
            { value: String(user.id), label: user.full_name },
            ...people.map((u) => ({ value: String(u.id), label: u.full_name })),
          ]
        : [];
    return { slugs: (slugs.data ?? []).map((slug) => ({ value: slug, label: slug })), users };
  }, [isAdmin, user, employees.data, customers.data, suppliers.data, slugs.data]);
  const columns = useMemo(() => activityLogColumns(t, filterOptions), [t, filterOptions]);
  const dateFilters = useMemo(() => {
    const [from, to] = range;
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [range]);

  return (
    <Stack gap="md">
      <PageTitle
        title={t('activitylog.list.title')}
        subtitle={t(isAdmin ? 'activitylog.list.subtitle' : 'activitylog.list.subtitleOwn')}
      />
      <DataTable
        tableId="activitylog"
        endpoint={ENDPOINTS.activitylog.list}
        rowSchema={ZActivityLog}
        columns={columns}
        fixedFilters={dateFilters}
        csvFileName="activityLogData"
        renderToolbarActions={() => (
          <CalendarRangeInput
            aria-label={t('activitylog.filter.dateRange')}
            placeholder={t('activitylog.filter.dateRange')}
            leftSection={<IconCalendar size={16} />}
            clearable
            w={240}
            value={range}
            onChange={setRange}
          />
        )}
      />
    </Stack>
  );
}
