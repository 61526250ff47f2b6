import { isRtlLanguage, type TPreviewTemplateBody } from '@amc/contracts';
import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { ApiError } from '../../../lib/http-client';
import { useTemplatePreview } from '../api/use-template-preview';

/**
 * The mail as a customer would get it, with sample values, refreshed a moment after typing stops. The HTML sits
 * in a sandboxed frame (no scripts, no same origin), so nothing in a template can reach the app.
 */
export function TemplatePreview({ texts }: { texts: TPreviewTemplateBody }) {
  const { t } = useTranslation();
  const preview = useTemplatePreview(texts);
  const problem =
    preview.error instanceof ApiError && preview.error.issues.length
      ? preview.error.issues.map(
          (issue) =>
            `${t(`template.field.${issue.path}`, { defaultValue: issue.path })}: ${translateMessage(t, issue.message)}`,
        )
      : preview.error
        ? [translateMessage(t, preview.error.message)]
        : [];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('template.preview.title')}
          </Text>
          {preview.isFetching && <Loader size="xs" aria-label={t('template.preview.loading')} />}
        </Group>
        {problem.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('template.preview.broken')}
          >
            {problem.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        <Text
          size="sm"
          data-testid="template-preview-subject"
          dir={isRtlLanguage(texts.language) ? 'rtl' : 'ltr'}
        >
          <Text span c="dimmed" size="sm">
            {t('template.preview.subject')}{' '}
          </Text>
          {preview.data?.subject ?? ''}
        </Text>
        <iframe
          title={t('template.preview.title')}
          sandbox=""
          srcDoc={preview.data?.html ?? ''}
          style={{ width: '100%', height: 420, border: 0, borderRadius: 6, background: '#f4f6f8' }}
        />
      </Stack>
    </Paper>
  );
}
