import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './field-card.module.css';

/** One labelled value of a card. */
export type TFieldCardLine = { id: string; label: string; value: ReactNode };

/**
 * One row of a list on a phone: its first column as the title, every other as a labelled line (the value under
 * its label when it is long), its actions at the foot, so nothing scrolls sideways. The list around the cards
 * is a `role="list"`.
 */
export function FieldCard({
  title,
  lines,
  aside,
  actions,
  actionsClassName,
  testId,
}: {
  title?: ReactNode;
  lines: TFieldCardLine[];
  /** Before the title: a row's selection box. */
  aside?: ReactNode;
  actions?: ReactNode;
  actionsClassName?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" data-testid={testId}>
      {(aside || title) && (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {aside}
          {title && (
            // A block, not a paragraph: a link that is the card's title is a target of its own (44 px on phones).
            <Text component="div" fw={600} className={classes.title}>
              {title}
            </Text>
          )}
        </Group>
      )}
      {lines.length > 0 && (
        <dl className={classes.lines}>
          {lines.map((line) => (
            <div key={line.id} className={classes.line}>
              <Text component="dt" size="sm" c="dimmed">
                {line.label}
              </Text>
              <Text component="dd" size="sm">
                {line.value}
              </Text>
            </div>
          ))}
        </dl>
      )}
      {actions && (
        <Group gap="xs" justify="flex-end" className={`${classes.actions} ${actionsClassName ?? ''}`}>
          {actions}
        </Group>
      )}
    </Paper>
  );
}
