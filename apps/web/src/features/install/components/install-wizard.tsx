import {
  ZInstallDatabaseStep,
  ZInstallLoginForm,
  ZInstallPurchaseStep,
  ZInstallPurchaseStepWithCode,
} from '@amc/contracts';
import { Button, Group, Paper, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { LanguagePicker } from '../../../components/language-picker';
import { OopsModal } from '../../../components/oops-modal';
import { translateMessage } from '../../../i18n/translate-message';
import { useInstall } from '../api/use-install';
import { useInstallCheck } from '../api/use-install-check';
import { DatabaseStep, type TDatabaseValues } from './database-step';
import { FinishStep } from './finish-step';
import classes from './install-wizard.module.css';
import { InstallThankYou } from './install-thank-you';
import { LoginStep, type TLoginValues } from './login-step';
import { PurchaseStep, type TPurchaseValues } from './purchase-step';

const LAST_STEP = 3;

// Errors show while typing and on leaving a field; the first failing rule of a field is the one shown.
const liveValidation = { validateInputOnChange: true, validateInputOnBlur: true } as const;

/** SPEC section 2: four steps, each validated with its contract schema before Next lets the user on. */
export function InstallWizard() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [installed, setInstalled] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const install = useInstall();
  // The start-up gate has already asked; a browser not at the server must give the code from the server log.
  const needsSetupCode = useInstallCheck({ enabled: false }).data?.setup_code_required === true;

  const purchase = useForm<TPurchaseValues>({
    initialValues: { domain_name: '', purchase_key: '', purchase_email: '', setup_code: '' },
    validate: zod4Resolver(needsSetupCode ? ZInstallPurchaseStepWithCode : ZInstallPurchaseStep, {
      errorPriority: 'first',
    }),
    ...liveValidation,
  });
  const database = useForm<TDatabaseValues>({
    initialValues: { db_name: '', db_username: '', db_pass: '', db_host: 'localhost', db_port: '3306' },
    validate: zod4Resolver(ZInstallDatabaseStep, { errorPriority: 'first' }),
    ...liveValidation,
  });
  const login = useForm<TLoginValues>({
    initialValues: { email: '', password: '', confirm_password: '' },
    validate: zod4Resolver(ZInstallLoginForm, { errorPriority: 'first' }),
    ...liveValidation,
  });

  // Mantine's form types differ per value shape, so each step names its own checks.
  const validators = [
    { isValid: () => purchase.isValid(), validate: () => purchase.validate() },
    { isValid: () => database.isValid(), validate: () => database.validate() },
    { isValid: () => login.isValid(), validate: () => login.validate() },
  ];
  const current = validators[active];
  const canGoNext = current ? current.isValid() : true;

  const next = () => {
    if (current && current.validate().hasErrors) return;
    setActive((step) => Math.min(step + 1, LAST_STEP));
  };
  const back = () => setActive((step) => Math.max(step - 1, 0));

  const submit = () => {
    const { confirm_password: _confirmation, ...admin } = login.getValues();
    install.mutate(
      { ...purchase.getValues(), ...database.getValues(), ...admin },
      {
        onSuccess: () => setInstalled(true),
        onError: (error) => setFailure(translateMessage(t, error.message)),
      },
    );
  };

  const db = database.getValues();
  const summary = [
    { label: t('install.domainName'), value: purchase.getValues().domain_name },
    { label: t('install.purchaseEmail'), value: purchase.getValues().purchase_email },
    { label: t('install.dbName'), value: db.db_name },
    { label: t('install.dbUsername'), value: db.db_username },
    { label: t('install.dbServer'), value: `${db.db_host ?? ''}:${String(db.db_port)}` },
    { label: t('install.adminEmail'), value: login.getValues().email },
  ];

  return (
    <div className={classes.page}>
      <Group justify="flex-end" p="md" gap="xs">
        <LanguagePicker />
        <ColorSchemeToggle />
      </Group>
      <main className={classes.main}>
        <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={960}>
          {installed ? (
            <InstallThankYou />
          ) : (
            <>
              <Title order={2}>{t('install.title')}</Title>
              <Text c="dimmed" mb="lg">
                {t('install.subtitle')}
              </Text>
              <Stepper
                active={active}
                size="sm"
                allowNextStepsSelect={false}
                onStepClick={install.isPending ? undefined : setActive}
              >
                <Stepper.Step label={t('install.stepPurchase')} description={t('install.stepPurchaseHint')}>
                  <PurchaseStep form={purchase} withSetupCode={needsSetupCode} />
                </Stepper.Step>
                <Stepper.Step label={t('install.stepDatabase')} description={t('install.stepDatabaseHint')}>
                  <DatabaseStep form={database} />
                </Stepper.Step>
                <Stepper.Step label={t('install.stepLogin')} description={t('install.stepLoginHint')}>
                  <LoginStep form={login} />
                </Stepper.Step>
                <Stepper.Step label={t('install.stepFinish')} description={t('install.stepFinishHint')}>
                  <FinishStep summary={summary} />
                </Stepper.Step>
              </Stepper>
              <Group justify="space-between" mt="xl">
                <Button
                  variant="default"
                  onClick={back}
                  disabled={active === 0 || install.isPending}
                  leftSection={<IconArrowLeft size={16} className="mirror-rtl" />}
                >
                  {t('action.back')}
                </Button>
                {active < LAST_STEP ? (
                  <Button
                    onClick={next}
                    disabled={!canGoNext}
                    rightSection={<IconArrowRight size={16} className="mirror-rtl" />}
                  >
                    {t('action.next')}
                  </Button>
                ) : (
                  <Button
                    onClick={submit}
                    loading={install.isPending}
                    disabled={install.isPending}
                    color="green"
                  >
                    {t('install.installNow')}
                  </Button>
                )}
              </Group>
            </>
          )}
        </Paper>
      </main>
      <OopsModal opened={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
    </div>
  );
}
