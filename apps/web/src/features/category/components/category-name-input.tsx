import type { TCategoryType } from '@amc/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The name of a list entry, as adding and renaming both ask it: labelled by the list it belongs to. */
export function CategoryNameInput({ type, ...props }: { type: TCategoryType } & TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`category.${type}.name`)}
      placeholder={t(`category.${type}.placeholder`)}
      withAsterisk
      dir="auto"
      {...props}
    />
  );
}
