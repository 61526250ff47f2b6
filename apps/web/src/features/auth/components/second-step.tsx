import { ZSecondStepBody, type TLoginWithCodesResponse, type TSecondStepBody } from '@amc/contracts';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { ApiError } from '../../../lib/http-client';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useLoginSetup, useLoginSetupConfirm, useSecondStep } from '../api/use-two-factor';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodeInput } from './code-input';
import { RecoveryCodes } from './recovery-codes';

/** A sign-in that has expired or had too many wrong codes (401) starts again at its password. */
const isExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

function StartAgain({ error, onRestart }: { error: Error; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light">
        {translateMessage(t, error.message)}
      </Alert>
      <Button variant="default" onClick={onRestart}>
        {t('twoFactor.signInAgain')}
      </Button>
    </Stack>
  );
}

/** A link-styled button on its own line, centred, with a 44 px tap target. */
function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      mih={44}
      style={{ alignSelf: 'center' }}
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}

/** The second step of a sign-in: the authenticator's code, or one of the recovery codes. */
export function SecondStepForm({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const secondStep = useSecondStep();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<Pick<TSecondStepBody, 'code'>>({
    initialValues: { code: '' },
    validate: zod4Resolver(ZSecondStepBody.pick({ code: true }), { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  if (isExpired(secondStep.error)) return <StartAgain error={secondStep.error!} onRestart={onRestart} />;
  return (
    <form
      onSubmit={form.onSubmit(({ code }) =>
        secondStep.mutate(ZSecondStepBody.parse({ challenge, code }), {
          onError: (error) => applyServerIssues(form, error),
        }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('twoFactor.signIn.title')}</Title>
          <Text c="dimmed" size="sm">
            {recovery ? t('twoFactor.signIn.recoveryHint') : t('twoFactor.signIn.hint')}
          </Text>
        </div>
        <CodeInput
          key={recovery ? 'recovery' : 'code'}
          recovery={recovery}
          label={recovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel')}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
          withAsterisk
          {...field('code')}
        />
        <Button type="submit" fullWidth loading={secondStep.isPending} disabled={secondStep.isPending}>
          {t('twoFactor.signIn.submit')}
        </Button>
        <TextButton
          onClick={() => {
            setRecovery(!recovery);
            form.reset();
          }}
        >
          {recovery ? t('twoFactor.signIn.useApp') : t('twoFactor.signIn.useRecovery')}
        </TextButton>
        <TextButton onClick={onRestart}>{t('twoFactor.signIn.back')}</TextButton>
      </Stack>
    </form>
  );
}

/**
 * A sign-in the business requires a second step of, for an account without one: it sets up an authenticator now,
 * and is shown its recovery codes before the session starts (signing in moves the page on at once).
 */
export function SecondStepSetup({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const setup = useLoginSetup();
  const confirm = useLoginSetupConfirm();
  const [signedIn, setSignedIn] = useState<TLoginWithCodesResponse | null>(null);
  const { mutate } = setup;
  // Once: a second key would replace the one on the screen.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate({ challenge });
  }, [mutate, challenge]);

  const failed = setup.error ?? (isExpired(confirm.error) ? confirm.error : null);
  if (failed) return <StartAgain error={failed} onRestart={onRestart} />;
  return (
    <Stack gap="sm">
      <div>
        <Title order={3}>{signedIn ? t('twoFactor.codes.heading') : t('twoFactor.setup.title')}</Title>
        {!signedIn && (
          <Text c="dimmed" size="sm">
            {t('twoFactor.setup.requiredHint')}
          </Text>
        )}
      </div>
      {signedIn ? (
        <RecoveryCodes codes={signedIn.recovery_codes} fromAccountPage={false}>
          <Button fullWidth onClick={() => signIn(signedIn)}>
            {t('twoFactor.codes.continue')}
          </Button>
        </RecoveryCodes>
      ) : setup.data ? (
        <AuthenticatorSetup
          setup={setup.data.data}
          pending={confirm.isPending}
          onConfirm={(body) => confirm.mutateAsync({ challenge, ...body }).then(setSignedIn)}
        />
      ) : (
        <Stack align="center" role="status" aria-live="polite">
          <Loader size="sm" />
        </Stack>
      )}
    </Stack>
  );
}
