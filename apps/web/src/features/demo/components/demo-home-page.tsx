import { pagePath } from '@amc/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarCheck,
  IconDeviceMobile,
  IconFileInvoice,
  IconLanguage,
  IconMessageReport,
  IconPackage,
  IconReportMoney,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDemoEnabled } from '../api/use-demo';
import { DemoPageHeader, DemoTextsGate } from './demo-page-header';

/** The product's areas, each a title and a sentence (demo.area.<key>Title / <key>Text). */
const AREAS: { key: string; icon: Icon }[] = [
  { key: 'contracts', icon: IconCalendarCheck },
  { key: 'complaints', icon: IconMessageReport },
  { key: 'sales', icon: IconFileInvoice },
  { key: 'stock', icon: IconPackage },
  { key: 'accounts', icon: IconReportMoney },
  { key: 'portals', icon: IconBuildingStore },
  { key: 'mobile', icon: IconDeviceMobile },
  { key: 'languages', icon: IconLanguage },
];

/** The demo's public landing page: what the product does, and the ways into the demo. */
function DemoHomePageContent() {
  const { t } = useTranslation();
  const { enabled } = useDemoEnabled();
  return (
    <Stack gap="lg">
      <DemoPageHeader title={t('demo.home.title')} subtitle={t('demo.home.subtitle')} />
      <Group gap="sm">
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
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {AREAS.map(({ key, icon: AreaIcon }) => (
          <Card key={key} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={36} radius="md">
                <AreaIcon size={20} />
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
