import { pagePath } from '@amc/contracts';
import { Button, Card, Flex, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../../../components/menu-icon';
import { useDemoEnabled } from '../api/use-demo';
import { DemoPageHeader, DemoTextsGate } from './demo-page-header';

/**
 * The product's areas, each a title and a sentence (demo.area.<key>Title / <key>Text), with the icon of the menu
 * entry closest to it (the menu's icons are already in the app: no icon of its own to download).
 */
const AREAS: { key: string; icon: string }[] = [
  { key: 'contracts', icon: 'amc' },
  { key: 'complaints', icon: 'complaint' },
  { key: 'sales', icon: 'quotation' },
  { key: 'stock', icon: 'stock' },
  { key: 'accounts', icon: 'report' },
  { key: 'portals', icon: 'users' },
  { key: 'mobile', icon: 'service' },
  { key: 'languages', icon: 'message' },
];

/** The demo's public landing page: what the product does, and the ways into the demo. */
function DemoHomePageContent() {
  const { t } = useTranslation();
  const { enabled } = useDemoEnabled();
  return (
    <Stack gap="lg">
      <DemoPageHeader title={t('demo.home.title')} subtitle={t('demo.home.subtitle')} />
      {/* One button a row on a phone: side by side, a long label ran past its button at 360 px. */}
      <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} wrap="wrap">
        {enabled && (
          <Button component={Link} to={pagePath('demoLogin')}>
            {t('demo.tryDemo')}
          </Button>
        )}
        <Button component={Link} to={pagePath('demoHelp')} variant="light">
          {t('demo.home.help')}
        </Button>
        <Button component={Link} to={pagePath('adminDemo')} variant="light">
          {t('demo.home.admin')}
        </Button>
      </Flex>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {AREAS.map(({ key, icon }) => (
          <Card key={key} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={36} radius="md">
                <MenuIcon name={icon} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h5">
                  {t(`demo.area.${key}Title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`demo.area.${key}Text`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function DemoHomePage() {
  return (
    <DemoTextsGate>
      <DemoHomePageContent />
    </DemoTextsGate>
  );
}
