import { Stack, Text, Title } from '@mantine/core';

/** The title and the line under it that open every demo page. */
export function DemoPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4}>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}
