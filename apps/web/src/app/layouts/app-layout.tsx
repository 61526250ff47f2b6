import { AppShell, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DemoNoticeGate } from '../../features/demo/components/demo-notice-gate';
import { MailHealthGate } from '../../features/mail/components/mail-health-gate';
import { usePublicSettings } from '../../lib/public-settings';
import { getStoredBranding } from '../../lib/browser-storage';
import { useIsPhone } from '../../lib/use-is-phone';
import { LiveNotices } from '../live-events/live-notices';
import { OfflineBanner } from '../offline/offline-banner';
import { usePreferences } from '../preferences/preferences-context';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { BreadcrumbTitleProvider } from '../../components/breadcrumb-title';

const FULL_WIDTH = 260;
/** Where the shell's navbar is a drawer: below Mantine's `sm`, as the AppShell's own styles say it. */
const DRAWER_MEDIA_QUERY = '(max-width: 47.99em)';
const NAVBAR_ID = 'app-navbar';
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

  // A closed drawer slides out of sight but its links would still take the focus: out of the tab order
  // (inert) until it opens. Escape closes the open drawer and gives the focus back to the burger.
  const isDrawer = useMediaQuery(DRAWER_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const burgerRef = useRef<HTMLButtonElement>(null);
  const closeFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isDrawer || !mobileOpened) return;
    closeMobile();
    burgerRef.current?.focus();
  };

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
          <AppHeader
            mobileOpened={mobileOpened}
            onToggleMobile={toggleMobile}
            burgerRef={burgerRef}
            navbarId={NAVBAR_ID}
          />
        </AppShell.Header>
        <AppShell.Navbar id={NAVBAR_ID} inert={isDrawer && !mobileOpened} onKeyDown={closeFromKeyboard}>
          <AppSidebar compact={compact} onCloseMobile={closeMobile} />
        </AppShell.Navbar>
        <AppShell.Main>
          <DemoNoticeGate mb="md" />
          <MailHealthGate mb="md" />
          <OfflineBanner />
          <LiveNotices />
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
