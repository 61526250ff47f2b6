import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { colorSchemeManager } from '../../lib/browser-storage';
import { PreferencesProvider } from '../preferences/preferences-context';
import { createAppTheme } from './create-app-theme';
import { DirectionSync } from './direction-sync';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* i18n has already set <html dir>, so the first paint is mirrored correctly. */}
      <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}>
        <PreferencesProvider>
          {(themeColor) => <ThemedProviders themeColor={themeColor}>{children}</ThemedProviders>}
        </PreferencesProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}

function ThemedProviders({
  themeColor,
  children,
}: {
  themeColor: Parameters<typeof createAppTheme>[0];
  children: ReactNode;
}) {
  const theme = useMemo(() => createAppTheme(themeColor), [themeColor]);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <ModalsProvider>
        <Notifications position="top-right" autoClose={5000} />
        <DirectionSync />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
