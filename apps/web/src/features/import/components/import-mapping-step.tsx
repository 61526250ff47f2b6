import { IMPORT_KEY_FIELDS, MSG, type TImportDetail, type TImportMapping } from '@amc/contracts';
import { Alert, Button, Checkbox, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { findRepeatedFields, findUnmappedRequired, isMappingReady } from './import-mapping';

/** The Select's value for a column left out (a Select's options need a string). */
const LEAVE_OUT = '-';

/** The kinds that create people, who may be sent the welcome mail with their sign-in. */
const PEOPLE_KINDS = new Set(['customer', 'employee']);

export const sendsWelcomeMail = (kind: string) => PEOPLE_KINDS.has(kind);

/**
 * Step 2: which field each column of the file fills, as the server suggested it (by header, in any language, or
 * as the last import of this kind was mapped), with the required fields still without a column named.
 */
export function ImportMappingStep({
  job,
  mapping,
  onMapping,
  welcomeMail,
  onWelcomeMail,
  onBack,
  onNext,
}: {
  job: TImportDetail;
  mapping: TImportMapping;
  onMapping: (mapping: TImportMapping) => void;
  welcomeMail: boolean;
  onWelcomeMail: (send: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: LEAVE_OUT, label: t('import.leaveOut') },
    ...job.fields.map((field) => ({
      value: field.key,
      label: field.required ? t('import.requiredField', { label: field.label }) : field.label,
    })),
  ];
  const missing = findUnmappedRequired(job.fields, mapping);
  const repeated = findRepeatedFields(mapping);
  const keyField = job.fields.find((field) => field.key === IMPORT_KEY_FIELDS[job.kind]);
  const choose = (index: number, value: string | null) =>
    onMapping(
      job.headers.map((_, at) =>
        at === index ? (value && value !== LEAVE_OUT ? value : null) : (mapping[at] ?? null),
      ),
    );

  return (
    <Stack gap="md">
      <Text>{t('import.mappingIntro')}</Text>
      {keyField && (
        <Text size="sm" c="dimmed">
          {t('import.keyNote', { field: keyField.label })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="import-mapping">
        {job.headers.map((header, index) => {
          const value = mapping[index] ?? null;
          return (
            <Select
              key={index}
              label={header || t('import.unnamedColumn', { n: index + 1 })}
              data={options}
              value={value ?? LEAVE_OUT}
              onChange={(chosen) => choose(index, chosen)}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={value && repeated.has(value) ? translateMessage(t, MSG.importColumnTwice) : undefined}
            />
          );
        })}
      </SimpleGrid>
      {missing.length > 0 && (
        <Alert color="orange" variant="light" title={t('import.missingTitle')} data-testid="import-missing">
          <List size="sm">
            {missing.map((field) => (
              <List.Item key={field.key}>{translateMessage(t, MSG.importMapRequired(field.label))}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {sendsWelcomeMail(job.kind) && (
        <Checkbox
          label={t('import.welcomeMail')}
          description={t('import.welcomeMailHint')}
          checked={welcomeMail}
          onChange={(event) => onWelcomeMail(event.currentTarget.checked)}
        />
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
        <Button
          mih={44}
          rightSection={<IconArrowRight size={16} className="mirror-rtl" />}
          disabled={!isMappingReady(job.fields, job.headers, mapping)}
          onClick={onNext}
        >
          {t('import.toPreview')}
        </Button>
      </Group>
    </Stack>
  );
}
