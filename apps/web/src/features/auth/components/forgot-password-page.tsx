import { ZPasswordEmailBody, pagePath } from '@amc/contracts';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { usePasswordEmail } from '../api/use-password-email';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const passwordEmail = usePasswordEmail();
  const form = useForm<z.input<typeof ZPasswordEmailBody>>({
    initialValues: { email: '' },
    validate: zod4Resolver(ZPasswordEmailBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        passwordEmail.mutate(values, { onError: (error) => applyServerIssues(form, error) }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('forgot.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('forgot.subtitle')}
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
        <Button type="submit" fullWidth loading={passwordEmail.isPending} disabled={passwordEmail.isPending}>
          {t('forgot.submit')}
        </Button>
        <Anchor component={Link} to={pagePath('signin')} size="sm" ta="center">
          {t('forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
