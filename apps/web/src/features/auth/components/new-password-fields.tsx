import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type TFieldProps = Omit<ComponentProps<typeof PasswordInput>, 'label'>;

/**
 * A new password typed twice, as sign-up, the reset link and the password change ask for it; the browser is told
 * it is a new one (no autofill of the old). `props` are the form's props of `password` and `password_confirmation`.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: TFieldProps;
  confirmation: TFieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" withAsterisk {...password} />
      <PasswordInput
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        {...confirmation}
      />
    </>
  );
}

/** The password a signed-in user types again to prove it is them (a password change, two-factor changes). */
export function CurrentPasswordField(props: TFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('password.change.current')}
      autoComplete="current-password"
      withAsterisk
      data-autofocus
      {...props}
    />
  );
}
