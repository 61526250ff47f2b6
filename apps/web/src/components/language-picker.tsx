import { LANGUAGES } from '@amc/contracts';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

/**
 * Native names, so a user who cannot read the current language still finds their own. `onPicked` runs after the
 * switch (the signed-in shell keeps the choice on the server).
 *
 * The browser's own select (issue 29): a phone opens its native list of the 41 names, a keyboard jumps by their first
 * letters, and the sign-in page, which shows it, loads none of Mantine's combobox and floating layers (11.5 kB of its
 * script gzipped).
 */
export function LanguagePicker({ onPicked }: { onPicked?: (code: string) => void } = {}) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('header.language')}
      data={LANGUAGE_OPTIONS}
      value={i18n.language}
      onChange={(event) => {
        const code = event.currentTarget.value;
        void changeLanguage(code);
        onPicked?.(code);
      }}
      leftSection={<IconLanguage size={18} />}
      w={170}
    />
  );
}
