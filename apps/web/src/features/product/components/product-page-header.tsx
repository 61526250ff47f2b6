import { Stack, Text, Title } from '@mantine/core';
import { ProductSectionTabs } from './product-section-tabs';

/** Title, one line on what the page is for, and the tabs to the other product pages. */
export function ProductPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      <ProductSectionTabs />
    </Stack>
  );
}
