import { Button, Code, Collapse, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function describe(error: unknown): string {
  if (error instanceof Error) return [error.message, error.stack].filter(Boolean).join('\n\n');
  if (error && typeof error === 'object' && 'statusText' in error) {
    const { status, statusText } = error as { status?: number; statusText?: string };
    return `${status ?? ''} ${statusText ?? ''}`.trim();
  }
  return String(error);
}

/** What a crashed screen shows instead of a blank page; the details help a support request. */
export function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Paper withBorder p="xl" radius="md" m="md" maw={720} mx="auto">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon color="red" variant="light" size={48} radius="xl">
          <IconBug size={28} />
        </ThemeIcon>
        <Title order={2}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.text')}</Text>
        <Button variant="subtle" px={0} onClick={toggle} aria-expanded={opened}>
          {opened ? t('error.hideDetails') : t('error.showDetails')}
        </Button>
        <Collapse expanded={opened} w="100%">
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
            {describe(error)}
          </Code>
        </Collapse>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Paper>
  );
}
