import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBell } from '../../features/message/components/message-bell';
import { usePreferences } from '../preferences/preferences-context';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { DisplayPreferences } from './display-preferences';
import { UserMenu } from './user-menu';

// The device's outbox of visit completions, loaded after the shell so it weighs nothing on the first paint.
const OutboxHeaderStatus = lazy(() =>
  import('../../components/outbox-state').then((m) => ({ default: m.OutboxHeaderStatus })),
);

export function AppHeader({
  mobileOpened,
  onToggleMobile,
  burgerRef,
  navbarId,
}: {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  /** The drawer gives the focus back here when Escape closes it. */
  burgerRef?: RefObject<HTMLButtonElement | null>;
  /** The drawer the burger opens (aria-controls). */
  navbarId?: string;
}) {
  const { t } = useTranslation();
  const { sidebarMode, setSidebarMode } = usePreferences();
  const compact = sidebarMode === 'compact';
  const toggleLabel = compact ? t('sidebar.expand') : t('sidebar.compact');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          ref={burgerRef}
          aria-label={t('sidebar.open')}
          aria-expanded={mobileOpened}
          aria-controls={navbarId}
        />
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            visibleFrom="sm"
            onClick={() => setSidebarMode(compact ? 'full' : 'compact')}
            aria-label={toggleLabel}
            data-testid="sidebar-toggle"
          >
            {compact ? (
              <IconLayoutSidebarLeftExpand size={22} className="mirror-rtl" />
            ) : (
              <IconLayoutSidebarLeftCollapse size={22} className="mirror-rtl" />
            )}
          </ActionIcon>
        </Tooltip>
        <AppBreadcrumbs />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Suspense fallback={null}>
          <OutboxHeaderStatus />
        </Suspense>
        <MessageBell />
        <DisplayPreferences visibleFrom="md" />
        <UserMenu />
      </Group>
    </Group>
  );
}
