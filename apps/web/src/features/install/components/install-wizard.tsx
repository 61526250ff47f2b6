import {
  ZInstallBusinessStep,
  ZInstallDatabaseStep,
  ZInstallLoginForm,
  ZInstallMailStep,
  ZInstallPurchaseStep,
  ZInstallPurchaseStepWithCode,
  type TInstallRestoreResult,
  type TInstallResult,
  type TMailServerFieldsInput,
} from '@amc/contracts';
import { Button, Group, Paper, SegmentedControl, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { LanguagePicker } from '../../../components/language-picker';
import { OopsModal } from '../../../components/oops-modal';
import { translateMessage } from '../../../i18n/translate-message';
import { formatDate } from '../../../lib/format-date';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useInstall } from '../api/use-install';
import { useInstallCheck } from '../api/use-install-check';
import { useInstallRestore } from '../api/use-install-restore';
import { BusinessStep, type TBusinessValues } from './business-step';
import { DatabaseStep, type TDatabaseValues } from './database-step';
import { FinishStep } from './finish-step';
import classes from './install-wizard.module.css';
import { InstallThankYou } from './install-thank-you';
import { LoginStep, type TLoginValues } from './login-step';
import { MailStep } from './mail-step';
import { PurchaseStep, type TPurchaseValues } from './purchase-step';
import { RestoreFromBackup } from './restore-from-backup';

// Errors show while typing and on leaving a field; the first failing rule of a field is the one shown.
const liveValidation = { validateInputOnChange: true, validateInputOnBlur: true } as const;

/**
 * SPEC section 2's steps and issue 26's business and (optional) mail steps, each validated with its contract
 * schema before Next lets the user on.
 */
export function InstallWizard() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [installed, setInstalled] = useState<TInstallResult | null>(null);
  const [restored, setRestored] = useState<TInstallRestoreResult | null>(null);
  // A new business, or a business moving here from a backup (issue 26, section 3).
  const [mode, setMode] = useState<'new' | 'restore'>('new');
  const phone = useIsPhone();
  const [failure, setFailure] = useState<string | null>(null);
  const install = useInstall();
  const restore = useInstallRestore();
  // The start-up gate has already asked; a browser not at the server must give the code from the server log.
  const check = useInstallCheck({ enabled: false }).data;
  const needsSetupCode = check?.setup_code_required === true;
  const mailPreset = check?.mail_preset === true;

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
  const business = useForm<TBusinessValues>({
    initialValues: { business_name: '', address: '', office_number: '', tax_number: '' },
    validate: zod4Resolver(ZInstallBusinessStep, { errorPriority: 'first' }),
    ...liveValidation,
  });
  const mail = useForm<TMailServerFieldsInput>({
    initialValues: {
      smtp_host: '',
      smtp_port: 587,
      smtp_user: '',
      smtp_password: '',
      smtp_secure: false,
      mail_from_name: '',
      mail_from_address: '',
    },
    validate: zod4Resolver(ZInstallMailStep, { errorPriority: 'first' }),
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
    { isValid: () => business.isValid(), validate: () => business.validate() },
    { isValid: () => login.isValid(), validate: () => login.validate() },
    { isValid: () => mail.isValid(), validate: () => mail.validate() },
  ];
  const current = validators[active];
  const canGoNext = current ? current.isValid() : true;

  const next = () => {
    if (current && current.validate().hasErrors) return;
    setActive((step) => Math.min(step + 1, steps.length - 1));
  };
  const back = () => setActive((step) => Math.max(step - 1, 0));

  const submit = () => {
    const { confirm_password: _confirmation, ...admin } = login.getValues();
    // A server whose own configuration names the mail server sends through that one; the step asked nothing.
    const mailServer = mailPreset ? {} : mail.getValues();
    install.mutate(
      { ...purchase.getValues(), ...database.getValues(), ...business.getValues(), ...admin, ...mailServer },
      {
        onSuccess: (answer) => setInstalled(answer.data),
        onError: (error) => setFailure(translateMessage(t, error.message)),
      },
    );
  };

  const db = database.getValues();
  const smtp = mail.getValues();
  const summary = [
    { label: t('install.domainName'), value: purchase.getValues().domain_name },
    { label: t('install.purchaseEmail'), value: purchase.getValues().purchase_email },
    { label: t('install.dbName'), value: db.db_name },
    { label: t('install.dbUsername'), value: db.db_username },
    { label: t('install.dbServer'), value: `${db.db_host ?? ''}:${String(db.db_port)}` },
    { label: t('install.summaryBusiness'), value: business.getValues().business_name },
    { label: t('install.adminEmail'), value: login.getValues().email },
    // A mail server the server's own configuration names is not the wizard's to show.
    ...(mailPreset
      ? []
      : [
          {
            label: t('install.summaryMail'),
            value: smtp.smtp_host ? `${smtp.smtp_host}:${String(smtp.smtp_port)}` : t('install.mailNotSetUp'),
          },
        ]),
  ];

  const steps = [
    {
      label: 'install.stepPurchase',
      hint: 'install.stepPurchaseHint',
      body: <PurchaseStep form={purchase} withSetupCode={needsSetupCode} />,
    },
    {
      label: 'install.stepDatabase',
      hint: 'install.stepDatabaseHint',
      body: <DatabaseStep form={database} />,
    },
    {
      label: 'install.stepBusiness',
      hint: 'install.stepBusinessHint',
      body: <BusinessStep form={business} />,
    },
    { label: 'install.stepLogin', hint: 'install.stepLoginHint', body: <LoginStep form={login} /> },
    {
      label: 'install.stepMail',
      hint: 'install.stepMailHint',
      body: (
        <MailStep
          form={mail}
          adminEmail={login.getValues().email}
          setupCode={purchase.getValues().setup_code}
          preset={mailPreset}
        />
      ),
    },
    { label: 'install.stepFinish', hint: 'install.stepFinishHint', body: <FinishStep summary={summary} /> },
  ] as const;

  return (
    <div className={classes.page}>
      <Group justify="flex-end" p="md" gap="xs">
        <LanguagePicker />
        <ColorSchemeToggle />
      </Group>
      <main className={classes.main}>
        <Paper withBorder shadow="md" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={1120}>
          {installed ? (
            <InstallThankYou
              title={t('install.thankYouTitle')}
              lines={[
                installed.mail_set_up
                  ? t('install.thankYouMailSent', { email: login.getValues().email })
                  : t('install.thankYouNoMail'),
              ]}
            />
          ) : restored ? (
            <InstallThankYou
              title={t('install.restoredTitle')}
              lines={[
                t('install.restoredFrom', {
                  date: formatDate(restored.created_at, 'DD-MM-YYYY HH:mm'),
                  version: restored.product_version,
                }),
                ...(restored.migrated > 0 ? [t('install.restoredMigrated')] : []),
                t('install.restoredSignIn'),
              ]}
            />
          ) : (
            <>
              <Title order={2}>{t('install.title')}</Title>
              <Text c="dimmed" mb="lg">
                {t('install.subtitle')}
              </Text>
              <SegmentedControl
                fullWidth
                orientation={phone ? 'vertical' : 'horizontal'}
                // A phone's choices are finger-sized.
                size={phone ? 'lg' : 'sm'}
                mb="lg"
                value={mode}
                onChange={(value) => setMode(value as typeof mode)}
                disabled={install.isPending || restore.isPending}
                data={[
                  { value: 'new', label: t('install.modeNew') },
                  { value: 'restore', label: t('install.modeRestore') },
                ]}
              />
            </>
          )}
          {!installed && !restored && mode === 'restore' && (
            <RestoreFromBackup
              restore={restore}
              withSetupCode={needsSetupCode}
              onRestored={setRestored}
              onFailure={setFailure}
            />
          )}
          {!installed && !restored && mode === 'new' && (
            <>
              <Stepper
                active={active}
                size="sm"
                allowNextStepsSelect={false}
                classNames={{
                  step: classes.step,
                  stepBody: classes.stepBody,
                  stepDescription: classes.stepDescription,
                  separator: classes.separator,
                }}
                onStepClick={install.isPending ? undefined : setActive}
              >
                {steps.map((step) => (
                  <Stepper.Step key={step.label} label={t(step.label)} description={t(step.hint)}>
                    {/* A phone's stepper shows numbers alone: the step says its name here. */}
                    <Text hiddenFrom="sm" fw={600} mb="sm">
                      {t(step.label)}
                    </Text>
                    {step.body}
                  </Stepper.Step>
                ))}
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
                {active < steps.length - 1 ? (
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
