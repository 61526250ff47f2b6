import { ActionIcon, Checkbox, Menu, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TColumnChoice = { id: string; header: string; visible: boolean };

type TColumnVisibilityMenuProps = {
  choices: TColumnChoice[];
  onToggle: (id: string) => void;
};

/** The toolbar's "Show/Hide columns": one checkbox per data column; the menu stays open for several. */
export function ColumnVisibilityMenu({ choices, onToggle }: TColumnVisibilityMenuProps) {
  const { t } = useTranslation();
  const label = t('table.showHideColumns');
  // The last visible column cannot be hidden: a table of no columns has nothing left to show it again by.
  const visibleCount = choices.filter((c) => c.visible).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Tooltip label={label} withinPortal>
        <Menu.Target>
          <ActionIcon color="gray" size="lg" variant="subtle" aria-label={label}>
            <IconColumns size={20} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item key={choice.id} component="div">
            <Checkbox
              label={choice.header}
              checked={choice.visible}
              disabled={choice.visible && visibleCount === 1}
              onChange={() => onToggle(choice.id)}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
