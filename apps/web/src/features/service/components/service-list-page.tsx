import { ENDPOINTS, ZService, pagePath, type TService } from '@amc/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteServices } from '../api/use-delete-services';
import { useUserOptions } from '../../../lookups/use-user-options';
import { serviceColumns } from './service-columns';
import type { TCompleteLinkState } from './complete/visit-summary';
import { ServiceFilterBar } from './service-filter-bar';
import { ServiceFormDrawer } from './service-form-drawer';
import { ServiceRowActions } from './service-row-actions';
import { ServiceViewDrawer } from './service-view-drawer';
import { useServiceFilters } from './use-service-filters';

/**
 * /service/list: scheduled and one-off service visits (CSV serviceData). The server scopes the rows: an
 * employee sees the services assigned to it, a customer its own. Overdue visits are marked in red.
 */
export function ServiceListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Only an administrator sees everyone's services, so only it filters by assignee.
  const isAdmin = user?.role_name === 'admin';
  const employees = useUserOptions('employee', { enabled: isAdmin });
  const employeeOptions = useMemo(
    () => (isAdmin ? (employees.data ?? []).map((e) => ({ value: String(e.id), label: e.full_name })) : null),
    [isAdmin, employees.data],
  );
  const columns = useMemo(() => serviceColumns(t, { employees: employeeOptions }), [t, employeeOptions]);
  const canAdd = useRight('service_add');
  const canDelete = useRight('service_delete');
  const deleteServices = useDeleteServices();
  const filters = useServiceFilters();
  const form = useRecordDrawer<TService>();
  const view = useRecordDrawer<TService>();
  const navigate = useNavigate();

  // Editing or completing from the view drawer replaces it rather than stacking on top of it.
  const openForm = (service: TService | null) => {
    view.close();
    form.open(service);
  };
  // One completion screen for every way in: the page with time, parts, photos and the signature.
  const openComplete = (service: TService) => {
    view.close();
    const state: TCompleteLinkState = { service };
    void navigate(pagePath('serviceComplete', { id: service.id }), { state });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('service.list.title')}</Title>
        <Text c="dimmed">{t('service.list.subtitle')}</Text>
      </div>
      <ServiceFilterBar
        values={filters.values}
        active={filters.active}
        onChange={filters.update}
        onClear={filters.clear}
      />
      <DataTable
        tableId="service"
        endpoint={ENDPOINTS.service.list}
        rowSchema={ZService}
        columns={columns}
        fixedFilters={filters.filters}
        searchPlaceholder={t('table.search.service')}
        csvFileName="serviceData"
        renderRowActions={(service) => (
          <ServiceRowActions
            service={service}
            onView={view.open}
            onEdit={openForm}
            onComplete={openComplete}
          />
        )}
        renderToolbarActions={
          canAdd
            ? () => (
                <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
                  {t('service.add.button')}
                </Button>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteServices.mutateAsync(ids) : undefined}
      />
      <ServiceFormDrawer opened={form.opened} service={form.record} onClose={form.close} />
      <ServiceViewDrawer
        opened={view.opened}
        service={view.record}
        onClose={view.close}
        onEdit={openForm}
        onComplete={openComplete}
      />
    </Stack>
  );
}
