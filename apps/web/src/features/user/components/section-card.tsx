import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the user screens: a form section ("Personal Information") or a profile card. */
export function SectionCard({
  title,
  action,
  children,
  testId,
  titleGap = 'md',
}: {
  title: string;
  /** A control at the end of the title row (the bank fields' show/hide toggle). */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Space under the title; a folded section brings its own, so it closes flush. */
  titleGap?: 'md' | 0;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" mb={titleGap}>
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
