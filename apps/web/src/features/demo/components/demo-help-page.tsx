import { buildMenu } from '@amc/contracts';
import { Accordion, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HELP_SECTION_TITLES, HelpMenuEntries, HelpSteps } from '../../../components/help-sections';
import { DemoPageHeader, DemoTextsGate } from './demo-page-header';

/** The main tasks, in the order a new business meets them (demo.task.<key>Title / <key>Text). */
const TASKS = [
  'customer',
  'amc',
  'visit',
  'complaint',
  'quotation',
  'payment',
  'purchase',
  'accounts',
  'reports',
  'templates',
  'rights',
] as const;

/** The public help document: the in-app help's sections (shared texts) with the administrator's whole menu, and how-tos. */
function DemoHelpPageContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DemoPageHeader title={t('demo.help.title')} subtitle={t('demo.help.subtitle')} />
      <Card withBorder radius="md" p={0}>
        <Accordion multiple defaultValue={['signin', 'tasks']} variant="contained" radius="md">
          <Accordion.Item value="signin">
            <Accordion.Control>{t(HELP_SECTION_TITLES.signin)}</Accordion.Control>
            <Accordion.Panel>
              <HelpSteps section="signin" />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="menu">
            <Accordion.Control>{t('help.menuTitle')}</Accordion.Control>
            <Accordion.Panel>
              <HelpMenuEntries items={buildMenu('admin', [])} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="tasks">
            <Accordion.Control>{t('demo.help.tasksTitle')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {TASKS.map((task) => (
                  <div key={task}>
                    <Text fw={600}>{t(`demo.task.${task}Title`)}</Text>
                    <Text size="sm">{t(`demo.task.${task}Text`)}</Text>
                  </div>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="settings">
            <Accordion.Control>{t(HELP_SECTION_TITLES.settings)}</Accordion.Control>
            <Accordion.Panel>
              <HelpSteps section="settings" />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="appearance">
            <Accordion.Control>{t(HELP_SECTION_TITLES.appearance)}</Accordion.Control>
            <Accordion.Panel>
              <HelpSteps section="appearance" />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Card>
    </Stack>
  );
}

export function DemoHelpPage() {
  return (
    <DemoTextsGate>
      <DemoHelpPageContent />
    </DemoTextsGate>
  );
}
