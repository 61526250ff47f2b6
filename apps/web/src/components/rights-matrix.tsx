import type { TModule } from '@amc/contracts';
import { Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The actions most modules share get a column each; a module's own actions (archive, approve ...) share one. */
const COMMON_ACTIONS = ['view', 'add', 'edit', 'delete'] as const;

const right = (module: TModule, action: string) => `${module.slug}_${action}`;

type TToggleState = { checked: boolean; indeterminate: boolean };

function toggleState(rights: readonly string[], value: ReadonlySet<string>): TToggleState {
  const held = rights.filter((r) => value.has(r)).length;
  return {
    checked: rights.length > 0 && held === rights.length,
    indeterminate: held > 0 && held < rights.length,
  };
}

/**
 * Rights as a module x action grid of checkboxes: a role's (Access rights) and a personal API token's (the modules
 * of the rights its owner holds). Each row and each common column has a toggle
 * that sets all of its boxes at once; `readOnly` shows the grid without letting it change (the admin role).
 * `canChange` locks the boxes of rights the signed-in user may not give or take away (the server refuses them).
 */
export function RightsMatrix({
  modules,
  value,
  onChange,
  readOnly = false,
  canChange = () => true,
}: {
  modules: readonly TModule[];
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  readOnly?: boolean;
  canChange?: (right: string) => boolean;
}) {
  const { t } = useTranslation();
  const moduleName = (module: TModule) => t(`role.module.${module.slug}`, { defaultValue: module.name });
  const actionName = (action: string) => t(`role.action.${action}`, { defaultValue: action });

  const setAll = (rights: readonly string[], on: boolean) => {
    const next = new Set(value);
    for (const r of rights.filter(canChange)) {
      if (on) next.add(r);
      else next.delete(r);
    }
    onChange(next);
  };

  const columnRights = (action: string) =>
    modules.filter((m) => m.actions.includes(action)).map((m) => right(m, action));

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="rights-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('role.matrix.module')}</Table.Th>
            <Table.Th ta="center">{t('role.matrix.all')}</Table.Th>
            {COMMON_ACTIONS.map((action) => {
              const rights = columnRights(action);
              const state = toggleState(rights, value);
              return (
                <Table.Th key={action} ta="center">
                  <Group gap={6} justify="center" wrap="nowrap">
                    <Checkbox
                      size="xs"
                      {...state}
                      disabled={readOnly || !rights.some(canChange)}
                      onChange={() => setAll(rights, !state.checked)}
                      aria-label={t('role.matrix.column', { action: actionName(action) })}
                    />
                    <Text size="sm" fw={700}>
                      {actionName(action)}
                    </Text>
                  </Group>
                </Table.Th>
              );
            })}
            <Table.Th>{t('role.matrix.other')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((module) => {
            const rowRights = module.actions.map((action) => right(module, action));
            const rowState = toggleState(rowRights, value);
            const box = (action: string, label?: string) => (
              <Checkbox
                key={action}
                size="sm"
                label={label}
                checked={value.has(right(module, action))}
                disabled={readOnly || !canChange(right(module, action))}
                onChange={() => setAll([right(module, action)], !value.has(right(module, action)))}
                aria-label={t('role.matrix.cell', { module: moduleName(module), action: actionName(action) })}
              />
            );
            return (
              <Table.Tr key={module.slug}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {moduleName(module)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group justify="center">
                    <Checkbox
                      size="sm"
                      {...rowState}
                      disabled={readOnly || !rowRights.some(canChange)}
                      onChange={() => setAll(rowRights, !rowState.checked)}
                      aria-label={t('role.matrix.row', { module: moduleName(module) })}
                    />
                  </Group>
                </Table.Td>
                {COMMON_ACTIONS.map((action) => (
                  <Table.Td key={action}>
                    <Group justify="center">
                      {module.actions.includes(action) ? box(action) : <Text c="dimmed">–</Text>}
                    </Group>
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="md">
                    {module.actions
                      .filter((action) => !(COMMON_ACTIONS as readonly string[]).includes(action))
                      .map((action) => box(action, actionName(action)))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
