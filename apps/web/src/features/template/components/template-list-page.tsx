import { pagePath } from '@amc/contracts';
import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { translateMessage } from '../../../i18n/translate-message';
import { useTemplates } from '../api/use-templates';
import { TemplateEditor } from './template-editor';
import { TemplatePicker } from './template-picker';

/**
 * /email-template/list (admin only): the templates on one side, the chosen one's editor on the other. The
 * chosen event is in the URL (?event=), so a reload or a shared link opens the same template.
 */
export function TemplateListPage() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const [params, setParams] = useSearchParams();
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
              onSelect={(event) => setParams({ event }, { replace: true })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            {/* A fresh form per template and per saved version, so switching never carries unsaved text over. */}
            <TemplateEditor key={`${selected.event}:${selected.updated_at}`} template={selected} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
