import { CloseButton, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSideMenu } from '../../features/dashboard/api/use-side-menu';
import { usePublicSettings } from '../../lib/public-settings';
import { getStoredBranding } from '../../lib/browser-storage';
import { useSession } from '../../lib/session';
import { HOME_PAGE, pagePath } from '@amc/contracts';
import { SideMenu } from '../menus/side-menu';
import classes from './app-sidebar.module.css';
import { DisplayPreferences } from './display-preferences';

export function AppSidebar({ compact, onCloseMobile }: { compact: boolean; onCloseMobile: () => void }) {
  const { t } = useTranslation();
  const { user, permissions } = useSession();
  const { data: menu = [] } = useSideMenu(user?.role_name, permissions);
  const { data: settings } = usePublicSettings();
  const logo = settings ? settings.sidebar_logo : getStoredBranding().sidebar_logo;
  const name = settings?.business_name || t('appName');

  return (
    <>
      <Group className={classes.brand} wrap="nowrap">
        <Link
          to={pagePath(HOME_PAGE)}
          className={classes.brand}
          style={{ flex: 1, paddingInline: 0 }}
          aria-label={name}
        >
          {logo ? (
            <img src={logo} alt={name} className={classes.logo} />
          ) : (
            <span className={classes.name} dir="auto">
              {compact ? name.slice(0, 2).toUpperCase() : name}
            </span>
          )}
        </Link>
        <CloseButton
          hiddenFrom="sm"
          c="var(--mantine-primary-color-contrast)"
          aria-label={t('sidebar.close')}
          onClick={onCloseMobile}
        />
      </Group>
      <ScrollArea flex={1} p={compact ? 'xs' : 'sm'}>
        <SideMenu items={menu} compact={compact} />
      </ScrollArea>
      <DisplayPreferences hiddenFrom="md" p="sm" className={classes.preferences} />
    </>
  );
}
