import type { TImportDetail, TImportProblem } from '@amc/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/data-table/download-csv';
import { translateMessage } from '../../../i18n/translate-message';
import { buildProblemsCsv, problemsFileName } from './problems-csv';

/** The refused rows shown on the page; the download holds every one the server kept. */
const ROWS_SHOWN = 100;

const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * The rows a pass refused: row number, column and why, one line per problem (the column moves under the row's
 * number on a phone), and the download of those rows as a file to fix and import again.
 */
export function ImportRefusals({ job }: { job: TImportDetail }) {
  const { t } = useTranslation();
  if (!job.refusals.length) return null;
  const describe = (problem: TImportProblem) =>
    `${problem.column ? `${problem.column}: ` : ''}${translateMessage(t, problem.message)}`;
  const download = () => {
    const csv = buildProblemsCsv(job.headers, job.refusals, t('import.problemColumn'), describe);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), problemsFileName(job.file_name));
  };
  const lines = job.refusals
    .slice(0, ROWS_SHOWN)
    .flatMap((refusal) => refusal.problems.map((problem, index) => ({ row: refusal.row, problem, index })));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        <Text fw={600}>{t('import.refusedTitle')}</Text>
        <Button variant="light" mih={44} leftSection={<IconDownload size={16} />} onClick={download}>
          {t('import.downloadProblems')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('import.refusedHint')}
      </Text>
      <Table withTableBorder verticalSpacing="xs" data-testid="import-refusals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>{t('import.row')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('import.column')}</Table.Th>
            <Table.Th>{t('import.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ row, problem, index }) => (
            <Table.Tr key={`${row}-${index}`}>
              <Table.Td>{index === 0 ? row : ''}</Table.Td>
              <Table.Td visibleFrom="sm" style={breakAnywhere}>
                {problem.column ? <bdi>{problem.column}</bdi> : '—'}
              </Table.Td>
              <Table.Td style={breakAnywhere}>
                {problem.column && (
                  <Text span size="sm" fw={500} hiddenFrom="sm">
                    <bdi>{problem.column}</bdi>:{' '}
                  </Text>
                )}
                {translateMessage(t, problem.message)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(job.refusals.length > ROWS_SHOWN || job.refused > job.refusals.length) && (
        <Text size="sm" c="dimmed">
          {t('import.refusedMore', {
            shown: Math.min(ROWS_SHOWN, job.refusals.length),
            kept: job.refusals.length,
          })}
        </Text>
      )}
    </Stack>
  );
}
