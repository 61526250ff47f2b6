import { ZRegisterBody, ZRegisterForm, pagePath } from '@amc/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { useRegister } from '../api/use-register';
import { NewPasswordFields } from './new-password-fields';

type TSignupValues = z.input<typeof ZRegisterForm>;

export function SignupPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useForm<TSignupValues>({
    initialValues: { username: '', email: '', password: '', password_confirmation: '' },
    validate: zod4Resolver(ZRegisterForm, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const submit = ({ password_confirmation: _confirmation, ...body }: TSignupValues) =>
    register.mutate(ZRegisterBody.parse(body), { onError: (error) => applyServerIssues(form, error) });

  // Sent: the same words whether or not the address has an account; the mail says which.
  if (register.data)
    return (
      <Stack gap="sm">
        <Title order={3}>{t('signup.checkMail')}</Title>
        <Alert color="green" variant="light" role="status">
          {translateMessage(t, register.data.message)}
        </Alert>
        <Anchor component={Link} to={pagePath('signin')} size="sm" style={{ alignSelf: 'center' }}>
          {t('signup.signIn')}
        </Anchor>
      </Stack>
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('signup.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('signup.subtitle')}
          </Text>
        </div>
        {register.error && !(register.error instanceof ApiError && register.error.issues.length > 0) && (
          <Alert color="red" variant="light">
            {translateMessage(t, register.error.message)}
          </Alert>
        )}
        <TextInput label={t('field.username')} autoComplete="username" withAsterisk {...field('username')} />
        <TextInput
          label={t('field.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          withAsterisk
          {...field('email')}
        />
        <NewPasswordFields
          label={t('field.password')}
          password={field('password')}
          confirmation={field('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={register.isPending} disabled={register.isPending}>
          {t('signup.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to={pagePath('signin')}>
            {t('signup.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
