import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The setup code from the server log, asked when the wizard runs on another computer than the server. */
export function SetupCodeInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('install.setupCode')}
      description={t('install.setupCodeHint')}
      dir="ltr"
      withAsterisk
      autoComplete="off"
      {...props}
    />
  );
}
