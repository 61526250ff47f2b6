import type { TImportDetail, TImportJob, TImportKind, TImportMapping, TImportStatus } from '@amc/contracts';
import { Loader, Stack, Stepper, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useImportJob } from '../api/use-import-job';
import type { TImportPass } from '../api/use-start-import';
import { ImportFileStep } from './import-file-step';
import { ImportHistory } from './import-history';
import { isMappingReady } from './import-mapping';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPassStep } from './import-pass-step';
import { ImportPreviewStep } from './import-preview-step';

const STEPS = ['file', 'mapping', 'preview', 'check', 'run'] as const;

/** The step an opened import continues at: its columns until a pass ran, else that pass's results. */
function stepOf(status: TImportStatus): number {
  if (status === 'uploaded') return 1;
  return status === 'checking' || status === 'checked' ? 3 : 4;
}

/**
 * Import (issue 26, section 1): a business's records moved in from a CSV or Excel file, in five steps: what the
 * file holds and the file; which field each column fills; the first rows as they will be saved; a check (what
 * the import would do, every problem by row and column); the import. Both passes run in the background and
 * report over the live-event stream. Below, the latest imports, each of which can be opened again.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [step, setStep] = useState(0);
  const [kind, setKind] = useState<TImportKind>('customer');
  const [jobId, setJobId] = useState<number | null>(null);
  const [mapping, setMapping] = useState<TImportMapping>([]);
  const [welcomeMail, setWelcomeMail] = useState(false);
  const [lastPass, setLastPass] = useState<TImportPass | null>(null);
  const steps = useRef<HTMLDivElement>(null);
  const job = useImportJob(jobId);
  const detail: TImportDetail | undefined = job.data?.id === jobId ? job.data : undefined;
  const ready = detail ? isMappingReady(detail.fields, detail.headers, mapping) : false;

  const open = (opened: TImportJob | TImportDetail, at: number) => {
    setKind(opened.kind);
    setJobId(opened.id);
    setMapping(opened.mapping);
    setWelcomeMail(opened.welcome_mail);
    setLastPass(opened.status === 'failed' ? 'run' : null);
    setStep(at);
  };
  const startOver = () => {
    setJobId(null);
    setMapping([]);
    setWelcomeMail(false);
    setLastPass(null);
    setStep(0);
  };

  const body = (at: number) => {
    if (at === 0)
      return <ImportFileStep kind={kind} onKind={setKind} onUploaded={(uploaded) => open(uploaded, 1)} />;
    if (!detail) return <Loader size="sm" aria-label={t('import.loading')} />;
    const back = () => setStep(at - 1);
    const next = () => setStep(at + 1);
    if (at === 1)
      return (
        <ImportMappingStep
          job={detail}
          mapping={mapping}
          onMapping={setMapping}
          welcomeMail={welcomeMail}
          onWelcomeMail={setWelcomeMail}
          onBack={back}
          onNext={next}
        />
      );
    if (at === 2) return <ImportPreviewStep job={detail} mapping={mapping} onBack={back} onNext={next} />;
    return (
      <ImportPassStep
        key={at}
        pass={at === 3 ? 'check' : 'run'}
        job={detail}
        mapping={mapping}
        welcomeMail={welcomeMail}
        ready={ready}
        lastPass={lastPass}
        onStarted={setLastPass}
        onBack={back}
        onNext={at === 3 ? next : undefined}
        onStartOver={startOver}
      />
    );
  };

  return (
    <Stack gap="xl" maw={1200}>
      <PageTitle title={t('import.title')} subtitle={t('import.subtitle')} />
      <div ref={steps}>
        <Stepper
          active={step}
          onStepClick={setStep}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={phone ? 44 : undefined}
          // On a phone the five labels would not fit beside each other: the numbers stay on one line, closer
          // together, and the step's name heads its content.
          styles={
            phone ? { steps: { flexWrap: 'nowrap' }, separator: { marginInline: 6, minWidth: 8 } } : undefined
          }
        >
          {STEPS.map((name, at) => (
            <Stepper.Step
              key={name}
              label={phone ? undefined : t(`import.step.${name}`)}
              // Named by its label where it shows one; on a phone, where only its number shows, by this.
              aria-label={phone ? t(`import.step.${name}`) : undefined}
            >
              {phone && (
                <Text fw={600} mb="sm">
                  {t('import.stepOf', { n: at + 1, total: STEPS.length, name: t(`import.step.${name}`) })}
                </Text>
              )}
              {body(at)}
            </Stepper.Step>
          ))}
        </Stepper>
      </div>
      <ImportHistory
        openId={jobId}
        onOpen={(opened) => {
          open(opened, stepOf(opened.status));
          // The list is below the steps: the opened import shows up there.
          steps.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        }}
      />
    </Stack>
  );
}
