import {
  ZInstallPurchaseStepWithCode,
  ZInstallRestoreFields,
  type TInstallRestoreResult,
} from '@amc/contracts';
import { Alert, Button, FileInput, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDatabaseImport, IconFileZip } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import type { useInstallRestore } from '../api/use-install-restore';
import { DatabaseStep, type TDatabaseValues } from './database-step';
import { SetupCodeInput } from './setup-code-input';

type TRestoreValues = TDatabaseValues & { setup_code: string; passphrase: string };

/**
 * Issue 26, section 3: instead of a new business, the wizard restores a backup this product made into a new,
 * empty database (a business moving to a new server). One form: the file, its passphrase if it is encrypted,
 * and the database; the server checks the fields (and the setup code) before it takes the file.
 */
export function RestoreFromBackup({
  restore,
  withSetupCode,
  onRestored,
  onFailure,
}: {
  /** The wizard's, so it keeps the choice of new business or restore closed while the restore runs. */
  restore: ReturnType<typeof useInstallRestore>;
  withSetupCode: boolean;
  onRestored: (result: TInstallRestoreResult) => void;
  onFailure: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const schema = withSetupCode
    ? ZInstallRestoreFields.extend({ setup_code: ZInstallPurchaseStepWithCode.shape.setup_code })
    : ZInstallRestoreFields;
  const form = useForm<TRestoreValues>({
    initialValues: {
      db_name: '',
      db_username: '',
      db_pass: '',
      db_host: 'localhost',
      db_port: '3306',
      setup_code: '',
      passphrase: '',
    },
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const submit = () => {
    const checked = form.validate();
    setFileError(file ? null : t('install.backupFileRequired'));
    if (checked.hasErrors || !file) return;
    restore.mutate(
      { ...form.getValues(), setup_code: form.getValues().setup_code || undefined, file },
      {
        onSuccess: (answer) => onRestored(answer.data),
        onError: (error) => {
          // A field's refusal (the database is not empty, the setup code) shows at the field, the rest in the alert.
          applyServerIssues(form, error);
          const issues = error instanceof ApiError ? error.issues : [];
          const fileIssue = issues.find((issue) => issue.path === 'file');
          if (fileIssue) setFileError(translateMessage(t, fileIssue.message));
          if (!issues.length) onFailure(translateMessage(t, error.message));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('install.restoreIntro')}</Text>
      <FileInput
        label={t('install.backupFile')}
        description={t('install.backupFileHint')}
        placeholder={t('install.backupFilePlaceholder')}
        accept=".amcbackup"
        leftSection={<IconFileZip size={18} />}
        clearable
        withAsterisk
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
        error={fileError}
      />
      <PasswordInput
        label={t('install.passphrase')}
        description={t('install.passphraseHint')}
        autoComplete="off"
        {...field('passphrase')}
      />
      {withSetupCode && <SetupCodeInput {...field('setup_code')} />}
      <Title order={4} mt="sm">
        {t('install.restoreDatabase')}
      </Title>
      <DatabaseStep form={form} autoFocus={false} />
      {restore.isPending && (
        <Alert color="blue" variant="light">
          {t('install.restoring')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          color="green"
          leftSection={<IconDatabaseImport size={18} />}
          loading={restore.isPending}
          onClick={submit}
        >
          {t('install.restoreNow')}
        </Button>
      </Group>
    </Stack>
  );
}
