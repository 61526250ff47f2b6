import { ZCurrentPasswordBody, type TCurrentPasswordBody, type TTwoFactorSetup } from '@amc/contracts';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenText } from '../../../components/date-text';
import { FormModal } from '../../../components/form-modal';
import { PageTitle } from '../../../components/page-title';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import {
  useNewRecoveryCodes,
  useOwnDisable,
  useOwnEnable,
  useOwnSetup,
  useTwoFactorStatus,
} from '../api/use-two-factor';
import { AuthenticatorSetup } from './authenticator-setup';
import { CurrentPasswordField } from './new-password-fields';
import { RecoveryCodes } from './recovery-codes';

/** The password again, before the second step changes: a borrowed session alone cannot change it. */
function PasswordForm({
  submit,
  pending,
  label,
  color,
}: {
  submit: (body: TCurrentPasswordBody) => Promise<unknown>;
  pending: boolean;
  label: string;
  color?: string;
}) {
  const form = useForm<TCurrentPasswordBody>({
    initialValues: { current_password: '' },
    validate: zod4Resolver(ZCurrentPasswordBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        submit(ZCurrentPasswordBody.parse(values)).catch((error: unknown) => applyServerIssues(form, error)),
      )}
      noValidate
    >
      <Stack gap="sm">
        <CurrentPasswordField {...field('current_password')} />
        <Button type="submit" color={color} loading={pending} disabled={pending}>
          {label}
        </Button>
      </Stack>
    </form>
  );
}

/** Whether the second step is on, in words, a badge and an icon. */
function StatusHeading({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const Icon = on ? IconShieldCheck : IconShieldOff;
  return (
    <Group gap="xs">
      <Icon size={22} color={on ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-6)'} />
      <Title order={4}>{on ? t('twoFactor.on') : t('twoFactor.off')}</Title>
      <Badge color={on ? 'teal' : 'gray'} variant="light">
        {on ? t('twoFactor.badgeOn') : t('twoFactor.badgeOff')}
      </Badge>
    </Group>
  );
}

type TChange = 'off' | 'codes' | null;

/**
 * The signed-in user's own two-factor sign-in (issue 26): turn it on (the password, then the authenticator's key
 * and a first code, then the recovery codes, shown once), make new recovery codes, or turn it off where the
 * business does not require it.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const setup = useOwnSetup();
  const enable = useOwnEnable();
  const disable = useOwnDisable();
  const renew = useNewRecoveryCodes();
  const [key, setKey] = useState<TTwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [change, setChange] = useState<TChange>(null);
  const state = status.data?.data;

  const closeChange = () => setChange(null);

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')} />
      {!state ? (
        <Loader size="sm" />
      ) : codes ? (
        <Card withBorder padding="lg" radius="md">
          <Title order={4} mb="sm">
            {t('twoFactor.codes.heading')}
          </Title>
          <RecoveryCodes codes={codes}>
            <Button onClick={() => setCodes(null)}>{t('twoFactor.codes.done')}</Button>
          </RecoveryCodes>
        </Card>
      ) : state.enabled ? (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <StatusHeading on />
            {state.enabled_at && (
              <Text size="sm">
                {t('twoFactor.since')} <WhenText value={state.enabled_at} />
              </Text>
            )}
            <Text size="sm" c={state.recovery_codes_left <= 3 ? 'orange' : undefined}>
              {t('twoFactor.codesLeft', { count: state.recovery_codes_left })}
            </Text>
            {state.required && (
              <Alert color="blue" variant="light">
                {t('twoFactor.requiredNote')}
              </Alert>
            )}
            <Group gap="xs">
              <Button variant="default" onClick={() => setChange('codes')}>
                {t('twoFactor.newCodes')}
              </Button>
              {!state.required && (
                <Button variant="light" color="red" onClick={() => setChange('off')}>
                  {t('twoFactor.turnOff')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <StatusHeading on={false} />
            <Text size="sm">{t('twoFactor.offHint')}</Text>
            {key ? (
              <AuthenticatorSetup
                setup={key}
                pending={enable.isPending}
                onConfirm={(body) =>
                  enable.mutateAsync(body).then((answer) => {
                    setKey(null);
                    setCodes(answer.data.recovery_codes);
                  })
                }
              />
            ) : (
              <PasswordForm
                label={t('twoFactor.turnOn')}
                pending={setup.isPending}
                submit={(body) => setup.mutateAsync(body).then((answer) => setKey(answer.data))}
              />
            )}
          </Stack>
        </Card>
      )}
      <FormModal
        opened={change !== null}
        onClose={closeChange}
        title={change === 'off' ? t('twoFactor.turnOff') : t('twoFactor.newCodes')}
        submitting={disable.isPending || renew.isPending}
      >
        <Stack gap="sm">
          <Text size="sm">{change === 'off' ? t('twoFactor.turnOffHint') : t('twoFactor.newCodesHint')}</Text>
          {change === 'off' ? (
            <PasswordForm
              label={t('twoFactor.turnOff')}
              color="red"
              pending={disable.isPending}
              submit={(body) => disable.mutateAsync(body).then(closeChange)}
            />
          ) : (
            <PasswordForm
              label={t('twoFactor.newCodes')}
              pending={renew.isPending}
              submit={(body) =>
                renew.mutateAsync(body).then((answer) => {
                  closeChange();
                  setCodes(answer.data.recovery_codes);
                })
              }
            />
          )}
        </Stack>
      </FormModal>
    </Stack>
  );
}
