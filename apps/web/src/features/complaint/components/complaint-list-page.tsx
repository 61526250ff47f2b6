import {
  COMPLAINT_FIELD_RULES,
  ENDPOINTS,
  FORM_ROLES,
  ZComplaint,
  type TComplaint,
  pagePath,
} from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { IconCalendar, IconPlus, IconTags } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable } from '../../../components/data-table/data-table';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useCategories } from '../../../lookups/use-categories';
import { useDeleteComplaints } from '../api/use-delete-complaints';
import { useUserOptions } from '../../../lookups/use-user-options';
import { complaintColumns } from './complaint-columns';
import { ComplaintFormDrawer } from './complaint-form-drawer';
import { ComplaintRowActions } from './complaint-row-actions';
import { ComplaintViewDrawer } from './complaint-view-drawer';
import { peopleSelectData, namedSelectData } from '../../../lookups/select-data';

/**
 * /complaint/list (CSV complaintData). The server keeps each caller to its rows: a customer sees its own
 * complaints, an employee those assigned to it; so the customer and assignee filters appear only to whoever
 * sees more than one.
 */
export function ComplaintListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = FORM_ROLES.find((r) => r === user?.role_name) ?? null;
  const canAdd = useRight('complaint_add') && role !== null;
  const canDelete = useRight('complaint_delete');
  const canSeeTypes = useRight('category_view');
  const deleteComplaints = useDeleteComplaints();
  const customers = useUserOptions('customer', { enabled: role === 'admin' || role === 'employee' });
  const employees = useUserOptions('employee', { enabled: role === 'admin' });
  const types = useCategories('complaint_type');
  const [range, setRange] = useState<TCalendarRange>(['', '']);
  const form = useRecordDrawer<TComplaint>();
  const view = useRecordDrawer<TComplaint>();
  // The form opened from "Resolve" starts closed, asking for the resolution note.
  const [resolving, setResolving] = useState(false);
  const canResolve = role !== null && COMPLAINT_FIELD_RULES.editable[role].update.includes('status');

  const filterOptions = useMemo(
    () => ({
      customers: peopleSelectData(customers.data),
      employees: peopleSelectData(employees.data),
      types: namedSelectData(types.data),
    }),
    [customers.data, employees.data, types.data],
  );
  const columns = useMemo(() => complaintColumns(t, filterOptions), [t, filterOptions]);
  const dateFilters = useMemo(() => {
    const [from, to] = range;
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [range]);

  return (
    <Stack gap="md">
      <PageTitle
        title={t('complaint.list.title')}
        subtitle={t('complaint.list.subtitle')}
        actions={
          canSeeTypes && (
            <Button
              component={Link}
              to={pagePath('complaintTypeList')}
              variant="light"
              leftSection={<IconTags size={16} />}
            >
              {t('category.complaint_type.title')}
            </Button>
          )
        }
      />
      <DataTable
        tableId="complaint"
        endpoint={ENDPOINTS.complaint.list}
        rowSchema={ZComplaint}
        columns={columns}
        fixedFilters={dateFilters}
        searchPlaceholder={t('table.search.complaint')}
        csvFileName="complaintData"
        renderRowActions={(complaint) => (
          <ComplaintRowActions
            complaint={complaint}
            canChange={role !== null}
            canResolve={canResolve}
            canEditResolved={role === 'admin'}
            onView={view.open}
            onEdit={(record) => {
              setResolving(false);
              form.open(record);
            }}
            onResolve={(record) => {
              setResolving(true);
              form.open(record);
            }}
          />
        )}
        renderToolbarActions={() => (
          <>
            {canAdd && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => {
                  setResolving(false);
                  form.open(null);
                }}
              >
                {t('complaint.add.button')}
              </Button>
            )}
            <CalendarRangeInput
              aria-label={t('complaint.filter.dateRange')}
              placeholder={t('complaint.filter.dateRange')}
              leftSection={<IconCalendar size={16} />}
              clearable
              w={240}
              value={range}
              onChange={setRange}
            />
          </>
        )}
        onDeleteSelected={canDelete ? (ids) => deleteComplaints.mutateAsync(ids) : undefined}
      />
      {role && (
        <ComplaintFormDrawer
          opened={form.opened}
          complaint={form.record}
          resolving={resolving}
          role={role}
          ownName={user?.full_name ?? ''}
          onClose={form.close}
        />
      )}
      <ComplaintViewDrawer opened={view.opened} complaint={view.record} onClose={view.close} />
    </Stack>
  );
}
