import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDemoTexts } from '../api/use-demo';

/** The title and the line under it that open every demo page. */
export function DemoPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4}>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

/** Shows a demo page once its English texts have arrived (they are not in the app's bundle). */
export function DemoTextsGate({ children }: { children: ReactNode }) {
  return useDemoTexts() ? (
    children
  ) : (
    <Center p="xl">
      <Loader />
    </Center>
  );
}
