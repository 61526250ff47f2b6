import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPageKey } from '@amc/contracts';
import { Outlet, useMatches } from 'react-router-dom';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguagePicker } from '../../components/language-picker';
import { DemoNoticeGate } from '../../features/demo/components/demo-notice-gate';
import { usePublicSettings } from '../../lib/public-settings';
import { getStoredBranding } from '../../lib/browser-storage';
import classes from './session-layout.module.css';

/** The demo's reading pages (a landing page, a help document, a list of screens) take a wider card than a form. */
const WIDE_PAGES: ReadonlySet<TPageKey> = new Set(['demoHome', 'demoHelp', 'adminDemo']);

/** The public pages: the business's logo (or name) above a card, before anyone has signed in. */
export function SessionLayout() {
  // The route's handle names its page (router/page-screens.ts); read here without importing the router.
  const wide = useMatches().some((match) =>
    WIDE_PAGES.has((match.handle as { page?: TPageKey } | undefined)?.page as TPageKey),
  );
  const { t } = useTranslation();
  const { data } = usePublicSettings();
  const stored = getStoredBranding();
  const logo = data ? data.logo : stored.logo;
  const name = data?.business_name || t('appName');
  const footer = data?.footer_text ?? stored.footer_text;
  return (
    <div className={classes.page}>
      <Group justify="flex-end" p="md" gap="xs">
        <LanguagePicker />
        <ColorSchemeToggle />
      </Group>
      <main className={classes.main}>
        <DemoNoticeGate mb="md" />
        <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={wide ? 960 : 440}>
          <Stack align="center" gap={4} mb="lg">
            {logo ? (
              <Image src={logo} alt={name} h={64} w="auto" fit="contain" />
            ) : (
              <Title order={2} ta="center" dir="auto">
                {name}
              </Title>
            )}
          </Stack>
          <Outlet />
        </Paper>
      </main>
      {footer && (
        <Text ta="center" c="dimmed" size="sm" p="md" dir="auto">
          {footer}
        </Text>
      )}
    </div>
  );
}
