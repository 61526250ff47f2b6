import type { TImportDetail, TImportMapping, TImportPreview, TImportProblem } from '@amc/contracts';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { useImportPreview } from '../api/use-import-preview';
import { problemField } from './import-mapping';

type TPreviewRow = TImportPreview['rows'][number];

/** Wide enough for a table of the fields by the first rows; narrower screens get a card per row. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** A cell's value as saved, or a dash for an empty one, and the problems found in it. */
function PreviewValue({ value, problems }: { value: string | null | undefined; problems: TImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" c={value ? undefined : 'dimmed'} style={breakAnywhere}>
        {value || '—'}
      </Text>
      {problems.map((problem, index) => (
        <Text key={index} size="xs" c="red" style={breakAnywhere}>
          {translateMessage(t, problem.message)}
        </Text>
      ))}
    </Stack>
  );
}

/** A row's problems that belong to no mapped field (the whole row, or a column left out). */
function RowProblems({ problems, t }: { problems: TImportProblem[]; t: TFunction }) {
  if (!problems.length) return null;
  return (
    <Stack gap={2}>
      {problems.map((problem, index) => (
        <Text key={index} size="xs" c="red" style={breakAnywhere}>
          {problem.column && (
            <>
              <bdi>{problem.column}</bdi>:{' '}
            </>
          )}
          {translateMessage(t, problem.message)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Step 3: the first rows as they will be saved. On a wide screen a table of the mapped fields (down) by the rows
 * (across), so any number of fields fits without scrolling sideways; below that one card per row.
 */
export function ImportPreviewStep({
  job,
  mapping,
  onBack,
  onNext,
}: {
  job: TImportDetail;
  mapping: TImportMapping;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const preview = useImportPreview(job.id, mapping, true);
  const mapped = new Set(mapping.filter((key): key is string => key !== null));
  const fields = job.fields.filter((field) => mapped.has(field.key));
  const rows = preview.data?.rows ?? [];
  // A refused cell has no value to save: what was typed is shown above its reason.
  const shown = (row: TPreviewRow, key: string) =>
    key in row.values ? row.values[key] : row.cells[mapping.indexOf(key)];
  const problemsOf = (row: TPreviewRow, key: string) =>
    row.problems.filter((problem) => problemField(problem, job.headers, mapping) === key);
  const rowProblems = (row: TPreviewRow) =>
    row.problems.filter((problem) => {
      const field = problemField(problem, job.headers, mapping);
      return field === null || !mapped.has(field);
    });
  const rowTitle = (row: TPreviewRow) => t('import.rowNumber', { row: row.row });

  return (
    <Stack gap="md">
      <Text>{t('import.previewIntro')}</Text>
      {preview.isPending ? (
        <Loader size="sm" aria-label={t('import.loading')} />
      ) : preview.isError ? (
        <Alert color="red" variant="light">
          {translateMessage(t, preview.error.message)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('import.noRows')}</Text>
      ) : wide ? (
        <Table
          withTableBorder
          withColumnBorders
          layout="fixed"
          verticalSpacing="xs"
          data-testid="import-preview"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.field')}</Table.Th>
              {rows.map((row) => (
                <Table.Th key={row.row}>
                  {rowTitle(row)}
                  <RowProblems problems={rowProblems(row)} t={t} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field.key}>
                <Table.Th scope="row" fw={500} style={breakAnywhere}>
                  {field.label}
                </Table.Th>
                {rows.map((row) => (
                  <Table.Td key={row.row}>
                    <PreviewValue value={shown(row, field.key)} problems={problemsOf(row, field.key)} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="sm" data-testid="import-preview">
          {rows.map((row) => (
            <Card key={row.row} withBorder padding="sm">
              <Stack gap="xs">
                <Text fw={600}>{rowTitle(row)}</Text>
                <RowProblems problems={rowProblems(row)} t={t} />
                {fields.map((field) => (
                  <div key={field.key}>
                    <Text size="xs" c="dimmed">
                      {field.label}
                    </Text>
                    <PreviewValue value={shown(row, field.key)} problems={problemsOf(row, field.key)} />
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          mih={44}
          leftSection={<IconArrowLeft size={16} className="mirror-rtl" />}
          onClick={onBack}
        >
          {t('import.back')}
        </Button>
        <Button mih={44} rightSection={<IconArrowRight size={16} className="mirror-rtl" />} onClick={onNext}>
          {t('import.toCheck')}
        </Button>
      </Group>
    </Stack>
  );
}
