import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeManager } from '../../lib/browser-storage';
import { TOAST_AUTO_CLOSE_MS } from '../../lib/mutation-toasts';
import { PreferencesProvider } from '../preferences/preferences-context';
import { accessibleCssVariables, createAppTheme } from './create-app-theme';
import { DirectionSync } from './direction-sync';

/**
 * `env="test"` is for unit tests only: Mantine then skips transitions and portals and keeps dropdowns open although
 * jsdom lays nothing out (its "reference element hidden" check would hide every dropdown there).
 */
export function AppProviders({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* i18n has already set <html dir>, so the first paint is mirrored correctly. */}
      <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}>
        <PreferencesProvider>
          {(themeColor) => (
            <ThemedProviders themeColor={themeColor} env={env}>
              {children}
            </ThemedProviders>
          )}
        </PreferencesProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}

function ThemedProviders({
  themeColor,
  env,
  children,
}: {
  themeColor: Parameters<typeof createAppTheme>[0];
  env: 'default' | 'test';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const clear = t('action.clear');
  const theme = useMemo(() => createAppTheme(themeColor, { clear }), [themeColor, clear]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={accessibleCssVariables}
      defaultColorScheme="light"
      env={env}
    >
      <ModalsProvider>
        {/* SPEC's top right, mirrored with the page: the corner at the end of reading, left in right to left. */}
        <Notifications
          position={dir === 'rtl' ? 'top-left' : 'top-right'}
          autoClose={TOAST_AUTO_CLOSE_MS.error}
        />
        <DirectionSync />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
