import type { TEmailTemplate } from '@amc/contracts';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './template-picker.module.css';

/**
 * The e-mail templates: one per event, a fixed set of about fourteen, so a plain list to pick from rather than a
 * paged table. Each shows its name, event, subject and whether it is sent.
 */
export function TemplatePicker({
  templates,
  selected,
  onSelect,
}: {
  templates: TEmailTemplate[];
  selected: string | null;
  onSelect: (event: TEmailTemplate['event']) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={4}>
      <Stack gap={2} component="nav" aria-label={t('template.picker.label')}>
        {templates.map((template) => (
          <UnstyledButton
            key={template.event}
            className={classes.item}
            data-active={template.event === selected || undefined}
            aria-current={template.event === selected ? 'true' : undefined}
            onClick={() => onSelect(template.event)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text
                fw={600}
                size="sm"
                truncate
                title={t(`template.event.${template.event}`, { defaultValue: template.name })}
              >
                {t(`template.event.${template.event}`, { defaultValue: template.name })}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={template.is_enabled ? 'green' : 'gray'}
                style={{ flexShrink: 0 }}
              >
                {template.is_enabled ? t('template.state.on') : t('template.state.off')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" dir="ltr" ta="start">
              {template.event}
            </Text>
            <Text size="xs" truncate dir="auto" title={template.subject}>
              {template.subject}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
