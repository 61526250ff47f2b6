import { SCHEDULED_JOB_NAMES } from '@amc/contracts';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WhenText } from '../../../components/date-text';
import { useRunJob, useScheduledJobs } from '../api/use-scheduled-jobs';

/**
 * The scheduler's jobs on the outbox page: what each does, when it runs next, and Run now, which does what its
 * hour does (each reminder and bill still made once: the database's unique keys), for after a mail server was
 * fixed or to see a reminder go out.
 */
export function ScheduledJobsCard() {
  const { t } = useTranslation();
  const jobs = useScheduledJobs();
  const run = useRunJob();
  const nextOf = new Map(jobs.data?.map((job) => [job.name, job.next_run]) ?? []);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="scheduled-jobs">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {t('mail.jobs.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mail.jobs.subtitle')}
          </Text>
        </div>
        {/* Two columns that fit a phone: the job with its next run beneath, and its button. */}
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {t('mail.jobs.job')} · {t('mail.jobs.nextRun')}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SCHEDULED_JOB_NAMES.map((name) => {
              const next = nextOf.get(name);
              const label = t(`mail.jobs.name.${name}`);
              return (
                <Table.Tr key={name}>
                  <Table.Td>
                    <Text size="sm">{label}</Text>
                    <Text size="xs" c="dimmed">
                      {next ? <WhenText value={next} /> : t('mail.jobs.notScheduled')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPlayerPlay size={14} className="mirror-rtl" />}
                        loading={run.isPending && run.variables === name}
                        disabled={run.isPending}
                        onClick={() => run.mutate(name)}
                        aria-label={`${t('mail.jobs.run')}: ${label}`}
                      >
                        {t('mail.jobs.run')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
