import { ZLoginBody, type TLoginBody, pagePath } from '@amc/contracts';
import { Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useLogin } from '../api/use-login';
import { withTwoFactorTexts } from './two-factor-texts';

// Only accounts with a second step see these, after their password: no part of what sign-in first downloads.
const loadSecondStep = () => withTwoFactorTexts(() => import('./second-step'));
const SecondStepForm = lazy(() => loadSecondStep().then((m) => ({ default: m.SecondStepForm })));
const SecondStepSetup = lazy(() => loadSecondStep().then((m) => ({ default: m.SecondStepSetup })));

/** A sign-in whose password was right and whose second step is still to come (auth-two-factor on the server). */
type TPendingStep = { step: 'code' | 'setup'; challenge: string };

/**
 * After sign-in the public-only guard moves the user on, to the page they first asked for if any. An account with
 * a second step is asked for its code (or to set one up) on the same page before that.
 */
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
  const [pending, setPending] = useState<TPendingStep | null>(null);
  const restart = () => {
    setPending(null);
    form.setFieldValue('password', '');
  };

  if (pending) {
    const Step = pending.step === 'code' ? SecondStepForm : SecondStepSetup;
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <Step challenge={pending.challenge} onRestart={restart} />
      </Suspense>
    );
  }
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        login.mutate(ZLoginBody.parse(values), {
          onSuccess: (answer) => {
            if (!('accessToken' in answer))
              setPending({ step: answer.second_step, challenge: answer.challenge });
          },
          onError: (error) => applyServerIssues(form, error),
        }),
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
