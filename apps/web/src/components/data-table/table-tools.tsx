import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowDown,
  IconArrowUp,
  IconColumns,
  IconDownload,
  IconFilter,
  IconFilterOff,
  IconPrinter,
  IconRestore,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TColumnChoice = { id: string; header: string; visible: boolean };

export type TTableToolsProps = {
  /** Absent when no column of the list filters. */
  filters?: { shown: boolean; onToggle: () => void };
  columns: TColumnChoice[];
  onToggleColumn: (id: string) => void;
  /** Only in the phone's menu: the cards have no headers to click for sorting. */
  sort?: {
    columns: { id: string; header: string }[];
    current: string | null;
    order: 'asc' | 'desc';
    onSort: (id: string) => void;
  };
  downloading: boolean;
  onDownload: () => void;
  onPrint: () => void;
  onReset: () => void;
};

/** The last visible column cannot be hidden: a list of no columns has nothing left to show it again by. */
const lockedColumn = (choice: TColumnChoice, choices: TColumnChoice[]) =>
  choice.visible && choices.filter((c) => c.visible).length === 1;

function ColumnItems({ columns, onToggleColumn }: Pick<TTableToolsProps, 'columns' | 'onToggleColumn'>) {
  return columns.map((choice) => (
    <Menu.CheckboxItem
      key={choice.id}
      checked={choice.visible}
      disabled={lockedColumn(choice, columns)}
      onChange={() => onToggleColumn(choice.id)}
    >
      {choice.header}
    </Menu.CheckboxItem>
  ));
}

/**
 * The list's tools on a desktop: one named icon each (filters, columns, CSV, print, reset), explained on hover.
 * The columns menu stays open while several are ticked.
 */
export function TableToolIcons(props: TTableToolsProps) {
  const { t } = useTranslation();
  const iconProps = { color: 'gray', size: 'lg', variant: 'subtle' } as const;
  const tool = (label: string, icon: React.ReactNode, onClick: () => void, extra: object = {}) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon {...iconProps} {...extra} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <>
      {props.filters &&
        tool(
          t('table.showHideFilters'),
          props.filters.shown ? <IconFilterOff size={20} /> : <IconFilter size={20} />,
          props.filters.onToggle,
          { 'aria-pressed': props.filters.shown },
        )}
      <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
        <Tooltip label={t('table.showHideColumns')} withinPortal>
          <Menu.Target>
            <ActionIcon {...iconProps} aria-label={t('table.showHideColumns')}>
              <IconColumns size={20} />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          <ColumnItems columns={props.columns} onToggleColumn={props.onToggleColumn} />
        </Menu.Dropdown>
      </Menu>
      {tool(t('table.download'), <IconDownload size={20} />, props.onDownload, {
        loading: props.downloading,
      })}
      {tool(t('table.print'), <IconPrinter size={20} />, props.onPrint)}
      {tool(t('table.reset'), <IconRestore size={20} />, props.onReset)}
    </>
  );
}

/**
 * The same tools on a phone, in one menu behind one button beside the search box: sort (the cards have no
 * headers), the fields each card shows, filters, CSV, print and reset. It scrolls when a list has many columns.
 */
export function TableToolsMenu(props: TTableToolsProps) {
  const { t } = useTranslation();
  const { sort } = props;
  const OrderIcon = sort?.order === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <ActionIcon color="gray" variant="light" size="xl" aria-label={t('table.tools')}>
          <IconAdjustmentsHorizontal size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah="70dvh" style={{ overflowY: 'auto' }}>
        {sort && sort.columns.length > 0 && (
          <>
            <Menu.Label>{t('table.sortBy')}</Menu.Label>
            {/* Choosing the current column again turns its order around, as a second click on a header does. */}
            <Menu.RadioGroup value={sort.current} onChange={sort.onSort}>
              {sort.columns.map((column) => (
                <Menu.RadioItem
                  key={column.id}
                  value={column.id}
                  onClick={() => column.id === sort.current && sort.onSort(column.id)}
                  rightSection={column.id === sort.current ? <OrderIcon size={16} /> : null}
                >
                  {column.header}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            <Menu.Divider />
          </>
        )}
        <Menu.Label>{t('table.showHideColumns')}</Menu.Label>
        <ColumnItems columns={props.columns} onToggleColumn={props.onToggleColumn} />
        <Menu.Divider />
        {props.filters && (
          <Menu.Item
            leftSection={props.filters.shown ? <IconFilterOff size={18} /> : <IconFilter size={18} />}
            onClick={props.filters.onToggle}
            closeMenuOnClick
          >
            {t('table.showHideFilters')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconDownload size={18} />}
          onClick={props.onDownload}
          disabled={props.downloading}
          closeMenuOnClick
        >
          {t('table.download')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={18} />} onClick={props.onPrint} closeMenuOnClick>
          {t('table.print')}
        </Menu.Item>
        <Menu.Item leftSection={<IconRestore size={18} />} onClick={props.onReset} closeMenuOnClick>
          {t('table.reset')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
