import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The variables the template's event provides; a click puts `{{name}}` where the cursor was. */
export function TemplateVariables({
  variables,
  onInsert,
}: {
  variables: string[];
  onInsert: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('template.variables.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('template.variables.hint')}
        </Text>
        {variables.map((name) => (
          <Button
            key={name}
            variant="light"
            size="compact-sm"
            justify="flex-start"
            ff="monospace"
            dir="ltr"
            aria-label={t('template.variables.insert', { name })}
            onClick={() => onInsert(name)}
          >
            {`{{${name}}}`}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
