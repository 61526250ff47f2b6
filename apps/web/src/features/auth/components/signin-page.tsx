import { ZLoginBody, type TLoginBody, pagePath } from '@amc/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useLogin } from '../api/use-login';

/** After sign-in the public-only guard moves the user on, to the page they first asked for if any. */
export function SigninPage({
  registrationEnabled,
  footer,
}: {
  registrationEnabled: boolean;
  /** Below the form: the demo's link, while the demo data is loaded. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<TLoginBody>({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(ZLoginBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        login.mutate(ZLoginBody.parse(values), { onError: (error) => applyServerIssues(form, error) }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('signin.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('signin.subtitle')}
          </Text>
        </div>
        <TextInput
          label={t('field.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          withAsterisk
          {...field('email')}
        />
        <PasswordInput
          label={t('field.password')}
          autoComplete="current-password"
          withAsterisk
          {...field('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={pagePath('forgotPassword')} size="sm">
            {t('signin.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          {t('signin.submit')}
        </Button>
        {registrationEnabled && (
          <Text size="sm" ta="center">
            {t('signin.noAccount')}{' '}
            <Anchor component={Link} to={pagePath('signup')}>
              {t('signin.signUp')}
            </Anchor>
          </Text>
        )}
        {footer}
      </Stack>
    </form>
  );
}
