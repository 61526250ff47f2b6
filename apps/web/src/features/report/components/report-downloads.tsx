import type { TReportBody, TReportKind } from '@amc/contracts';
import { Button } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/mutation-toasts';
import { downloadReport } from '../api/download-report';

/** CSV and PDF of the report shown: every row of the range, written by the server. */
export function ReportDownloads({ kind, range }: { kind: TReportKind; range: TReportBody | null }) {
  return (
    <FileDownloads
      disabled={!range}
      download={(format) => (range ? downloadReport(kind, range, format) : Promise.resolve())}
    />
  );
}

/** A report's CSV and PDF buttons, each busy while its file is being made (`download`), its failure said. */
export function FileDownloads({
  download: save,
  disabled = false,
}: {
  download: (format: 'csv' | 'pdf') => Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      await save(format);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={busy === 'csv'}
        disabled={disabled}
        onClick={() => void download('csv')}
      >
        {t('report.action.csv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={busy === 'pdf'}
        disabled={disabled}
        onClick={() => void download('pdf')}
      >
        {t('report.action.pdf')}
      </Button>
    </>
  );
}
