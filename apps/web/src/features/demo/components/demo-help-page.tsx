import { buildMenu } from '@amc/contracts';
import { Accordion, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpAccordion } from '../../../components/help-sections';
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
      <HelpAccordion menu={buildMenu('admin', [])} opened={['signin', 'tasks']}>
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
      </HelpAccordion>
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
