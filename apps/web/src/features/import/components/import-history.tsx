import type { TImportJob } from '@amc/contracts';
import { Button, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WhenText } from '../../../components/date-text';
import { numberLocale } from '../../../lib/number-locale';
import { useImportList } from '../api/use-import-list';
import { ImportStatusBadge } from './import-status-badge';

const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * The latest imports, newest first: the file and what it held, its status and figures, and a button that opens it
 * in the steps above (its columns, or what its last pass found). Figures and time leave the row on a phone.
 */
export function ImportHistory({
  openId,
  onOpen,
}: {
  openId: number | null;
  onOpen: (job: TImportJob) => void;
}) {
  const { t } = useTranslation();
  const list = useImportList();
  const count = (value: number) => new Intl.NumberFormat(numberLocale()).format(value);
  return (
    <Stack gap="sm">
      <Title order={3}>{t('import.historyTitle')}</Title>
      {!list.data ? (
        <Loader size="sm" aria-label={t('import.loading')} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('import.historyEmpty')}</Text>
      ) : (
        <Table withTableBorder verticalSpacing="xs" data-testid="import-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.fileColumn')}</Table.Th>
              <Table.Th>{t('import.statusColumn')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('import.figures')}</Table.Th>
              <Table.Th visibleFrom="md">{t('import.when')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('import.open')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((job) => (
              <Table.Tr
                key={job.id}
                bg={job.id === openId ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Text size="sm" fw={500} style={breakAnywhere}>
                    {job.file_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`import.kind.${job.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ImportStatusBadge status={job.status} />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  {job.status === 'uploaded' ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Text size="sm">
                      {t('import.figuresLine', {
                        created: count(job.created),
                        updated: count(job.updated),
                        unchanged: count(job.unchanged),
                        refused: count(job.refused),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">
                    <WhenText value={job.created_at} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    mih={44}
                    px="xs"
                    aria-label={t('import.openFile', { file: job.file_name })}
                    onClick={() => onOpen(job)}
                  >
                    {t('import.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
