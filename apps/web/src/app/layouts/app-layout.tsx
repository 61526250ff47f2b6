import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePublicSettings } from '../../features/setting/api/use-public-settings';
import { getStoredBranding } from '../../lib/browser-storage';
import { useIsPhone } from '../../lib/use-is-phone';
import { OfflineBanner } from '../offline/offline-banner';
import { usePreferences } from '../preferences/preferences-context';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { BreadcrumbTitleProvider } from '../../components/breadcrumb-title';

const FULL_WIDTH = 260;
const COMPACT_WIDTH = 72;

export function AppLayout() {
  const { sidebarMode } = usePreferences();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  // On a phone the sidebar is a drawer: icons-only would only make it harder to read.
  const isMobile = useIsPhone();
  const compact = sidebarMode === 'compact' && !isMobile;
  const { pathname } = useLocation();
  const { data: settings } = usePublicSettings();
  const footer = settings?.footer_text ?? getStoredBranding().footer_text;

  useEffect(closeMobile, [pathname, closeMobile]);

  return (
    <BreadcrumbTitleProvider>
      <AppShell
        layout="alt"
        header={{ height: 60 }}
        footer={{ height: 40 }}
        navbar={{
          width: compact ? COMPACT_WIDTH : FULL_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened },
        }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader mobileOpened={mobileOpened} onToggleMobile={toggleMobile} />
        </AppShell.Header>
        <AppShell.Navbar>
          <AppSidebar compact={compact} onCloseMobile={closeMobile} />
        </AppShell.Navbar>
        <AppShell.Main>
          <OfflineBanner />
          <Outlet />
        </AppShell.Main>
        <AppShell.Footer px="md" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Text size="sm" c="dimmed" truncate dir="auto" title={footer ?? undefined}>
            {footer}
          </Text>
        </AppShell.Footer>
      </AppShell>
    </BreadcrumbTitleProvider>
  );
}
