import { ZPasswordResetBody, pagePath } from '@amc/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { usePasswordReset } from '../api/use-password-reset';
import { NewPasswordFields } from './new-password-fields';

/** Opened from the e-mailed link: the token and the address come in the path. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '', email = '' } = useParams();
  const reset = usePasswordReset();
  const form = useForm<z.input<typeof ZPasswordResetBody>>({
    initialValues: { email, token, password: '', password_confirmation: '' },
    validate: zod4Resolver(ZPasswordResetBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const linkError = form.errors.token ?? form.errors.email;

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        reset.mutate(ZPasswordResetBody.parse(values), {
          onSuccess: () => void navigate(pagePath('signin'), { replace: true }),
          onError: (error) => applyServerIssues(form, error),
        }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('reset.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('reset.subtitle')}
          </Text>
        </div>
        {typeof linkError === 'string' && (
          <Alert color="red" variant="light">
            {t('reset.badLink')} ({translateMessage(t, linkError)})
          </Alert>
        )}
        <TextInput label={t('field.email')} value={email} readOnly disabled dir="ltr" />
        <NewPasswordFields
          label={t('field.newPassword')}
          password={field('password')}
          confirmation={field('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {t('reset.submit')}
        </Button>
        <Anchor component={Link} to={pagePath('signin')} size="sm" ta="center">
          {t('forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
