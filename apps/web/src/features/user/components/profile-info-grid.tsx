import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TProfileInfoItem = {
  label: string;
  value: ReactNode;
  /** Numbers and codes keep their left-to-right order inside Arabic text. */
  ltr?: boolean;
};

/** Label over value, two to three a row; an empty value reads "N/A" (SPEC section 2). */
export function ProfileInfoGrid({ items, cols = 3 }: { items: TProfileInfoItem[]; cols?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cols }} spacing="lg" verticalSpacing="md">
      {items.map(({ label, value, ltr }) => {
        const empty = value === null || value === undefined || value === '';
        return (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text size="sm" fw={500} component="div">
              {empty ? t('user.na') : ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
