import { LANGUAGES, type TLanguageCode } from '@amc/contracts';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

/**
 * Which language's texts the editor shows: each language has its own subject and body, and every person gets
 * the mail in theirs. Native names, as in the interface's own language picker.
 */
export function TemplateLanguagePicker({
  value,
  onChange,
}: {
  value: TLanguageCode;
  onChange: (language: TLanguageCode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('template.language.label')}
      description={t('template.language.hint')}
      data={LANGUAGE_OPTIONS}
      value={value}
      onChange={(code) => code && onChange(code as TLanguageCode)}
      leftSection={<IconLanguage size={18} />}
      searchable
      allowDeselect={false}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      maw={360}
    />
  );
}
