import { Anchor, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * One block of a portal's home screen: a title, a link to the whole list, and its few rows, or a line saying
 * there are none. The rows are cards stacked one under another, so a phone never scrolls sideways.
 */
export function HomeSection({
  title,
  allLabel,
  allPath,
  loading,
  emptyText,
  count,
  actions,
  children,
  testId,
}: {
  title: string;
  allLabel: string;
  allPath: string;
  loading: boolean;
  emptyText: string;
  count: number;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="xs" wrap="wrap">
            {actions}
            {/* A touch target of 44 px however short its word: "See all" is 42 px wide in some fonts. */}
            <Anchor
              component={Link}
              to={allPath}
              size="sm"
              display="inline-flex"
              miw={44}
              mih={44}
              style={{ alignItems: 'center', justifyContent: 'center' }}
            >
              {allLabel}
            </Anchor>
          </Group>
        </Group>
        {loading ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : count === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <Stack gap="xs">{children}</Stack>
        )}
      </Stack>
    </Card>
  );
}

/** One row of a HomeSection: a bordered box, its first line the record's number and status. */
export function HomeRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="sm" padding="sm" data-testid={testId}>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}
