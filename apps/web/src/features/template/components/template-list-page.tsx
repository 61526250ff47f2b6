import { LANGUAGE_CODES, pagePath, type TLanguageCode } from '@amc/contracts';
import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { translateMessage } from '../../../i18n/translate-message';
import { useTemplates } from '../api/use-templates';
import { TemplateEditor } from './template-editor';
import { TemplateLanguagePicker } from './template-language-picker';
import { TemplatePicker } from './template-picker';

const asLanguage = (code: string | null | undefined): TLanguageCode | null =>
  code && (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as TLanguageCode) : null;

/**
 * /email-template/list (admin only): the language to edit on top, the templates on one side, the chosen one's
 * editor on the other. The chosen event and language are in the URL (?event=&language=), so a reload or a shared
 * link opens the same texts; the language starts as the admin's own.
 */
export function TemplateListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const language = asLanguage(params.get('language')) ?? asLanguage(i18n.language) ?? 'en';
  const templates = useTemplates(language);
  const choose = (change: { event?: string; language?: TLanguageCode }) =>
    setParams(
      {
        ...Object.fromEntries(params),
        ...change,
      },
      { replace: true },
    );
  const rows = templates.data ?? [];
  const selected = rows.find((row) => row.event === params.get('event')) ?? rows[0] ?? null;

  return (
    <Stack gap="md">
      <PageTitle
        title={t('template.list.title')}
        subtitle={t('template.list.subtitle')}
        actions={
          <Button
            component={Link}
            to={pagePath('mailOutbox')}
            variant="light"
            leftSection={<IconMailForward size={16} />}
          >
            {t('mail.outbox.link')}
          </Button>
        }
      />
      <TemplateLanguagePicker value={language} onChange={(next) => choose({ language: next })} />
      {templates.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {templates.error && <Alert color="red">{translateMessage(t, templates.error.message)}</Alert>}
      {selected && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <TemplatePicker
              templates={rows}
              selected={selected.event}
              onSelect={(event) => choose({ event })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            {/* A fresh form per template, language and saved version: switching never carries unsaved text over. */}
            <TemplateEditor
              key={`${selected.event}:${selected.language}:${selected.updated_at}:${selected.is_default}`}
              template={selected}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
