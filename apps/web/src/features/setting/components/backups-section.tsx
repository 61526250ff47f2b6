import type { TBackup, TUpdateSettingsInput } from '@amc/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconDatabaseExport, IconDownload, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenText } from '../../../components/date-text';
import { RowActionButton } from '../../../components/row-action-button';
import { useFieldProps } from '../../../lib/form-errors';
import { useIsPhone } from '../../../lib/use-is-phone';
import { downloadBackup, useBackUpNow, useBackups } from '../api/use-backups';

const STATUS_COLORS: Record<TBackup['status'], string> = { running: 'blue', done: 'green', failed: 'red' };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "12.4 MB": a backup's size in the reader's number format. */
function sizeText(bytes: number | null, language: string): string {
  if (bytes === null) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

function BackupRow({ backup }: { backup: TBackup }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  // A phone's row keeps to its width: the download is its icon.
  const phone = useIsPhone();
  const download = () => {
    setDownloading(true);
    downloadBackup(backup.id).finally(() => setDownloading(false));
  };
  return (
    <Table.Tr>
      <Table.Td>
        <WhenText value={backup.created_at} />
      </Table.Td>
      <Table.Td visibleFrom="sm">{t(`settings.backups.kind.${backup.kind}`)}</Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Badge variant="light" color={STATUS_COLORS[backup.status]} style={{ minWidth: 'max-content' }}>
            {t(`settings.backups.status.${backup.status}`)}
          </Badge>
          {backup.encrypted && <IconLock size={16} aria-label={t('settings.backups.encrypted')} />}
        </Group>
        {backup.error && (
          <Text size="xs" c="red" dir="ltr">
            {backup.error}
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {sizeText(backup.size, i18n.language)}
      </Table.Td>
      <Table.Td>
        {backup.status === 'done' &&
          (phone ? (
            <RowActionButton label={t('settings.backups.download')} color="blue" size={44} onClick={download}>
              <IconDownload size={18} />
            </RowActionButton>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={download}
            >
              {t('settings.backups.download')}
            </Button>
          ))}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Settings → Backups: the daily backup's hour and the days backups are kept (saved with the form), "Back up now"
 * and the backups made, each to download. Admins only, like the server's routes.
 */
export function BackupsSection({ form }: { form: UseFormReturnType<TUpdateSettingsInput> }) {
  const { t, i18n } = useTranslation();
  const field = useFieldProps(form);
  const backups = useBackups();
  const backUpNow = useBackUpNow();
  const list = backups.data?.backups ?? [];
  const hourFormat = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label={t('settings.backups.hour')}
          description={t('settings.backups.hourHint')}
          allowDeselect={false}
          data={HOURS.map((hour) => ({
            value: String(hour),
            label: hourFormat.format(new Date(2024, 0, 1, hour)),
          }))}
          {...field('backup_hour')}
          value={String(form.getValues().backup_hour ?? 2)}
          onChange={(value) => form.setFieldValue('backup_hour', Number(value))}
        />
        <NumberInput
          label={t('settings.backups.keepDays')}
          description={t('settings.backups.keepDaysHint')}
          min={1}
          max={365}
          allowDecimal={false}
          {...field('backup_keep_days')}
        />
      </SimpleGrid>
      <Alert variant="light" color={backups.data?.encrypted ? 'green' : 'gray'} icon={<IconLock />}>
        {backups.data?.encrypted ? t('settings.backups.encryptedOn') : t('settings.backups.encryptedOff')}
      </Alert>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('settings.backups.restoreHint')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDatabaseExport size={16} />}
          loading={backUpNow.isPending}
          disabled={list.some((backup) => backup.status === 'running')}
          onClick={() => backUpNow.mutate()}
        >
          {t('settings.backups.now')}
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.backups.none')}
        </Text>
      ) : (
        // On a phone the list keeps when, status and download; who made it and its size show from 48em.
        <Table verticalSpacing="xs" data-testid="backup-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.backups.when')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('settings.backups.kindHeader')}</Table.Th>
              <Table.Th>{t('settings.backups.statusHeader')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('settings.backups.size')}</Table.Th>
              <Table.Th aria-label={t('settings.backups.download')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((backup) => (
              <BackupRow key={backup.id} backup={backup} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
