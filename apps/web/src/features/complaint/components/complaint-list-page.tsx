import {
  COMPLAINT_FIELD_RULES,
  ENDPOINTS,
  FORM_ROLES,
  ZComplaint,
  type TComplaint,
  type TEquipment,
  pagePath,
  parseId,
} from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { IconCalendar, IconPlus, IconTags } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable } from '../../../components/data-table/data-table';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useCategories } from '../../../lookups/use-categories';
import { useEquipmentDetail } from '../../../lookups/use-equipment-detail';
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
 * sees more than one. ?add=1 (and equipment_id=<id>, from an item's label or page) opens the add form at once, on
 * that item when it is one of the caller's in use.
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
  // The item a new complaint starts on, when the address asked for one.
  const [item, setItem] = useState<TEquipment | null>(null);
  const [params, setParams] = useSearchParams();
  const addAsked = params.get('add') === '1';
  const canPickEquipment = useRight('equipment_view');
  const askedItemId =
    addAsked && canAdd && canPickEquipment ? (parseId(params.get('equipment_id')) ?? null) : null;
  const askedItem = useEquipmentDetail(askedItemId);
  const askedItemReady = askedItemId === null || !askedItem.isPending;
  const openForm = form.open;

  // Once the item is known (or found to be none), the form opens and the address forgets the request (replaced,
  // so neither a reload nor Back opens it again).
  useEffect(() => {
    if (!addAsked || !askedItemReady) return;
    if (canAdd) {
      setItem(askedItem.data?.status === 'in_use' ? askedItem.data : null);
      setResolving(false);
      openForm(null);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        next.delete('equipment_id');
        return next;
      },
      { replace: true },
    );
  }, [addAsked, askedItemReady, askedItem.data, canAdd, openForm, setParams]);

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
                  setItem(null);
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
          item={item}
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
