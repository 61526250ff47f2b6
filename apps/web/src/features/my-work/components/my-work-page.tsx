import { Alert, Badge, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { OutboxCount } from '../../../components/outbox-state';
import { PageTitle } from '../../../components/page-title';
import { useMyWork } from '../api/use-my-work';
import { MyWeek } from './my-week';
import { ComplaintCard, ContractCard, TaskCard, VisitCard } from './work-cards';

/** One section of the day: its title and count, its cards (one column on a phone, more on wider screens). */
function Section({
  id,
  title,
  count,
  more,
  empty,
  color,
  children,
}: {
  id: string;
  title: string;
  count: number;
  more: boolean;
  empty: string;
  color?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby={`my-work-${id}`}>
      <Group gap="xs">
        <Title order={3} size="h4" id={`my-work-${id}`}>
          {title}
        </Title>
        <Badge variant="light" color={color ?? 'gray'} radius="sm">
          {more ? `${count}+` : count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          {children}
        </SimpleGrid>
      )}
      {more && (
        <Text c="dimmed" size="sm">
          {t('myWork.more')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The day's visits in the order they matter: today, late, then the coming week. `word` names the section in the
 * texts (myWork.section.<word>, myWork.empty.<word>) and in the page.
 */
const VISIT_SECTIONS = [
  { key: 'today_visits', word: 'today', color: 'blue' },
  { key: 'overdue', word: 'overdue', color: 'red' },
  { key: 'upcoming', word: 'upcoming', color: undefined },
] as const;

/**
 * The employee's home: contracts waiting for its answer, then today's visits, the overdue ones, the next seven
 * days, its complaints (what is due first, first), its open tasks and its week's timesheet, each a card with the customer's address (to the map), phone (to call) and the next
 * step. Built for a phone first.
 */
export function MyWorkPage() {
  const { t } = useTranslation();
  const query = useMyWork();

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        <OutboxCount />
        <Alert color="red" title={t('myWork.error')}>
          {query.error.message}
        </Alert>
      </Stack>
    );
  const work = query.data;
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('myWork.title')}
        subtitle={t('myWork.subtitle')}
        actions={
          <Text size="sm" c="dimmed">
            <DateText value={work.today} />
          </Text>
        }
      />
      <OutboxCount />
      {work.contracts.length > 0 && (
        <Section
          id="contracts"
          title={t('myWork.section.contracts')}
          count={work.contracts.length}
          more={work.more.contracts}
          empty=""
          color="yellow"
        >
          {work.contracts.map((contract) => (
            <ContractCard key={contract.id} contract={contract} />
          ))}
        </Section>
      )}
      {VISIT_SECTIONS.map(({ key, word, color }) => (
        <Section
          key={key}
          id={word}
          title={t(`myWork.section.${word}`)}
          count={work[key].length}
          more={work.more[key]}
          empty={t(`myWork.empty.${word}`)}
          color={color}
        >
          {work[key].map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </Section>
      ))}
      <Section
        id="complaints"
        title={t('myWork.section.complaints')}
        count={work.complaints.length}
        more={work.more.complaints}
        empty={t('myWork.empty.complaints')}
      >
        {work.complaints.map((complaint) => (
          <ComplaintCard key={complaint.id} complaint={complaint} />
        ))}
      </Section>
      <Section
        id="tasks"
        title={t('myWork.section.tasks')}
        count={work.tasks.length}
        more={work.more.tasks}
        empty={t('myWork.empty.tasks')}
      >
        {work.tasks.map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </Section>
      <MyWeek />
    </Stack>
  );
}
