import {
  DAYS_BEFORE_MAX,
  DAYS_BEFORE_MIN,
  isRtlLanguage,
  LANGUAGES,
  REMINDER_TEMPLATE_EVENT,
  ZUpdateTemplateBody,
  type TEmailTemplate,
  type TUpdateTemplateInput,
} from '@amc/contracts';
import {
  Badge,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconRestore } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useResetTemplate } from '../api/use-reset-template';
import { useUpdateTemplate } from '../api/use-update-template';
import { TemplatePreview } from './template-preview';
import { TemplateVariables } from './template-variables';

type TTextField = 'subject' | 'body';

/** Puts `insert` over the selection of a text field (or at its end), answering the new text and cursor. */
export function insertAtCursor(text: string, insert: string, start: number | null, end: number | null) {
  const from = start ?? text.length;
  const to = end ?? from;
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

/**
 * One template's subject and HTML body in one language, its on/off switch and (service reminder only) days
 * before (both shared by every language), with its event's variables beside it and a live preview below. A badge
 * says whether the language's texts are its shipped default or edited; an edited language can go back to its
 * default. Right-to-left languages are typed and previewed right to left. SPEC: subject and body required; the
 * server also refuses broken syntax, unknown variables and unescaped output, and says so on the field.
 */
export function TemplateEditor({ template }: { template: TEmailTemplate }) {
  const { t } = useTranslation();
  const update = useUpdateTemplate();
  const reset = useResetTemplate();
  const reminder = template.event === REMINDER_TEMPLATE_EVENT;
  const dir = isRtlLanguage(template.language) ? 'rtl' : 'ltr';
  const languageName = LANGUAGES.find((l) => l.code === template.language)?.name ?? template.language;
  const form = useForm<TUpdateTemplateInput>({
    initialValues: {
      event: template.event,
      language: template.language,
      subject: template.subject,
      body: template.body,
      is_enabled: template.is_enabled,
      days_before: template.days_before,
    },
    validate: zod4Resolver(ZUpdateTemplateBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  // The variable goes into the field the admin was last typing in; the body until one was focused.
  const lastField = useRef<TTextField>('body');
  // The form's own focus handler (touched state) stays; this one also remembers where to insert a variable.
  const textField = (name: TTextField) => {
    const props = field(name);
    return {
      ...props,
      onFocus: (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => {
        lastField.current = name;
        (props.onFocus as ((e: typeof event) => void) | undefined)?.(event);
      },
    };
  };

  const insertVariable = (name: string) => {
    const target = lastField.current;
    const element = fields[target].current;
    const { text, cursor } = insertAtCursor(
      form.getValues()[target],
      `{{${name}}}`,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    form.setFieldValue(target, text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };

  const submit = (values: TUpdateTemplateInput) => {
    update.mutate(ZUpdateTemplateBody.parse(values), {
      onError: (error) => applyServerIssues(form, error),
    });
  };

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('template.reset.title'),
      children: t('template.reset.message', { language: languageName }),
      centered: true,
      labels: { confirm: t('template.reset.button'), cancel: translateMessage(t, 'Cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => reset.mutate({ event: template.event, language: template.language }),
    });

  const values = form.getValues();
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Text fw={600} size="sm" lang={template.language}>
                      {languageName}
                    </Text>
                    <Badge
                      size="sm"
                      variant="light"
                      color={template.is_default ? 'gray' : 'blue'}
                      data-testid="template-text-state"
                    >
                      {template.is_default ? t('template.text.default') : t('template.text.edited')}
                    </Badge>
                  </Group>
                  {!template.is_default && (
                    <Button
                      variant="subtle"
                      color="orange"
                      leftSection={<IconRestore size={16} />}
                      loading={reset.isPending}
                      onClick={confirmReset}
                    >
                      {t('template.reset.button')}
                    </Button>
                  )}
                </Group>
                <TextInput
                  ref={fields.subject}
                  label={t('template.field.subject')}
                  withAsterisk
                  dir={dir}
                  lang={template.language}
                  {...textField('subject')}
                />
                <Textarea
                  ref={fields.body}
                  label={t('template.field.body')}
                  description={t('template.field.bodyHint')}
                  withAsterisk
                  autosize
                  minRows={10}
                  maxRows={24}
                  dir={dir}
                  lang={template.language}
                  spellCheck={false}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                  {...textField('body')}
                />
                <Switch
                  label={t('template.field.enabled')}
                  description={t('template.field.enabledHint')}
                  {...field('is_enabled', { type: 'checkbox' })}
                />
                {reminder && (
                  <NumberInput
                    label={t('template.field.days_before')}
                    description={t('template.field.daysBeforeHint')}
                    withAsterisk
                    min={DAYS_BEFORE_MIN}
                    max={DAYS_BEFORE_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    w={200}
                    {...field('days_before')}
                  />
                )}
                <FormActions
                  submitLabel={t('template.edit.submit')}
                  submitting={update.isPending}
                  onCancel={() => form.reset()}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TemplateVariables variables={template.variables} onInsert={insertVariable} />
          </Grid.Col>
        </Grid>
        <TemplatePreview
          texts={{
            event: template.event,
            language: template.language,
            subject: values.subject,
            body: values.body,
          }}
        />
        <Text size="xs" c="dimmed">
          {t('template.preview.hint')}
        </Text>
      </Stack>
    </form>
  );
}
