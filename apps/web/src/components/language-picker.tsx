import { LANGUAGES } from '@amc/contracts';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

/**
 * Native names, so a user who cannot read the current language still finds their own. `onPicked` runs after the
 * switch (the signed-in shell keeps the choice on the server).
 */
export function LanguagePicker({ onPicked }: { onPicked?: (code: string) => void } = {}) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('header.language')}
      data={LANGUAGE_OPTIONS}
      value={i18n.language}
      onChange={(code) => {
        if (!code) return;
        void changeLanguage(code);
        onPicked?.(code);
      }}
      leftSection={<IconLanguage size={18} />}
      searchable
      allowDeselect={false}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      w={170}
    />
  );
}
