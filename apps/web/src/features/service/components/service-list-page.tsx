import { ENDPOINTS, ZService, type TService } from '@amc/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useDeleteServices } from '../api/use-delete-services';
import { useUserOptions } from '../../../lookups/use-user-options';
import { serviceColumns } from './service-columns';
import { ServiceCompleteModal } from './service-complete-modal';
import { ServiceFilterBar } from './service-filter-bar';
import { ServiceFormDrawer } from './service-form-drawer';
import { ServiceRowActions } from './service-row-actions';
import { ServiceViewDrawer } from './service-view-drawer';
import { useServiceFilters } from './use-service-filters';

/** The service stays while a drawer or the modal closes, so its content does not change during the fade-out. */
type TPanelState = { opened: boolean; service: TService | null };
const CLOSED: TPanelState = { opened: false, service: null };

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
  const [form, setForm] = useState<TPanelState>(CLOSED);
  const [view, setView] = useState<TPanelState>(CLOSED);
  const [complete, setComplete] = useState<TPanelState>(CLOSED);

  const openForm = (service: TService | null) => {
    setView((current) => ({ ...current, opened: false }));
    setForm({ opened: true, service });
  };
  const openComplete = (service: TService) => {
    setView((current) => ({ ...current, opened: false }));
    setComplete({ opened: true, service });
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
            onView={(s) => setView({ opened: true, service: s })}
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
      <ServiceFormDrawer
        opened={form.opened}
        service={form.service}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <ServiceViewDrawer
        opened={view.opened}
        service={view.service}
        onClose={() => setView((current) => ({ ...current, opened: false }))}
        onEdit={openForm}
        onComplete={openComplete}
      />
      <ServiceCompleteModal
        opened={complete.opened}
        service={complete.service}
        onClose={() => setComplete((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
