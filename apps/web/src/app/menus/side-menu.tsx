import { type TMenuItem, filterMenu } from '@amc/contracts';
import { Menu, NavLink, Stack, Tooltip, UnstyledButton, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/menu-icon';
import { useSession } from '../../lib/session';
import classes from './side-menu.module.css';
import { isMenuItemActive } from './menu-item-active';

export function SideMenu({ items, compact }: { items: TMenuItem[]; compact: boolean }) {
  const { t } = useTranslation();
  const { user, permissions } = useSession();
  const visible = filterMenu(items, user?.role_name, permissions);
  return (
    <Stack gap={2} component="nav" aria-label={t('sidebar.label')}>
      {visible.map((item) =>
        compact ? <CompactEntry key={item.key} item={item} /> : <FullEntry key={item.key} item={item} />,
      )}
    </Stack>
  );
}

function FullEntry({ item }: { item: TMenuItem }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const active = isMenuItemActive(item, pathname);
  if (item.children) {
    return (
      <NavLink
        label={t(item.label)}
        leftSection={<MenuIcon name={item.icon} />}
        defaultOpened={active}
        active={active}
        variant="subtle"
        className={classes.link}
        data-testid={`menu-${item.key}`}
      >
        {item.children.map((child) => (
          <FullEntry key={child.key} item={child} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.path ?? '/'}
      label={t(item.label)}
      leftSection={<MenuIcon name={item.icon} />}
      active={active}
      className={classes.link}
      data-testid={`menu-${item.key}`}
    />
  );
}

/** Icons only: the label moves to a tooltip, and a group's entries to a flyout menu. */
function CompactEntry({ item }: { item: TMenuItem }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const { dir } = useDirection();
  const side = dir === 'rtl' ? 'left' : 'right';
  const active = isMenuItemActive(item, pathname);
  if (item.children) {
    return (
      <Menu position={`${side}-start`} trigger="click-hover" offset={8} withArrow>
        <Menu.Target>
          <UnstyledButton
            className={classes.compact}
            data-active={active || undefined}
            aria-label={t(item.label)}
            data-testid={`menu-${item.key}`}
          >
            <MenuIcon name={item.icon} size={22} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t(item.label)}</Menu.Label>
          {item.children.map((child) => (
            <Menu.Item
              key={child.key}
              component={Link}
              to={child.path ?? '/'}
              leftSection={<MenuIcon name={child.icon} size={18} />}
              data-active={isMenuItemActive(child, pathname) || undefined}
            >
              {t(child.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Tooltip label={t(item.label)} position={side}>
      <UnstyledButton
        component={Link}
        to={item.path ?? '/'}
        className={classes.compact}
        data-active={active || undefined}
        aria-label={t(item.label)}
        data-testid={`menu-${item.key}`}
      >
        <MenuIcon name={item.icon} size={22} />
      </UnstyledButton>
    </Tooltip>
  );
}
