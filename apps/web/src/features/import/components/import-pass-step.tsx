import type { TImportDetail, TImportMapping, TImportStatus } from '@amc/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDatabaseImport,
  IconListCheck,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isImportBusy } from '../api/use-import-job';
import { useStartImport, type TImportPass } from '../api/use-start-import';
import { ImportOutcome } from './import-outcome';
import { sendsWelcomeMail } from './import-mapping-step';

/** The statuses a pass leaves its job in while it runs and when it has finished. */
const PASS_STATUSES: Record<TImportPass, readonly TImportStatus[]> = {
  check: ['checking', 'checked'],
  run: ['running', 'done'],
};

/**
 * Steps 4 and 5: a check (a dry run: what the import would do, every problem by row and column) and the import
 * itself. Each starts in the background; its bar and figures follow the job. A check first is recommended, not
 * required.
 */
export function ImportPassStep({
  pass,
  job,
  mapping,
  welcomeMail,
  ready,
  lastPass,
  onStarted,
  onBack,
  onNext,
  onStartOver,
}: {
  pass: TImportPass;
  job: TImportDetail;
  mapping: TImportMapping;
  welcomeMail: boolean;
  /** The mapping gives every required field a column and no field two. */
  ready: boolean;
  /** The pass last started on this job (a failed job does not say which). */
  lastPass: TImportPass | null;
  onStarted: (pass: TImportPass) => void;
  onBack: () => void;
  onNext?: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartImport(pass);
  const busy = isImportBusy(job.status);
  const ours = PASS_STATUSES[pass].includes(job.status) || (job.status === 'failed' && lastPass === pass);
  const finished = ours && !busy;
  const begin = () =>
    start.mutate(
      { id: job.id, mapping, welcome_mail: sendsWelcomeMail(job.kind) && welcomeMail },
      { onSuccess: () => onStarted(pass) },
    );

  return (
    <Stack gap="md">
      <Text>{t(pass === 'check' ? 'import.checkIntro' : 'import.runIntro')}</Text>
      {!ready && (
        <Alert color="orange" variant="light">
          {t('import.mappingNotReady')}
        </Alert>
      )}
      <Group>
        <Button
          mih={44}
          color={pass === 'run' ? 'green' : undefined}
          leftSection={
            finished ? (
              <IconRefresh size={16} />
            ) : pass === 'check' ? (
              <IconListCheck size={16} />
            ) : (
              <IconDatabaseImport size={16} />
            )
          }
          disabled={!ready || busy}
          loading={start.isPending}
          onClick={begin}
        >
          {t(
            pass === 'check'
              ? finished
                ? 'import.checkAgain'
                : 'import.check'
              : finished
                ? 'import.runAgain'
                : 'import.run',
          )}
        </Button>
      </Group>
      {ours && <ImportOutcome job={job} pass={pass} />}
      <Group justify="space-between">
        <Button
          variant="default"
          mih={44}
          leftSection={<IconArrowLeft size={16} className="mirror-rtl" />}
          onClick={onBack}
          disabled={busy}
        >
          {t('import.back')}
        </Button>
        {onNext ? (
          <Button
            mih={44}
            variant={finished ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={16} className="mirror-rtl" />}
            onClick={onNext}
            disabled={busy}
          >
            {t('import.toRun')}
          </Button>
        ) : (
          finished && (
            <Button mih={44} variant="light" onClick={onStartOver}>
              {t('import.another')}
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}
