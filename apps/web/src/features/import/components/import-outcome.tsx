import { MSG, type TImportDetail } from '@amc/contracts';
import { Alert, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { numberLocale } from '../../../lib/number-locale';
import { isImportBusy } from '../api/use-import-job';
import type { TImportPass } from '../api/use-start-import';
import { ImportRefusals } from './import-refusals';

const COUNTS = ['created', 'updated', 'unchanged', 'refused'] as const;

/**
 * What a pass is doing or found: a bar while it reads (moved by the live notices), then its figures (for a check,
 * what the import would do) and the rows it refused; a pass that stopped says why.
 */
export function ImportOutcome({ job, pass }: { job: TImportDetail; pass: TImportPass }) {
  const { t } = useTranslation();
  const count = (value: number) => new Intl.NumberFormat(numberLocale()).format(value);
  const busy = isImportBusy(job.status);
  const total = job.total_rows;
  return (
    <Stack gap="md" data-testid={`import-outcome-${pass}`}>
      {busy && (
        <Stack gap={6} data-testid="import-progress">
          <Progress
            size="lg"
            value={total ? Math.min(100, (job.processed_rows / total) * 100) : 100}
            animated
            striped
            aria-label={t(pass === 'check' ? 'import.checking' : 'import.importing')}
          />
          <Text size="sm" c="dimmed">
            {total === null
              ? t('import.progressUnknown', { processed: count(job.processed_rows) })
              : t('import.progress', { processed: count(job.processed_rows), total: count(total) })}
          </Text>
        </Stack>
      )}
      {job.status === 'failed' && (
        <Alert color="red" variant="light" title={t('import.failedTitle')}>
          {translateMessage(t, job.failure ?? MSG.serverError)}
        </Alert>
      )}
      {!busy && (
        <>
          <Text fw={600}>{t(pass === 'check' ? 'import.checkedTitle' : 'import.doneTitle')}</Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {COUNTS.map((name) => (
              <Paper key={name} withBorder p="sm" radius="md">
                <Text size="sm" c="dimmed">
                  {t(`import.${pass}.${name}`)}
                </Text>
                <Text
                  fz="xl"
                  fw={700}
                  c={name === 'refused' && job[name] > 0 ? 'red' : undefined}
                  data-testid={`import-count-${name}`}
                >
                  {count(job[name])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <ImportRefusals job={job} />
        </>
      )}
    </Stack>
  );
}
