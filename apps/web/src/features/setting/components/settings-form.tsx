import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  LANGUAGES,
  TWO_FACTOR_RULES,
  WEEKDAYS,
  ZUpdateSettingsBody,
  type TSettings,
  type TUpdateSettingsInput,
  type TWorkingWeek,
} from '@amc/contracts';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isKnownLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/http-client';
import { MailServerFields } from '../../../components/mail-server/mail-server-fields';
import { TestMailButton } from '../../../components/mail-server/test-mail-button';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useTestMail } from '../api/use-test-mail';
import { useUpdateSettings } from '../api/use-update-settings';
import { BackupsSection } from './backups-section';
import { LogoUpload } from './logo-upload';
import { HolidaysSection } from './holidays-section';
import { ServiceLevelsSection } from './service-levels-section';
import { WorkingWeekInput } from './working-week-input';

function toFormValues(s: TSettings): TUpdateSettingsInput {
  return {
    business_name: s.business_name,
    domain_name: s.domain_name,
    address: s.address,
    office_number: s.office_number,
    tax_number: s.tax_number,
    state: s.state,
    upi_id: s.upi_id,
    upi_payee_name: s.upi_payee_name,
    // A select works with strings; the contract reads the month number back (0: numbers never restart).
    financial_year_start_month: String(s.financial_year_start_month),
    country: s.country,
    system_language: isKnownLanguage(s.system_language) ? s.system_language : 'en',
    date_formate: DATE_FORMATS.find((f) => f === s.date_formate) ?? DEFAULT_DATE_FORMAT,
    rtl: s.rtl,
    footer_text: s.footer_text,
    time_zone: s.time_zone,
    currency_code: s.currency_code,
    starting_year: s.starting_year,
    registration_enabled: s.registration_enabled,
    payment_receipt_mail: s.payment_receipt_mail,
    two_factor_required: s.two_factor_required,
    // Seven days, Sunday first; the contract stores them as one text.
    working_week: s.working_week,
    // Typed as the contract reads it: "3, 10, 30".
    overdue_reminder_days: s.overdue_reminder_days.join(', '),
    renewal_reminder_days: s.renewal_reminder_days.join(', '),
    renewal_uplift_percent: s.renewal_uplift_percent,
    backup_hour: s.backup_hour,
    backup_keep_days: s.backup_keep_days,
    mail_from_name: s.mail_from_name,
    mail_from_address: s.mail_from_address,
    smtp_host: s.smtp_host,
    smtp_port: s.smtp_port,
    smtp_user: s.smtp_user,
    smtp_password: '',
    smtp_secure: s.smtp_secure,
  };
}

/** Intl knows every zone and currency; a stored value it does not list stays selectable. */
function withCurrent(values: string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : values;
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" id={id}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function SettingsForm({ settings }: { settings: TSettings }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSettings();
  const [logo, setLogo] = useState<File | null>(null);
  const [sidebarLogo, setSidebarLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [sidebarLogoError, setSidebarLogoError] = useState<string | null>(null);
  const form = useForm<TUpdateSettingsInput>({
    initialValues: toFormValues(settings),
    validate: zod4Resolver(ZUpdateSettingsBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  // The admins' mail banner links to /setting#mail: the section comes into view once the form is there.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  // The test mail takes the mail fields as typed, saved or not.
  const mailValues = () => {
    const v = form.getValues();
    return {
      mail_from_name: v.mail_from_name,
      mail_from_address: v.mail_from_address,
      smtp_host: v.smtp_host,
      smtp_port: v.smtp_port,
      smtp_user: v.smtp_user,
      smtp_password: v.smtp_password,
      smtp_secure: v.smtp_secure,
    };
  };
  const field = useFieldProps(form);
  const { user } = useSession();
  const testMail = useTestMail();

  const timeZones = useMemo(
    () => withCurrent(Intl.supportedValuesOf('timeZone'), settings.time_zone),
    [settings],
  );
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'currency' });
    return withCurrent(Intl.supportedValuesOf('currency'), settings.currency_code).map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }, [settings, i18n.language]);
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
    // 1 January 2023 was a Sunday, day 0 in the contract's numbering.
    return WEEKDAYS.map((day) => format.format(new Date(2023, 0, 1 + day)));
  }, [i18n.language]);
  const today = dayjs();
  const financialYearStarts = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long' });
    return [
      { value: '0', label: t('settings.financialYearNever') },
      ...Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: format.format(new Date(2023, i, 1)),
      })),
    ];
  }, [i18n.language, t]);

  const submit = (values: TUpdateSettingsInput) => {
    const parsed = ZUpdateSettingsBody.parse(values);
    update.mutate(
      { values: parsed, logo, sidebarLogo },
      {
        onSuccess: (answer) => {
          setLogo(null);
          setSidebarLogo(null);
          form.setInitialValues(toFormValues(answer.data));
          form.setValues(toFormValues(answer.data));
          if (
            answer.data.system_language !== settings.system_language &&
            isKnownLanguage(answer.data.system_language)
          ) {
            void changeLanguage(answer.data.system_language);
          }
        },
        onError: (error) => {
          applyServerIssues(form, error);
          if (error instanceof ApiError) {
            setLogoError(error.issues.find((i) => i.path === 'logo')?.message ?? null);
            setSidebarLogoError(error.issues.find((i) => i.path === 'sidebar_logo')?.message ?? null);
          }
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Section title={t('settings.business')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              label={t('settings.businessName')}
              withAsterisk
              dir="auto"
              {...field('business_name')}
            />
            <TextInput label={t('settings.officeNumber')} dir="ltr" {...field('office_number')} />
            <Textarea label={t('settings.address')} dir="auto" autosize minRows={2} {...field('address')} />
            <TextInput label={t('settings.country')} withAsterisk dir="auto" {...field('country')} />
            <TextInput
              label={t('settings.taxNumber')}
              description={t('settings.taxNumberHint')}
              dir="auto"
              {...field('tax_number')}
            />
            <TextInput
              label={t('settings.state')}
              description={t('settings.stateHint')}
              dir="auto"
              {...field('state')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('settings.payments')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              label={t('settings.upiId')}
              description={t('settings.upiIdHint')}
              placeholder="business@okhdfc"
              dir="ltr"
              {...field('upi_id')}
            />
            <TextInput
              label={t('settings.upiPayeeName')}
              description={t('settings.upiPayeeNameHint')}
              dir="auto"
              {...field('upi_payee_name')}
            />
          </SimpleGrid>
          <Switch
            mt="md"
            label={t('settings.paymentReceiptMail')}
            description={t('settings.paymentReceiptMailHint')}
            {...field('payment_receipt_mail', { type: 'checkbox' })}
          />
        </Section>

        <Section title={t('settings.regional')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label={t('settings.language')}
              withAsterisk
              searchable
              allowDeselect={false}
              data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
              {...field('system_language')}
            />
            <Select
              label={t('settings.dateFormat')}
              withAsterisk
              allowDeselect={false}
              data={DATE_FORMATS.map((f) => ({ value: f, label: `${f}  (${today.format(f)})` }))}
              {...field('date_formate')}
            />
            <Select
              label={t('settings.timeZone')}
              withAsterisk
              searchable
              limit={100}
              allowDeselect={false}
              data={timeZones}
              {...field('time_zone')}
            />
            <Select
              label={t('settings.currency')}
              withAsterisk
              searchable
              limit={100}
              allowDeselect={false}
              data={currencies}
              {...field('currency_code')}
            />
            <Select
              label={t('settings.financialYear')}
              description={t('settings.financialYearHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              allowDeselect={false}
              data={financialYearStarts}
              {...field('financial_year_start_month')}
            />
          </SimpleGrid>
          <Switch
            mt="md"
            label={t('settings.rtl')}
            description={t('settings.rtlHint')}
            {...field('rtl', { type: 'checkbox' })}
          />
        </Section>

        <Section title={t('settings.application')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput label={t('settings.footerText')} withAsterisk dir="auto" {...field('footer_text')} />
            <TextInput
              label={t('settings.domainName')}
              description={t('settings.domainNameHint')}
              withAsterisk
              dir="ltr"
              {...field('domain_name')}
            />
            <NumberInput
              label={t('settings.startingYear')}
              withAsterisk
              min={1900}
              max={2200}
              allowDecimal={false}
              {...field('starting_year')}
            />
            <TextInput
              label={t('settings.overdueReminderDays')}
              description={t('settings.overdueReminderDaysHint')}
              dir="ltr"
              placeholder="3, 10, 30"
              {...field('overdue_reminder_days')}
            />
            <TextInput
              label={t('settings.renewalReminderDays')}
              description={t('settings.renewalReminderDaysHint')}
              dir="ltr"
              placeholder="30, 7, 0"
              {...field('renewal_reminder_days')}
            />
            <TextInput
              label={t('settings.renewalUpliftPercent')}
              description={t('settings.renewalUpliftPercentHint')}
              inputMode="decimal"
              dir="ltr"
              rightSection="%"
              {...field('renewal_uplift_percent')}
            />
          </SimpleGrid>
          <Stack mt="md">
            <WorkingWeekInput
              value={form.getValues().working_week as TWorkingWeek}
              onChange={(week) => form.setFieldValue('working_week', week)}
              error={form.errors.working_week as string | undefined}
              weekdayNames={weekdayNames}
            />
            <HolidaysSection />
            <ServiceLevelsSection />
          </Stack>
          <Switch
            mt="md"
            label={t('settings.registrationEnabled')}
            description={t('settings.registrationEnabledHint')}
            {...field('registration_enabled', { type: 'checkbox' })}
          />
          <Select
            mt="md"
            maw={480}
            label={t('settings.twoFactorRequired')}
            description={t('settings.twoFactorRequiredHint')}
            data={TWO_FACTOR_RULES.map((rule) => ({
              value: rule,
              label: t(`settings.twoFactorRule.${rule}`),
            }))}
            allowDeselect={false}
            {...field('two_factor_required')}
          />
        </Section>

        <Section title={t('settings.logos')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LogoUpload
              label={t('settings.logo')}
              hint={t('settings.logoHint')}
              currentUrl={settings.logo}
              file={logo}
              onFileChange={setLogo}
              error={logoError}
              onError={setLogoError}
              testId="logo-dropzone"
            />
            <LogoUpload
              label={t('settings.sidebarLogo')}
              hint={t('settings.sidebarLogoHint')}
              currentUrl={settings.sidebar_logo}
              file={sidebarLogo}
              onFileChange={setSidebarLogo}
              error={sidebarLogoError}
              onError={setSidebarLogoError}
              onBrandBackground
              testId="sidebar-logo-dropzone"
            />
          </SimpleGrid>
        </Section>

        <Section title={t('settings.mail')} id="mail">
          <MailServerFields
            field={field}
            passwordKept={settings.smtp_password_set}
            testButton={
              <TestMailButton values={mailValues} defaultTo={user?.email ?? ''} sender={testMail} />
            }
          />
        </Section>

        <Section title={t('settings.backups.title')} id="backups">
          <BackupsSection form={form} />
        </Section>

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={update.isPending}
            disabled={update.isPending}
          >
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
