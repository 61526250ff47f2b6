import { IMPORT_KINDS, IMPORT_MAX_BYTES, MSG, type TImportDetail, type TImportKind } from '@amc/contracts';
import { Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { notifyError } from '../../../lib/mutation-toasts';
import { downloadImportTemplate } from '../api/download-import-template';
import { useUploadImport } from '../api/use-upload-import';

/** What the file input takes: by name and by type, as browsers offer either in their file pickers. */
const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: what the file holds, the file itself, and a template of that kind's columns to start from. */
export function ImportFileStep({
  kind,
  onKind,
  onUploaded,
}: {
  kind: TImportKind;
  onKind: (kind: TImportKind) => void;
  onUploaded: (job: TImportDetail) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const send = () => {
    if (!file) return setFileError(translateMessage(t, MSG.importFileRequired));
    if (file.size > IMPORT_MAX_BYTES) return setFileError(translateMessage(t, MSG.importTooLarge));
    upload.mutate({ kind, file }, { onSuccess: (answer) => onUploaded(answer.data), onError: notifyError });
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate(kind);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Select
        label={t('import.kindLabel')}
        description={t('import.kindHint')}
        data={IMPORT_KINDS.map((value) => ({ value, label: t(`import.kind.${value}`) }))}
        value={kind}
        onChange={(value) => value && onKind(value as TImportKind)}
        allowDeselect={false}
        maw={420}
      />
      <Group gap="xs" align="center">
        <Button
          variant="light"
          mih={44}
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={() => void downloadTemplate()}
        >
          {t('import.template')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('import.templateHint')}
        </Text>
      </Group>
      <FileInput
        label={t('import.file')}
        description={t('import.fileHint')}
        placeholder={t('import.filePlaceholder')}
        accept={ACCEPTED}
        leftSection={<IconFileSpreadsheet size={18} />}
        clearable
        withAsterisk
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
        error={fileError}
      />
      <Group justify="flex-end">
        <Button mih={44} leftSection={<IconUpload size={16} />} loading={upload.isPending} onClick={send}>
          {t('import.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
